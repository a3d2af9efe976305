// Arabic and Urdu search (issue 35, item 6), through GraphQL and the REST layer (suggestions
// `/api/products?search=`, results `/api/products/?search=`), over the seeded demo catalogue (named
// in English) and the evaluation's listings vendors named in Arabic or Urdu
// (bench/search-eval/fixtures-arabic-urdu.json): each kind of writing the issue names, and both
// scripts meeting through the product's word list (search-words.ts, SCRIPT_WORDS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtureListings } from '../../../bench/search-eval/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await addFixtureListings(t.db);
}, 600_000);
afterAll(() => t?.close());

interface Listing {
  slug: string;
  name: string;
  catalogue: string;
}

async function graphql(query: string): Promise<{ suggested: Listing[]; found: Listing[] }> {
  const { data, errors } = await t.graphql(
    `query($q: String!) { searchSuggestions(query: $q, first: 8) { slug name catalogue } search(query: $q, first: 24) { edges { node { slug name catalogue } } } }`,
    { q: query },
  );
  expect(errors).toBeUndefined();
  return { suggested: data.searchSuggestions, found: data.search.edges.map((e: { node: Listing }) => e.node) };
}

async function rest(query: string): Promise<{ suggested: Listing[]; found: Listing[] }> {
  const suggestions = await t.request(`/api/products?search=${encodeURIComponent(query)}`);
  const page = await t.request(`/api/products/?search=${encodeURIComponent(query)}&limit=24`);
  expect(suggestions.status).toBe(200);
  expect(page.status).toBe(200);
  const listings = (body: unknown) => (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Listing[];
  return { suggested: listings(suggestions.json), found: listings(page.json) };
}

const slugs = (listings: Listing[]) => listings.map((l) => l.slug);

/** Each wanted listing is suggested and found, by GraphQL and by REST; answers the GraphQL suggestions. */
async function expectFound(query: string, wanted: string[]): Promise<Listing[]> {
  const [viaGraphql, viaRest] = await Promise.all([graphql(query), rest(query)]);
  for (const slug of wanted) {
    expect(slugs(viaGraphql.suggested), `${query}: suggestions`).toContain(slug);
    expect(slugs(viaGraphql.found), `${query}: results`).toContain(slug);
    expect(slugs(viaRest.suggested), `${query}: REST suggestions`).toContain(slug);
    expect(slugs(viaRest.found), `${query}: REST results`).toContain(slug);
  }
  return viaGraphql.suggested;
}

const DUBAI_VILLA_EN = '4-bed-villa-with-private-pool-in-jumeirah-village-circle';
const DUBAI_VILLA_AR = 'villa-with-private-pool-jvc-ar';
const ARABIC = /[\u0600-\u06FF]/;

describe('letters written in any of their forms', () => {
  it('finds a name by bare alef for hamza, heh for teh marbuta, yeh for alef maksura, and Arabic letters typed for Urdu ones', async () => {
    await expectFound('ارض سكنيه', ['corner-residential-plot-dubai-hills-ar']);
    await expectFound('حنفيه', ['black-basin-tap-sharjah-ar']);
    await expectFound('مراه دائريه', ['round-brass-mirror-ar']);
    // Urdu heh goal, heh doachashmee, yeh and keheh typed as the Arabic letters.
    await expectFound('لاهور مرله گهر', ['10-marla-house-model-town-lahore-ur']);
    await expectFound('كراچي ميں بنگله', ['five-room-bungalow-dha-karachi-ur']);
    // Hamza on waw left out ("ٹاون" for "ٹاؤن").
    await expectFound('بحریہ ٹاون پلاٹ', ['commercial-plot-bahria-town-lahore-ur']);
  });

  it('ignores harakat, shadda and tatweel in the query and in the name', async () => {
    await expectFound('شَقَّة مُطِلَّة عَلَى البَحْر', ['sea-view-3-bed-apartment-business-bay-ar']);
    await expectFound('فـيـلا فـاخـرة', [DUBAI_VILLA_AR]);
    // The name is written "مـرآة" (tatweel, madda): found without either.
    await expectFound('مراه نحاسيه', ['round-brass-mirror-ar']);
  });

  it('reads Arabic-Indic, Eastern Arabic-Indic and Latin digits as one number, with units in Arabic and Urdu', async () => {
    for (const query of ['شقة ٣ غرف', 'شقة ۳ غرف', 'شقة 3 غرف']) expect(slugs(await expectFound(query, ['sea-view-3-bed-apartment-business-bay-ar']))[0], query).toBe('sea-view-3-bed-apartment-business-bay-ar');
    await expectFound('٧٥ انچ ٹی وی', ['75-inch-qled-tv-ur', '75-inch-qled-tv']);
    await expectFound('واشنگ مشین 7 کلو', ['washing-machine-7-kg-ur', 'compact-washing-machine-7-kg']);
  });
});

describe('both scripts meeting', () => {
  it('finds listings named in English for an Arabic or Urdu query, and the other way round', async () => {
    // "villa in Dubai" in Arabic and in Urdu finds the villas named in English.
    await expectFound('فيلا في دبي', [DUBAI_VILLA_EN, DUBAI_VILLA_AR]);
    await expectFound('دبئی ولا', [DUBAI_VILLA_EN, DUBAI_VILLA_AR]);
    await expectFound('ولا کراچی', ['4-bed-villa-with-private-pool-in-bahria-town-karachi']);
    await expectFound('شقة في كراتشي', ['waterfront-2-bed-luxury-apartment-in-gulshan-e-iqbal', 'apartment-gulshan-iqbal-karachi-ur']);
    await expectFound('پلاٹ اسلام آباد', ['18000-sq-ft-corner-plot-in-b-17']);
    await expectFound('أرض في دبي', ['5600-sq-ft-corner-plot-in-dubai-hills-estate']);
    // English queries find the names written in Arabic and Urdu.
    await expectFound('dubai villa', [DUBAI_VILLA_EN, DUBAI_VILLA_AR]);
    await expectFound('karachi bungalow', ['five-room-bungalow-dha-karachi-ur']);
    await expectFound('sharjah tap', ['black-basin-tap-sharjah-ar']);
  });

  it('keeps the other scripts where an admin synonym group took the English word', async () => {
    // The demo's admin groups take "apartment" (with "flat"); its Arabic words still apply.
    await expectFound('abu dhabi apartment', ['apartment-for-rent-al-reem-abu-dhabi-ar']);
  });

  it('mixes scripts in one query and suggests listings named in both', async () => {
    const suggested = await expectFound('villa دبي', [DUBAI_VILLA_EN, DUBAI_VILLA_AR]);
    expect(suggested.some((l) => ARABIC.test(l.name))).toBe(true);
    expect(suggested.some((l) => !ARABIC.test(l.name))).toBe(true);
    await expectFound('فلیٹ islamabad', ['flat-for-rent-e-11-islamabad-ur', 'furnished-3-bed-flat-to-let-in-e-11']);
  });

  it('ranks homes above products for a kind of home, and finds nothing of a kind not asked', async () => {
    const { found } = await graphql('منزل في لاهور');
    expect(found.slice(0, 2).every((l) => l.catalogue === 'REAL_ESTATE')).toBe(true);
    const washers = await graphql('غسالة');
    expect(slugs(washers.found)).toEqual(expect.arrayContaining(['compact-washing-machine-7-kg', 'washing-machine-7-kg-ur']));
    expect(washers.found.every((l) => l.catalogue === 'HOME_PRODUCTS')).toBe(true);
  });
});
