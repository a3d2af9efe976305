// The build's short message ids (web/build/short-message-ids.ts, issue 35): every id of the
// catalogues gets its own short form, and only quoted ids are rewritten.
import { describe, expect, it } from 'vitest';
import { assertNoBuiltIds, readNumberedIds, shortMessageIds, withShortIds } from '../../web/build/short-message-ids.ts';
import { en } from '../../web/src/lib/i18n/catalogues/en/index.ts';
import { dashboardEn } from '../../web/src/lib/i18n/catalogues/en/dashboard.ts';

describe('short message ids', () => {
  it('gives every id of the catalogues a distinct short form, the storefront ids among the first 1,296 numbers two characters at most', () => {
    const ids = [...Object.keys(en), ...Object.keys(dashboardEn)];
    const numbered = readNumberedIds();
    const short = shortMessageIds(ids, numbered);
    expect(short.size).toBe(ids.length);
    expect(new Set(short.values()).size).toBe(short.size);
    const numberedStorefront = numbered.slice(0, 36 * 36).filter((id) => id in en);
    expect(numberedStorefront.length).toBeGreaterThan(700);
    expect(numberedStorefront.every((id) => short.get(id)!.length <= 2)).toBe(true);
  });

  it('keeps every numbered id where it was when a message is added or removed, and numbers unlisted ids after the list in sorted order', () => {
    const numbered = ['a.one', 'a.two', 'b.one'];
    const before = shortMessageIds(['a.one', 'a.two', 'b.one', 'z.new'], numbered);
    const after = shortMessageIds(['a.two', 'b.one', 'z.new', 'c.added'], numbered);
    expect([...before]).toEqual([['a.one', '0'], ['a.two', '1'], ['b.one', '2'], ['z.new', '3']]);
    expect([...after]).toEqual([['a.two', '1'], ['b.one', '2'], ['c.added', '3'], ['z.new', '4']]);
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
