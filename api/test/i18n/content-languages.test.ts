// Content in English, Arabic and Urdu (issue 35): the same listing read in three languages over
// GraphQL and REST, each field falling back to English on its own, the shared answer cache keyed
// by the resolved language (in the app and straight on the socket), and who may read and write
// the translations.
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';
import { cachedAnswers } from '../../src/http/answer-cache/on-the-socket.ts';

const ACCEPT = 'application/graphql-response+json, application/json';
const AR_NAME = 'فيلا على شاطئ جميرا';
const AR_DESCRIPTION = 'فيلا من أربع غرف نوم على الشاطئ مع حديقة خاصة.';
const UR_NAME = 'جمیرا کے ساحل پر ولا';

let t: TestApp;
let product: { id: number; slug: string; name: string; description: string; vendorId: number };
let category: { id: number; name: string };
const tokens: Record<'owner' | 'other' | 'admin', string> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RESPONSE_CACHE: '1' } });
  const owner = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
  product = await t.db.product.findFirstOrThrow({ where: { vendorId: owner.id, catalogue: 'REAL_ESTATE', amenities: { has: 'Balcony' } }, select: { id: true, slug: true, name: true, description: true, vendorId: true } });
  category = await t.db.category.findFirstOrThrow({ where: { products: { some: { id: product.id } } }, select: { id: true, name: true } });
  // The demo's own translations set aside, then: Arabic, a name and a description; Urdu, a name
  // only (its description falls back to English); the category in Arabic only; the store in none.
  await t.db.productTranslation.deleteMany({ where: { productId: product.id } });
  await t.db.categoryTranslation.deleteMany({ where: { categoryId: category.id } });
  await t.db.vendorTranslation.deleteMany({ where: { vendorId: owner.id } });
  await t.db.productTranslation.createMany({ data: [{ productId: product.id, language: 'ar', name: AR_NAME, description: AR_DESCRIPTION }, { productId: product.id, language: 'ur', name: UR_NAME }] });
  await t.db.categoryTranslation.create({ data: { categoryId: category.id, language: 'ar', name: 'فلل' } });
  t.app.services.categories.invalidate();
  tokens.owner = await openSession(t.db, owner.id);
  tokens.other = await openSession(t.db, (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'margalla-realty' } })).id);
  tokens.admin = await openSession(t.db, (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'admin' } })).id);
});
afterAll(() => t?.close());

const PRODUCT_QUERY = (slug: string) => `{ product(slug: "${slug}") { name description amenities category { name } } }`;
const getGraphql = (query: string, language?: string) =>
  t.request(`/graphql?${new URLSearchParams({ query })}`, { headers: { accept: ACCEPT, ...(language ? { 'accept-language': language } : {}) } });

