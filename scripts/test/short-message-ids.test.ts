// The build's short message ids (web/build/short-message-ids.ts, issue 35): every id of the
// catalogues gets its own short form, and only quoted ids are rewritten.
import { describe, expect, it } from 'vitest';
import { assertNoBuiltIds, shortMessageIds, withShortIds } from '../../web/build/short-message-ids.ts';
import { en } from '../../web/src/lib/i18n/catalogues/en/index.ts';

describe('short message ids', () => {
  it('gives every id a distinct short form of at most two characters', () => {
    const short = shortMessageIds(Object.keys(en));
    expect(short.size).toBe(Object.keys(en).length);
    expect(new Set(short.values()).size).toBe(short.size);
    expect([...short.values()].every((value) => value.length <= 2)).toBe(true);
  });

  it('rewrites quoted ids in any quote, those with more than one dot too, and leaves other strings, unknown ids and names alone', () => {
    const short = new Map([
      ['common.tryAgain', '0'],
      ['feed.like', '1'],
      ['leads.time.any', '2'],
    ]);
    const code = `t('common.tryAgain'); t("feed.like"); x(\`feed.like\`); y('feed.unknown'); z('offices.0.label'); const common = 1; common.tryAgain; w('leads.time.any'); { "leads.time.any": 1 }`;
    expect(withShortIds(code, short)).toBe(`t('0'); t("1"); x(\`1\`); y('feed.unknown'); z('offices.0.label'); const common = 1; common.tryAgain; w('2'); { "2": 1 }`);
  });

  it('refuses an id built at run time from a namespace and a value, and lets other templates be', () => {
    const namespaces = new Set(['leads', 'feed']);
    expect(() => assertNoBuiltIds('t(`leads.${field}`)', 'EnquiryForm.tsx', namespaces)).toThrow('EnquiryForm.tsx: the message id `leads.${');
    expect(() => assertNoBuiltIds('x(`offices.${i}.label`); y(`${a}.leads`); t(`feed.like`)', 'Other.tsx', namespaces)).not.toThrow();
  });
});
