/**
 * Right to left done with CSS logical properties (issue 35): no web CSS file places anything
 * with a physical left or right (margin-left, padding-right, border-left, left:, right:,
 * text-align: left, float: right), which would stay put when an Arabic or Urdu page mirrors.
 * Where the direction must not flip (a box centred with translate(-50%), space kept for the
 * map's own controls), the declaration carries a `/* physical: why *\/` comment on its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

/** A declaration of a physical side: the property names and keyword values that do not follow the writing direction. */
const PHYSICAL = /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?\s*:|(?:left|right)\s*:|text-align\s*:\s*(?:left|right)\b|float\s*:\s*(?:left|right)\b)/;

/** The physical declarations of a stylesheet without a reason, as `file:line: text`. */
export function physicalDeclarations(css: string, file = 'style.css'): string[] {
  const withoutComments = (line: string) => line.replace(/\/\*.*?\*\//g, '');
  return css.split('\n').flatMap((line, index) => (PHYSICAL.test(withoutComments(line)) && !line.includes('/* physical:') ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('web CSS uses logical properties', () => {
  it('finds margin-left, right:, text-align: left and the like, and lets a reasoned exception pass', () => {
    const css = ['.a { margin-left: 4px; }', '.b {', '  right: 0;', '  text-align: left;', '  left: 50%; /* physical: centred */', '  margin-inline-start: 4px;', '}', '.left { inset-inline-end: 0; }'].join('\n');
    expect(physicalDeclarations(css)).toEqual(['style.css:1: .a { margin-left: 4px; }', 'style.css:3: right: 0;', 'style.css:4: text-align: left;']);
  });

  it('in every stylesheet under web/src', () => {
    const files = fs.readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => physicalDeclarations(fs.readFileSync(path.join(WEB_SRC, file), 'utf8'), file))).toEqual([]);
  });
});
