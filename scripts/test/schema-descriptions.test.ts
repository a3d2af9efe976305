// Every element of the public schema is described, and every deprecation names its removal
// (scripts/schema-descriptions.ts).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deprecationsWithoutRemoval, undescribedElements } from '../schema-descriptions.ts';

const sdl = fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

describe('the descriptions of schema.graphql', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undescribedElements(sdl), 'describe these in their type files (description: ...), or structural parts in api/src/graphql/structural-descriptions.ts').toEqual([]);
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
