// Arabic and Urdu letters in search (issue 35's text pipeline, prepared in issue 34): the folding
// rule alone, the query's words, and a listing named in Arabic found through GraphQL and REST by
// the spellings shoppers type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldArabicLetters } from '../../src/domain/catalogue/search-arabic.ts';
import { normaliseText } from '../../src/domain/catalogue/search-language.ts';
import { tokenize } from '../../src/domain/catalogue/search-plan.ts';
import { buildSearchText } from '../../src/domain/catalogue/search-text.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('foldArabicLetters', () => {
  it('folds the alef forms, hamza carriers, yeh and alef maksura, teh marbuta and the Urdu heh, yeh and kaf', () => {
    expect(foldArabicLetters('أإآٱا')).toBe('ااااا');
    expect(foldArabicLetters('مؤسسة')).toBe('موسسه');
    expect(foldArabicLetters('بئر')).toBe('بير');
    expect(foldArabicLetters('مستشفى')).toBe('مستشفي');
    expect(foldArabicLetters('شقة')).toBe('شقه');
    // Urdu: heh goal (ہ), heh doachashmee (ھ), Farsi yeh (ی), yeh barree (ے), keheh (ک).
    expect(foldArabicLetters('گھر')).toBe('گهر');
    expect(foldArabicLetters('کمرہ')).toBe('كمره');
    expect(foldArabicLetters('کرسی')).toBe('كرسي');
    expect(foldArabicLetters('بڑے')).toBe('بڑي');
  });

  it('drops the harakat, the superscript alef, tatweel and a lone hamza, and reads Eastern digits', () => {
    expect(foldArabicLetters('أَرِيكَةٌ')).toBe('اريكه');
    expect(foldArabicLetters('هٰذا')).toBe('هذا');
    expect(foldArabicLetters('كـــرسي')).toBe('كرسي');
    expect(foldArabicLetters('سماء')).toBe('سما');
    expect(foldArabicLetters('٣ غرف و ۴ حمام')).toBe('3 غرف و 4 حمام');
  });

  it('leaves text in other scripts as it is', () => {
    for (const text of ['Velvet sofa', 'Café crème', '3-bed villa, 2,400 sq ft', '']) expect(foldArabicLetters(text)).toBe(text);
  });
});

describe('the query and the indexed text', () => {
  it('read an Arabic word as one word whatever its marks, in both', () => {
    expect(tokenize('أَرِيكَة مخملية', 8)).toEqual(['اريكه', 'مخمليه']);
    expect(normaliseText('كنبة')).toBe(normaliseText('كنبه'));
    expect(buildSearchText({ name: 'أريكة مخملية', categoryName: 'Furniture', storeName: 'Casa', city: 'Dubai' })).toBe('اريكه مخمليه furniture casa dubai');
  });
});

describe('a listing named in Arabic', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // Renamed as the product editing path names it: the search text built by buildSearchText.
    const product = await t.db.product.findFirstOrThrow({ where: { slug: 'velvet-chesterfield-sofa' }, include: { category: true, vendor: true } });
    const name = 'أريكة تشسترفيلد مخملية';
    await t.db.product.update({ where: { id: product.id }, data: { name, searchText: buildSearchText({ name, categoryName: product.category.name, storeName: product.vendor.storeName, city: product.vendor.city }) } });
    id = product.id;
  }, 600_000);
  afterAll(() => t?.close());

  const suggested = async (query: string) => {
    const { data, errors } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { databaseId name } }`, { q: query });
    expect(errors).toBeUndefined();
    return data.searchSuggestions.map((p: { databaseId: number }) => p.databaseId);
  };

  it('is found by the spellings shoppers type: bare alef, heh for teh marbuta, with or without marks, by GraphQL and REST', async () => {
    for (const query of ['اريكه', 'أريكة', 'أَرِيكَة', 'اريكة مخمليه', 'تشسترفيلد']) expect(await suggested(query), query).toContain(id);
    const { data } = await t.graphql(`query($q: String!) { search(query: $q, first: 24) { edges { node { databaseId name } } } }`, { q: 'اريكه مخمليه' });
    expect(data.search.edges.map((e: { node: { databaseId: number; name: string } }) => e.node)).toContainEqual({ databaseId: id, name: 'أريكة تشسترفيلد مخملية' });
    const rest = await t.request(`/api/products?search=${encodeURIComponent('اريكه')}`);
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.json)).toContain('أريكة تشسترفيلد مخملية');
    // The name's own vector (what ranks a name match) holds the folded words, as the query's.
    const [stored] = await t.db.$queryRaw<{ v: string }[]>`SELECT name_vector::text AS v FROM products WHERE id = ${id}`;
    expect(stored.v).toBe(`'اريكه':1 'تشسترفيلد':2 'مخمليه':3`);
    // A word it does not carry still finds nothing of it.
    expect(await suggested('طاولة')).not.toContain(id);
  });
  it("keeps search's narrow copy of the products (product_search) in step with every write", async () => {
    const copy = () => t.db.$queryRaw<{ status: string; name_vector: string; rating_count: number }[]>`SELECT status::text, name_vector::text, rating_count FROM product_search WHERE id = ${id}`;
    const [{ count: missing }] = await t.db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_search s WHERE s.id = p.id AND s.search_vector = p.search_vector AND s.name_vector = p.name_vector)`;
    expect(missing).toBe(0);
    await t.db.product.update({ where: { id }, data: { status: 'HIDDEN', ratingCount: { increment: 1 } } });
    const [hidden] = await copy();
    expect(hidden.status).toBe('HIDDEN');
    expect(await suggested('اريكه')).not.toContain(id);
    await t.db.product.update({ where: { id }, data: { status: 'ACTIVE', ratingCount: { decrement: 1 } } });
    expect(await suggested('اريكه')).toContain(id);
    await t.db.product.delete({ where: { id } });
    expect(await copy()).toEqual([]);
  });
});
