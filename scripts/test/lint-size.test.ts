// The size rule of docs/decisions/size-rule.md: no file over 400 lines, no function over 80 (blank
// lines and comments not counted), a describe callback bounded by its file instead. Each test plants
// a violation and requires the project's own eslint.config.mjs to name it, so the rule cannot
// quietly stop applying to a folder.
import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint-text.ts';

/** A function of `statements` lines of body (plus its two braces), with blank lines and comments between that do not count. */
const functionOf = (statements: number) =>
  `export function planted(): number {\n  let n = 0;\n${Array.from({ length: statements - 2 }, (_, i) => `  n += ${i};\n\n  // a comment\n`).join('')}  return n;\n}\n`;
/** A file of exactly `lines` lines. */
const fileOf = (lines: number) => Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('the size rule', () => {
  // Source, tests, tooling and demo data alike.
  const places = ['api/src/domain/planted.ts', 'api/test/catalogue/planted.test.ts', 'e2e/planted.test.ts', 'scripts/planted.ts', 'bench/planted.ts', 'prisma/seed/planted.ts', 'rules/planted.ts'];

  it.each(places)('names an 81-line function in %s, and passes an 80-line one', async (file) => {
    expect(await ruleIdsFor(file, functionOf(81 - 2))).toContain('house/max-lines-per-function');
    expect(await ruleIdsFor(file, functionOf(80 - 2))).toEqual([]);
  });

  it.each(places)('names a 401-line file in %s, and passes a 400-line one', async (file) => {
    expect(await ruleIdsFor(file, fileOf(401))).toContain('max-lines');
    expect(await ruleIdsFor(file, fileOf(400))).toEqual([]);
  });

  it('holds each test and helper in a test file, but not the describe callback that lists them', async () => {
    const longBody = Array.from({ length: 85 }, (_, i) => `    expect(${i}).toBe(${i});`).join('\n');
    const shortTests = Array.from({ length: 45 }, (_, i) => `  it('case ${i}', () => {\n    expect(${i}).toBe(${i});\n  });`).join('\n');
    const file = 'api/test/catalogue/planted.test.ts';
    const header = "import { describe, expect, it } from 'vitest';\n";
    expect(await ruleIdsFor(file, `${header}describe('many short tests', () => {\n${shortTests}\n});\n`)).toEqual([]);
    expect(await ruleIdsFor(file, `${header}describe.each([1])('a table %s', () => {\n${shortTests}\n});\n`)).toEqual([]);
    expect(await ruleIdsFor(file, `${header}describe('one long test', () => {\n  it('long', () => {\n${longBody}\n  });\n});\n`)).toContain('house/max-lines-per-function');
  });

  it('leaves generated code alone', async () => {
    // ESLint only says it ignored the file (a warning without a rule).
    for (const file of ['api/src/generated/planted.ts', 'api/test/generated/planted.ts', 'web/src/__generated__/planted.ts']) {
      expect(await ruleIdsFor(file, fileOf(401))).not.toContain('max-lines');
    }
  });
});
