/**
 * The storefront's message catalogues (issue 35): every message id has a message in every
 * language, with the same placeholders as English, in the language's own script, and the compiled
 * files the pages load are current (`npm run i18n`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type Token } from '@messageformat/parser';
import { CATALOGUES, COMPILED_DIR, compiledFiles } from '../i18n-compile.ts';

const english = CATALOGUES.en!;
const ids = Object.keys(english);

/** The placeholders a message uses (plural and select arguments included), and whether it uses `#`. */
function argumentsOf(message: string): { names: string[]; octothorpe: boolean } {
  const names = new Set<string>();
  let octothorpe = false;
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'octothorpe') octothorpe = true;
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const choice of token.cases) walk(choice.tokens);
      }
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), octothorpe };
}

/** Arabic script (Arabic and Urdu letters alike). */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe.each(['ar', 'ur'])('the %s catalogue', (locale) => {
  const messages = CATALOGUES[locale]!;

  it('has a message for every English id, and no id English lacks', () => {
    expect(ids.filter((id) => !messages[id]?.trim())).toEqual([]);
    expect(Object.keys(messages).filter((id) => !(id in english))).toEqual([]);
  });

  it("uses exactly English's placeholders in each message, and is written in its own script", () => {
    const problems = ids.flatMap((id) => {
      const found: string[] = [];
      if (argumentsOf(messages[id]!).names.join() !== argumentsOf(english[id]!).names.join()) found.push(`${id}: placeholders differ from English`);
      if (!ARABIC_SCRIPT.test(messages[id]!)) found.push(`${id}: not in Arabic script`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});

describe('the catalogues', () => {
  it('never use # in a plural (Lingui would format the count with Intl on the first paint)', () => {
    const offenders = Object.entries(CATALOGUES).flatMap(([locale, messages]) => ids.filter((id) => argumentsOf(messages[id]!).octothorpe).map((id) => `${locale}:${id}`));
    expect(offenders).toEqual([]);
  });

  it('are compiled as they stand (run npm run i18n after editing one)', () => {
    const expected = compiledFiles();
    for (const [file, text] of Object.entries(expected)) expect(fs.readFileSync(path.join(COMPILED_DIR, file), 'utf8'), file).toBe(text);
    const held = fs.readdirSync(COMPILED_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(held.sort()).toEqual(Object.keys(expected).sort());
  });
});
