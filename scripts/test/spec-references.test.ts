// Comments cite the product spec as "docs/spec/<file>.md §N" (docs/decisions/spec-in-repo.md).
// This keeps every citation resolvable: each § in the code belongs to such a reference (a bare
// "spec §5" would not say which of the two specs), the file is in docs/spec/, and the spec has a
// section with that number. "§2, §4", "§2/§6", "§4-§5" and "§5 and §9" cite more of the same file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|mjs|js|cjs|css|graphql|sh)$/;
/** This file, whose examples and patterns are §s on purpose. */
const SELF = 'scripts/test/spec-references.test.ts';
const REFERENCE = /docs\/spec\/([\w.-]+?)\.md §(\d+)((?:(?:, | and | or |\/|-)§\d+)*)/g;

/** The numbers of a spec's `## N. Title` sections. */
function sectionsOf(file: string): Set<number> {
  const text = fs.readFileSync(path.join(root, 'docs/spec', file), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** Every problem with the spec references of one file's text: unresolvable ones and bare §s. */
function referenceProblems(where: string, text: string, specs: Map<string, Set<number>>): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    for (const match of line.matchAll(REFERENCE)) {
      const sections = specs.get(`${match[1]}.md`);
      const numbers = [match[2], ...[...match[3].matchAll(/§(\d+)/g)].map((m) => m[1])].map(Number);
      if (!sections) problems.push(`${at}: docs/spec/${match[1]}.md does not exist`);
      else for (const n of numbers.filter((number) => !sections.has(number))) problems.push(`${at}: docs/spec/${match[1]}.md has no §${n}`);
    }
    if (line.replace(REFERENCE, '').includes('§')) problems.push(`${at}: a § that names no spec file: ${line.trim()}`);
  });
  return problems;
}

describe('spec references', () => {
  const specs = new Map(fs.readdirSync(path.join(root, 'docs/spec')).filter((file) => file.endsWith('.md')).map((file) => [file, sectionsOf(file)]));

  it('has the two specs, each with its nine numbered sections', () => {
    expect([...specs.keys()].sort()).toEqual(['storefront.md', 'vendor-admin.md']);
    for (const sections of specs.values()) expect([...sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('every § in the code names an existing spec file and section', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => CODE.test(file) && file !== SELF && fs.existsSync(path.join(root, file)));
    const cited = files.filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('§'));
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.flatMap((file) => referenceProblems(file, fs.readFileSync(path.join(root, file), 'utf8'), specs))).toEqual([]);
  });

  it('names a bare citation, a missing file and a missing section', () => {
    const planted = ['// spec §5', '// docs/spec/checkout.md §2', '// docs/spec/storefront.md §4, §12', '// docs/spec/vendor-admin.md §2/§6 and (§7)'].join('\n');
    expect(referenceProblems('planted.ts', planted, specs)).toEqual([
      'planted.ts:1: a § that names no spec file: // spec §5',
      'planted.ts:2: docs/spec/checkout.md does not exist',
      'planted.ts:3: docs/spec/storefront.md has no §12',
      'planted.ts:4: a § that names no spec file: // docs/spec/vendor-admin.md §2/§6 and (§7)',
    ]);
  });
});
