// The letter folding of search in its two homes (issue 35, item 6): foldArabicLetters (the query
// and products.search_text, in JavaScript) and search_fold_letters (the name's vector and the
// category and store names, in the database: migration 20261127230000_search_folded_letters) must
// fold every character alike, or a name typed with one letter form stops ranking as a name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { foldArabicLetters } from '../../src/domain/catalogue/search-arabic.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every code point of the Arabic block, each alone and between two letters, and words as shoppers type them. */
const SAMPLES = [
  ...Array.from({ length: 0x100 }, (_, i) => String.fromCodePoint(0x0600 + i)).flatMap((c) => [c, `ب${c}ت`]),
  'أَرِيكَةٌ مُخْمَلِيَّة',
  'فـــيلا في دبي',
  'کراچی میں ۳ کمروں والا گھر',
  'شقة ٢ غرف',
  'Villa دبئی 3 bed',
  'Café crème',
];

it('folds every character of the Arabic block as foldArabicLetters does', async () => {
  const rows = await t.db.$queryRaw<{ i: bigint | number; folded: string }[]>`
    SELECT s.i, search_fold_letters(s.text) AS folded FROM unnest(${SAMPLES}::text[]) WITH ORDINALITY AS s(text, i)`;
  const differing = rows.filter((r) => r.folded !== foldArabicLetters(SAMPLES[Number(r.i) - 1]));
  expect(rows).toHaveLength(SAMPLES.length);
  expect(differing.map((r) => `${JSON.stringify(SAMPLES[Number(r.i) - 1])} -> SQL ${JSON.stringify(r.folded)}`)).toEqual([]);
});

it('stores the folded name in the name vector', async () => {
  const [row] = await t.db.$queryRaw<{ v: string }[]>`SELECT to_tsvector('simple', search_fold_letters(lower('شقّة فاخرة في دبي')))::text AS v`;
  expect(row.v).toBe(`'دبي':4 'شقه':1 'فاخره':2 'في':3`);
});