describe('the same listing in three languages', () => {
  it('the demo data carries Arabic for every UAE property, Urdu and Arabic for every Pakistani one, every category in both', async () => {
    const missing = (country: string, language: string) =>
      t.db.product.count({ where: { catalogue: 'REAL_ESTATE', countryCode: country, id: { not: product.id }, translations: { none: { language, name: { not: null }, description: { not: null } } } } });
    expect([await missing('AE', 'ar'), await missing('PK', 'ur'), await missing('PK', 'ar')]).toEqual([0, 0, 0]);
    expect(await t.db.product.count({ where: { catalogue: 'REAL_ESTATE', countryCode: { in: ['AE', 'PK'] } } })).toBeGreaterThan(20);
    expect(await t.db.category.count({ where: { id: { not: category.id }, translations: { none: { language: 'ur' } } } })).toBe(0);
    expect(await t.db.vendorTranslation.count({ where: { language: 'ur', vendor: { country: 'Pakistan' } } })).toBeGreaterThanOrEqual(7);
  });

  it('GraphQL answers in the language of Accept-Language, each field falling back to English', async () => {
    const en = await t.graphql(PRODUCT_QUERY(product.slug));
    expect(en.data.product).toMatchObject({ name: product.name, description: product.description, category: { name: category.name } });
    expect(en.data.product.amenities).toContain('Balcony');

    const ar = await t.graphql(PRODUCT_QUERY(product.slug), undefined, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    expect(ar.data.product).toMatchObject({ name: AR_NAME, description: AR_DESCRIPTION, category: { name: 'فلل' } });
    expect(ar.data.product.amenities).toContain('شرفة');

    // Urdu: its own name; no Urdu description or category name, so the English ones.
    const ur = await t.graphql(PRODUCT_QUERY(product.slug), undefined, { 'accept-language': 'ur-PK' });
    expect(ur.data.product).toMatchObject({ name: UR_NAME, description: product.description, category: { name: category.name } });
    expect(ur.data.product.amenities).toContain('بالکونی');
  });

  it('q-values choose, q=0 refuses, and anything unsupported is English', async () => {
    const nameFor = async (header: string) => (await t.graphql(`{ product(slug: "${product.slug}") { name } }`, undefined, { 'accept-language': header })).data.product.name;
    expect(await nameFor('en;q=0.4, ur;q=0.8, ar;q=0.6')).toBe(UR_NAME);
    expect(await nameFor('ar;q=0, fr')).toBe(product.name);
    expect(await nameFor('de-DE, fr;q=0.9')).toBe(product.name);
    expect(await nameFor('ar;q=garbage')).toBe(product.name);
  });

  it('a field\'s language argument wins over the header, so one answer can carry several languages', async () => {
    const res = await t.graphql(`{ product(slug: "${product.slug}") { ar: name(language: AR) ur: name(language: UR) en: name(language: EN) plain: name } }`, undefined, { 'accept-language': 'ar' });
    expect(res.data.product).toEqual({ ar: AR_NAME, ur: UR_NAME, en: product.name, plain: AR_NAME });
  });

  it('the storefront listing (one statement) answers the cards in the language too', async () => {
    const query = `{ products(first: 50, filter: { vendorStoreId: "skyline-estates" }) { edges { node { databaseId name category { name } } } } }`;
    const names = async (language: string) => {
      const res = await t.graphql(query, undefined, { 'accept-language': language });
      return res.data.products.edges.find((e: { node: { databaseId: number } }) => e.node.databaseId === product.id).node;
    };
    expect(await names('ar')).toMatchObject({ name: AR_NAME, category: { name: 'فلل' } });
    expect(await names('en')).toMatchObject({ name: product.name, category: { name: category.name } });
  });

  it('an English listing reads the translations only for a field that asks another language (issue 33: an English card list leaves them out)', async () => {
    const query = `{ products(first: 50, filter: { vendorStoreId: "skyline-estates" }) { edges { node { databaseId name ar: name(language: AR) } } } }`;
    const res = await t.graphql(query, undefined, { 'accept-language': 'en' });
    const card = res.data.products.edges.find((e: { node: { databaseId: number } }) => e.node.databaseId === product.id).node;
    expect(card).toEqual({ databaseId: product.id, name: product.name, ar: AR_NAME });
  });

  it('REST answers in Accept-Language or ?lang=, names it in Content-Language, and refuses an unknown lang', async () => {
    const en = await t.request(`/api/products/${product.id}`);
    expect(en.json).toMatchObject({ productName: product.name, productDescription: product.description, selectedCategory: category.name });
    expect(en.headers.get('content-language')).toBe('en');
    expect(en.headers.get('vary')).toMatch(/accept-language/);

    const ar = await t.request(`/api/products/${product.id}`, { headers: { 'accept-language': 'ar' } });
    expect(ar.json).toMatchObject({ productName: AR_NAME, productDescription: AR_DESCRIPTION, selectedCategory: 'فلل' });
    expect(ar.json.amenities).toContain('شرفة');
    expect(ar.headers.get('content-language')).toBe('ar');

    const ur = await t.request(`/api/products/${product.id}?lang=ur`, { headers: { 'accept-language': 'ar' } });
    expect(ur.json).toMatchObject({ productName: UR_NAME, productDescription: product.description });
    expect(ur.headers.get('content-language')).toBe('ur');

    const listed = await t.request('/api/vendor-products/skyline-estates?limit=100', { headers: { 'accept-language': 'ar' } });
    expect(listed.json.find((p: { id: number }) => p.id === product.id).productName).toBe(AR_NAME);

    const categories = await t.request('/api/categories?lang=ar');
    expect(categories.json.find((c: { id: number }) => c.id === category.id).name).toBe('فلل');

    const bad = await t.request(`/api/products/${product.id}?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('lang must be en, ar or ur.');
  });
});

describe('the shared answer cache keys by the resolved language', () => {
  it('never gives an Arabic answer to an English request, nor the reverse', async () => {
    const query = `{ product(slug: "${product.slug}") { slug name } }`;
    const ar = await getGraphql(query, 'ar');
    expect(ar.json.data.product.name).toBe(AR_NAME);
    expect(ar.headers.get('x-cache')).toBe('miss');
    expect(ar.headers.get('vary')).toMatch(/accept-language/);

    const en = await getGraphql(query);
    expect(en.json.data.product.name).toBe(product.name);
    expect(en.headers.get('x-cache')).toBe('miss');

    // Hits, each its own language; any header resolving to the same language shares the entry.
    const arAgain = await getGraphql(query, 'ar-SA;q=0.9');
    expect([arAgain.headers.get('x-cache'), arAgain.json.data.product.name]).toEqual(['hit', AR_NAME]);
    const enAgain = await getGraphql(query, 'fr-FR');
    expect([enAgain.headers.get('x-cache'), enAgain.json.data.product.name]).toEqual(['hit', product.name]);
  });

  it('straight on the socket too', async () => {
    const query = `{ product(slug: "${product.slug}") { name description } }`;
    const path = `/graphql?${new URLSearchParams({ query })}`;
    // Fill the cache through the app, one entry per language.
    expect((await getGraphql(query, 'ur')).json.data.product.name).toBe(UR_NAME);
    expect((await getGraphql(query, 'en')).json.data.product.name).toBe(product.name);

    const answer = cachedAnswers(t.app.services.responseCache, { origins: '*', isSecure: () => false });
    const onSocket = (language: string | undefined) => {
      let body = '';
      const res = { writeHead: () => res, end: (bytes?: Uint8Array) => (body = bytes ? Buffer.from(bytes).toString() : '') };
      const req = { method: 'GET', url: path, headers: { accept: ACCEPT, ...(language ? { 'accept-language': language } : {}) } };
      const served = answer(req as unknown as http.IncomingMessage, res as unknown as http.ServerResponse);
      return served ? JSON.parse(body).data.product.name : null;
    };
    expect(onSocket('ur-PK')).toBe(UR_NAME);
    expect(onSocket(undefined)).toBe(product.name);
    expect(onSocket('en-GB')).toBe(product.name);
    // No Arabic entry yet: the socket passes it on to the app rather than answer in another language.
    expect(onSocket('ar')).toBeNull();
  });
});

const TRANSLATIONS_QUERY = (slug: string) => `{ product(slug: "${slug}") { translations { language name description } } }`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on UpdateProductSuccess { product { name(language: AR) description(language: AR) } }
      ... on Error { message }
      ... on ValidationError { field }
    }
  }`;

/** The product's editable fields as stored, for an update that changes only the translations. */
async function updateInput(translations: unknown) {
  const p = await t.db.product.findUniqueOrThrow({ where: { id: product.id }, include: { category: true } });
  return { slug: p.slug, name: p.name, price: p.price.toString(), description: p.description, category: p.category.name, images: p.images, amenities: p.amenities, beds: p.beds, baths: p.baths, area: p.areaSqft, translations };
}
const storedTranslations = () => t.db.productTranslation.findMany({ where: { productId: product.id }, orderBy: { language: 'asc' }, select: { language: true, name: true, description: true } });

describe('translations: who reads them, who writes them', () => {
  it('the translations field is for the owner and the admin; a stranger and another store get null', async () => {
    const expected = [{ language: 'AR', name: AR_NAME, description: AR_DESCRIPTION }, { language: 'UR', name: UR_NAME, description: null }];
    expect((await t.graphql(TRANSLATIONS_QUERY(product.slug), undefined, bearer(tokens.owner))).data.product.translations).toEqual(expected);
    expect((await t.graphql(TRANSLATIONS_QUERY(product.slug), undefined, bearer(tokens.admin))).data.product.translations).toEqual(expected);
    expect((await t.graphql(TRANSLATIONS_QUERY(product.slug), undefined, bearer(tokens.other))).data.product.translations).toBeNull();
    expect((await t.graphql(TRANSLATIONS_QUERY(product.slug))).data.product.translations).toBeNull();
  });

  it('another store cannot write them (FORBIDDEN), and a translation past the English limit is refused; nothing changes', async () => {
    const before = await storedTranslations();
    const forbidden = await t.graphql(UPDATE, { input: await updateInput({ ar: { name: 'ليس لك' } }) }, bearer(tokens.other));
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooLong = await t.graphql(UPDATE, { input: await updateInput({ ar: { name: 'ا'.repeat(201) } }) }, bearer(tokens.owner));
    expect(tooLong.data.updateProduct).toMatchObject({ __typename: 'ValidationError', field: 'translations.ar.name', message: 'Product name (العربية) can be at most 200 characters.' });
    const rest = await t.request(`/api/products/${product.slug}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(tokens.owner) }, body: JSON.stringify({ productName: 'x', productPrice: '1', productDescription: 'x', selectedCategory: category.name, selectedImages: ['x.webp'], translations: { fr: { name: 'Villa' } } }) });
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('Translations can be written in Arabic ("ar") or Urdu ("ur"), not "fr".');
    expect(await storedTranslations()).toEqual(before);
  });

  it('the owner replaces them over GraphQL and REST; left out, an edit keeps them; blank texts fall back to English', async () => {
    const saved = await t.graphql(UPDATE, { input: await updateInput({ ar: { name: '  فيلا جديدة  ', description: '' } }) }, bearer(tokens.owner));
    expect(saved.data.updateProduct).toEqual({ __typename: 'UpdateProductSuccess', product: { name: 'فيلا جديدة', description: product.description } });
    expect(await storedTranslations()).toEqual([{ language: 'ar', name: 'فيلا جديدة', description: null }]);

    const { translations: _left, ...withoutTranslations } = await updateInput(undefined);
    expect((await t.graphql(UPDATE, { input: withoutTranslations }, bearer(tokens.owner))).data.updateProduct.__typename).toBe('UpdateProductSuccess');
    expect(await storedTranslations()).toEqual([{ language: 'ar', name: 'فيلا جديدة', description: null }]);

    const p = await updateInput(undefined);
    const rest = await t.request(`/api/products/${product.slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'accept-language': 'ur', ...bearer(tokens.owner) },
      body: JSON.stringify({ productName: p.name, productPrice: p.price, productDescription: p.description, selectedCategory: p.category, selectedImages: p.images, amenities: p.amenities, productBeds: p.beds, productBaths: p.baths, propertyArea: p.area, translations: { ur: { name: UR_NAME, description: 'ساحل کے قریب چار بیڈروم کا ولا۔' } } }),
    });
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ productName: UR_NAME, productDescription: 'ساحل کے قریب چار بیڈروم کا ولا۔' });
    expect(await storedTranslations()).toEqual([{ language: 'ur', name: UR_NAME, description: 'ساحل کے قریب چار بیڈروم کا ولا۔' }]);
  });

  it('a listing is found by the Arabic and Urdu names it carries now, and no longer by a replaced one', async () => {
    // After the edits above: Urdu only (the Arabic 'فيلا جديدة' was replaced).
    const search = await t.graphql(`query ($q: String!) { search(query: $q, first: 24) { edges { node { slug } } } }`, { q: UR_NAME });
    expect(search.data.search.edges.map((e: { node: { slug: string } }) => e.node.slug)).toContain(product.slug);
    const { searchText } = await t.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { searchText: true } });
    expect(searchText).toContain('ساحل');
    expect(searchText).not.toContain('جديد');
  });
});

const PROFILE = /* GraphQL */ `
  mutation ($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
    }
  }`;
const STORE_QUERY = `{ vendor(storeId: "skyline-estates") { storeName description language translations { language storeName description } } }`;

describe('a store in Arabic and Urdu', () => {
  it('a bad language or translation is refused and changes nothing', async () => {
    const bad = await t.graphql(PROFILE, { input: { translations: { ar: { storeName: 'ن'.repeat(201) } } } }, bearer(tokens.owner));
    expect(bad.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', field: 'translations.ar.storeName' });
    const rest = await t.request('/api/profile/update2', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(tokens.owner) }, body: JSON.stringify({ language: 'fr' }) });
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe('Language must be en, ar or ur.');
    expect(await t.db.vendorTranslation.count({ where: { vendor: { storeId: 'skyline-estates' } } })).toBe(0);
    expect((await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' } })).language).toBe('en');
  });

  it('the store writes its Arabic name and language; shoppers read them in Arabic, English stays; only the store and the admin see the translations', async () => {
    const saved = await t.graphql(PROFILE, { input: { language: 'AR', translations: { ar: { storeName: 'سكاي لاين للعقارات', description: 'وسيط عقاري في دبي منذ 2009.' } } } }, bearer(tokens.owner));
    expect(saved.data.updateMyProfile.__typename).toBe('UpdateMyProfileSuccess');

    const own = await t.graphql(STORE_QUERY, undefined, bearer(tokens.owner));
    expect(own.data.vendor).toMatchObject({ language: 'AR', translations: [{ language: 'AR', storeName: 'سكاي لاين للعقارات' }, { language: 'UR', storeName: null, description: null }] });
    const stranger = await t.graphql(STORE_QUERY, undefined, { 'accept-language': 'ar' });
    expect(stranger.data.vendor).toMatchObject({ storeName: 'سكاي لاين للعقارات', description: 'وسيط عقاري في دبي منذ 2009.', language: null, translations: null });
    expect((await t.graphql(STORE_QUERY, undefined, bearer(tokens.other))).data.vendor.translations).toBeNull();
    expect((await t.graphql(STORE_QUERY)).data.vendor.storeName).toBe('Skyline Estates');

    // A product card names its store in the answer language (the vendor card book) too.
    const card = await t.graphql(`{ product(slug: "${product.slug}") { vendor { storeName } } }`, undefined, { 'accept-language': 'ar' });
    expect(card.data.product.vendor.storeName).toBe('سكاي لاين للعقارات');
    const restStore = await t.request('/api/vendor-details/skyline-estates?lang=ar');
    expect(restStore.json).toMatchObject({ store_name: 'سكاي لاين للعقارات', description: 'وسيط عقاري في دبي منذ 2009.' });
    const restProduct = await t.request(`/api/products/${product.id}`, { headers: { 'accept-language': 'ar' } });
    expect(restProduct.json.vendorDetails.store_name).toBe('سكاي لاين للعقارات');
  });
});

describe('categories and the site settings, written by the admin', () => {
  const CATEGORY = /* GraphQL */ `
    mutation ($input: UpdateCategoryTranslationsInput!) {
      updateCategoryTranslations(input: $input) {
        __typename
        ... on UpdateCategoryTranslationsSuccess { category { name(language: UR) translations { language name } } }
        ... on Error { message }
        ... on ValidationError { field }
      }
    }`;

  it('only the admin names a category in Arabic and Urdu; a vendor is FORBIDDEN and a bad name changes nothing', async () => {
    const slug = (await t.db.category.findUniqueOrThrow({ where: { id: category.id } })).slug;
    const byVendor = await t.graphql(CATEGORY, { input: { slug, ur: { name: 'ولاز' } } }, bearer(tokens.owner));
    expect(byVendor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooLong = await t.graphql(CATEGORY, { input: { slug, ur: { name: 'و'.repeat(101) } } }, bearer(tokens.admin));
    expect(tooLong.data.updateCategoryTranslations).toMatchObject({ __typename: 'ValidationError', field: 'translations.ur.name' });
    expect(await t.db.categoryTranslation.findMany({ where: { categoryId: category.id }, select: { language: true } })).toEqual([{ language: 'ar' }]);

    const saved = await t.graphql(CATEGORY, { input: { slug, ar: { name: 'فلل' }, ur: { name: 'ولاز' } } }, bearer(tokens.admin));
    expect(saved.data.updateCategoryTranslations.category).toEqual({ name: 'ولاز', translations: [{ language: 'AR', name: 'فلل' }, { language: 'UR', name: 'ولاز' }] });
    const read = await t.graphql(`{ categories { id name translations { name } } }`, undefined, { 'accept-language': 'ur' });
    expect(read.data.categories.find((c: { name: string }) => c.name === 'ولاز')).toMatchObject({ translations: null });
  });

  it('the admin writes the about text in Arabic over REST; shoppers read it in Arabic, the rest of the record stays English', async () => {
    const current = (await t.request('/api/site-settings')).json;
    const { updatedAt: _at, ...record } = current;
    const vendorTry = await t.request('/api/site-settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(tokens.owner) }, body: JSON.stringify({ ...record, translations: { ar: { aboutText: 'نص' } } }) });
    expect(vendorTry.status).toBe(403);
    const saved = await t.request('/api/site-settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(tokens.admin) }, body: JSON.stringify({ ...record, translations: { ar: { aboutText: 'سوق للعقارات ومستلزمات المنازل.' } } }) });
    expect(saved.status).toBe(200);
    const ar = await t.request('/api/site-settings', { headers: { 'accept-language': 'ar' } });
    expect(ar.json).toEqual({ ...current, aboutText: 'سوق للعقارات ومستلزمات المنازل.', updatedAt: ar.json.updatedAt });
    const gql = await t.graphql('{ siteSettings { aboutText founder { title } } en: siteSettings(language: EN) { aboutText } }', undefined, { 'accept-language': 'ar' });
    expect(gql.data).toEqual({ siteSettings: { aboutText: 'سوق للعقارات ومستلزمات المنازل.', founder: { title: current.founder.title } }, en: { aboutText: current.aboutText } });
  });
});
