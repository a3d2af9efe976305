// Every element of the public schema is described, and every deprecation names its removal
// (scripts/schema-descriptions.ts); the old gaps are listed in docs/api/undescribed.txt, which may
// only shrink.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNDESCRIBED_FILE, deprecationsWithoutRemoval, undescribedElements } from '../schema-descriptions.ts';

const sdl = fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
const known = new Set(fs.readFileSync(UNDESCRIBED_FILE, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')));

describe('the descriptions of schema.graphql', () => {
  const undescribed = undescribedElements(sdl);

  it('describes every type, field, argument, input field and enum value added since the list of old gaps', () => {
    const added = undescribed.filter((name) => !known.has(name));
    expect(added, 'describe these in their type files (description: ...)').toEqual([]);
  });

  it('crosses off each old gap once it is described (docs/api/undescribed.txt only shrinks)', () => {
    const fixed = [...known].filter((name) => !undescribed.includes(name));
    expect(fixed, 'remove these lines from docs/api/undescribed.txt').toEqual([]);
  });

  it('finds an element planted without a description, and one planted with', () => {
    const planted = `${sdl}\ntype PlantedType {\n  """Described."""\n  described: Int\n  bare(argument: Int): Int\n}\n`;
    expect(undescribedElements(planted).filter((name) => name.startsWith('PlantedType'))).toEqual(['PlantedType', 'PlantedType.bare', 'PlantedType.bare(argument)']);
  });

  it('says for every deprecation when the element is removed', () => {
    expect(deprecationsWithoutRemoval(sdl)).toEqual([]);
    expect(deprecationsWithoutRemoval(`${sdl}\ntype PlantedType {\n  """Old."""\n  old: Int @deprecated(reason: "Use new.")\n}\n`)).toEqual(['PlantedType.old']);
  });
});
