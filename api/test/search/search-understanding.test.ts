// Search that understands how shoppers write (issue 34): each miss the issue names, through
// GraphQL and the REST layer (suggestions `/api/products?search=`, results `/api/products/?search=`),
// over the seeded demo catalogue; and the admin switching a bad meaning off and on again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = bearer(await tokenFor(t.db, 'admin'));
}, 600_000);
afterAll(() => t?.close());

interface Listing {
  slug: string;
  catalogue: string;
  hiddenFromSuggestions: boolean;
}

async function suggest(query: string): Promise<Listing[]> {
  const { data, errors } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { slug catalogue hiddenFromSuggestions } }`, { q: query });
  expect(errors).toBeUndefined();
  return data.searchSuggestions;
}

async function results(query: string, first = 24): Promise<Listing[]> {
  const { data, errors } = await t.graphql(`query($q: String!, $n: Int!) { search(query: $q, first: $n) { edges { node { slug catalogue hiddenFromSuggestions } } } }`, { q: query, n: first });
  expect(errors).toBeUndefined();
  return data.search.edges.map((e: { node: Listing }) => e.node);
}

/** The REST suggestions (at most 8) and the first page of REST results, as slugs. */
async function rest(query: string): Promise<{ suggested: string[]; found: string[] }> {
  const suggestions = await t.request(`/api/products?search=${encodeURIComponent(query)}`);
  const page = await t.request(`/api/products/?search=${encodeURIComponent(query)}&limit=24`);
  expect(suggestions.status).toBe(200);
  expect(page.status).toBe(200);
  const slugs = (body: unknown) => (Array.isArray(body) ? body : (body as { data: unknown[] }).data).map((p) => (p as { slug: string }).slug);
  return { suggested: slugs(suggestions.json), found: slugs(page.json) };
}

const slugs = (listings: Listing[]) => listings.map((l) => l.slug);

/** The wanted listing is suggested and found, by GraphQL and by REST. */
async function expectFound(query: string, wanted: string[]) {
  const [suggested, found, viaRest] = await Promise.all([suggest(query), results(query), rest(query)]);
  for (const slug of wanted) {
    expect(slugs(suggested), `${query}: suggestions`).toContain(slug);
    expect(slugs(found), `${query}: results`).toContain(slug);
    expect(viaRest.suggested, `${query}: REST suggestions`).toContain(slug);
    expect(viaRest.found, `${query}: REST results`).toContain(slug);
  }
  return { suggested, found };
}

const SOFAS = ['linen-three-seater-sofa', 'velvet-chesterfield-sofa', 'modular-corner-sofa-in-oatmeal-boucle', 'mid-century-two-seater-sofa', 'deep-seat-cloud-sofa'];

describe('everyday words the catalogue does not use', () => {
  it('finds a listing named otherwise through the thesaurus and the word list', async () => {
    // "loveseat": a kind of sofa (WordNet), no product says it.
    const { found } = await expectFound('loveseat', ['mid-century-two-seater-sofa']);
    expect(slugs(found).slice(0, 6)).toEqual(expect.arrayContaining(SOFAS));
    await expectFound('icebox', ['french-door-refrigerator-540-l']);
    await expectFound('skillet', ['non-stick-frying-pan-28-cm']);
    // Regional words of the four markets (the product's own list).
    await expectFound('pankha', ['ceiling-fan-with-led-light']);
    await expectFound('telly', ['65-inch-oled-tv']);
    await expectFound('plug socket', ['white-screwless-single-socket']);
    await expectFound('kothi lahore', ['corner-2-bed-house-near-the-park-model-town']);
  });
});

describe('words that carry a size or a count', () => {
  it('finds the best partial match when not every word matches, ranked by how much of the query it covers', async () => {
    const queen = await expectFound('queen size bed', ['teak-queen-bed-with-headboard']);
    expect(queen.suggested[0].slug).toBe('teak-queen-bed-with-headboard');
    expect((await results('king size bed'))[0].slug).toBe('upholstered-king-bed-frame');
  });

  it('reads numbers and number words as one', async () => {
    for (const query of ['2 seater sofa', 'two seater sofa', 'two-seater']) {
      const { suggested } = await expectFound(query, ['mid-century-two-seater-sofa']);
      expect(suggested[0].slug, query).toBe('mid-century-two-seater-sofa');
    }
    expect((await results('five bed villa')).slice(0, 6).map((l) => l.slug).every((slug) => slug.includes('5-bed') && slug.includes('villa'))).toBe(true);
    expect((await results('table for 6'))[0].slug).toBe('solid-oak-dining-table-for-six');
  });
});

describe('joined and split words', () => {
  it('meet either way', async () => {
    for (const query of ['bookshelf', 'book shelf', 'bookcase']) await expectFound(query, ['five-tier-ladder-bookshelf', 'open-oak-bookcase']);
    await expectFound('airfryer', ['air-fryer-microwave-combo']);
    await expectFound('pent house', ['3-bed-penthouse-with-skyline-views-in-kensington']);
  });
});

describe('a kind of home or a place in the query', () => {
  it('ranks homes of that kind and place above products whose other words (a store name) mention it', async () => {
    // "Chroma Paint House" is a paint store in Karachi: its 16 products used to flood "house".
    const housesInKarachi = ['5-bed-family-house-in-dha-phase-8', '4-bed-villa-with-private-pool-in-bahria-town-karachi', '5-bed-villa-with-private-pool-in-clifton-block-5', '7-bed-villa-with-private-pool-in-emaar-crescent-bay'];
    for (const query of ['karachi house', 'house in karachi']) {
      const first = await results(query, 8);
      expect(slugs(first).slice(0, 4).sort(), query).toEqual([...housesInKarachi].sort());
      // Listings come before any product found only through its store's name.
      const firstProduct = first.findIndex((l) => l.catalogue === 'HOME_PRODUCTS');
      expect(first.slice(firstProduct < 0 ? first.length : firstProduct).every((l) => l.catalogue === 'HOME_PRODUCTS'), query).toBe(true);
      const viaRest = await rest(query);
      expect(viaRest.found.slice(0, 4).sort(), `${query}: REST`).toEqual([...housesInKarachi].sort());
    }
    const dubai = await results('house dubai', 4);
    expect(dubai.every((l) => l.catalogue === 'REAL_ESTATE')).toBe(true);
    // A shopper who wants house paint still gets paint.
    expect((await results('house paint', 3)).every((l) => l.slug.includes('paint'))).toBe(true);
  });
});

describe('a short word inside a compound name', () => {
  it('is found in every name that ends with it, and a longer one in every name containing it', async () => {
    await expectFound('tub', ['freestanding-stone-resin-bathtub', 'back-to-wall-bathtub-170-cm']);
    await expectFound('pan', ['ceramic-saucepan-set', 'non-stick-frying-pan-28-cm']);
    await expectFound('shelf', ['five-tier-ladder-bookshelf']);
    await expectFound('shelves', ['five-tier-ladder-bookshelf']);
  });
});

describe('hidden from suggestions', () => {
  it('holds for misspelt, partial and expanded queries, by GraphQL and REST; results still list the listing', async () => {
    const hidden = ['solo-microwave-20-l', 'tripod-floor-lamp-with-linen-shade', 'smart-colour-bulb-b22', 'dried-pampas-grass-bouquet'];
    for (const query of ['solo microwvae', 'microwvae 20l', 'tripod flor lamp', 'floorlamp', 'smart colour bulb', 'lightbulb', 'dried pampas gras']) {
      const suggested = await suggest(query);
      expect(suggested.filter((l) => l.hiddenFromSuggestions), query).toEqual([]);
      const viaRest = await rest(query);
      expect(viaRest.suggested.filter((slug) => hidden.includes(slug)), `${query}: REST`).toEqual([]);
    }
    expect(slugs(await results('solo microwvae'))[0]).toBe('solo-microwave-20-l');
    expect((await rest('solo microwvae')).found[0]).toBe('solo-microwave-20-l');
  });
});

describe('the admin switches a bad meaning off', () => {
  const meanings = (word: string, headers = admin) => t.graphql(`query($w: String!) { searchMeanings(word: $w) { term relation source switchedOff } }`, { w: word }, headers);
  const switchOff = (word: string, term: string) =>
    t.graphql(`mutation($i: SwitchOffSearchMeaningInput!) { switchOffSearchMeaning(input: $i) { __typename ... on SwitchOffSearchMeaningSuccess { meaning { term switchedOff } } ... on Error { message } } }`, { i: { word, term } }, admin);
  const switchOn = (word: string, term: string) =>
    t.graphql(`mutation($i: SwitchOnSearchMeaningInput!) { switchOnSearchMeaning(input: $i) { __typename ... on SwitchOnSearchMeaningSuccess { meaning { term switchedOff } } ... on Error { message } } }`, { i: { word, term } }, admin);

  it('lists what a word means, switches a pair off (search stops using it at once) and on again, over GraphQL', async () => {
    const listed = await meanings('Loveseat');
    expect(listed.errors).toBeUndefined();
    expect(listed.data.searchMeanings).toEqual(expect.arrayContaining([{ term: 'sofa', relation: 'SAME', source: 'WORD_LIST', switchedOff: false }]));
    expect(listed.data.searchMeanings.map((m: { source: string }) => m.source)).toContain('THESAURUS');
    expect(slugs(await suggest('loveseat'))).toContain('mid-century-two-seater-sofa');

    const off = await switchOff('loveseat', 'sofa');
    expect(off.data.switchOffSearchMeaning).toEqual({ __typename: 'SwitchOffSearchMeaningSuccess', meaning: { term: 'sofa', switchedOff: true } });
    expect(slugs(await suggest('loveseat')).filter((slug) => SOFAS.includes(slug))).toEqual([]);
    expect((await rest('loveseat')).found.filter((slug) => SOFAS.includes(slug))).toEqual([]);
    expect((await meanings('loveseat')).data.searchMeanings.find((m: { term: string }) => m.term === 'sofa').switchedOff).toBe(true);

    const on = await switchOn('loveseat', 'sofa');
    expect(on.data.switchOnSearchMeaning.meaning).toEqual({ term: 'sofa', switchedOff: false });
    expect(slugs(await suggest('loveseat'))).toContain('mid-century-two-seater-sofa');
  });

  it('refuses a pair search does not use, a malformed word and switching on a pair that is on, changing nothing', async () => {
    expect((await switchOff('loveseat', 'kettle')).data.switchOffSearchMeaning).toMatchObject({ __typename: 'NotFoundError', message: 'Search does not take "loveseat" to mean "kettle".' });
    expect((await switchOff('a b c d', 'sofa')).data.switchOffSearchMeaning).toMatchObject({ __typename: 'ValidationError' });
    expect((await switchOn('loveseat', 'sofa')).data.switchOnSearchMeaning).toMatchObject({ __typename: 'NotFoundError' });
    expect(await t.db.switchedOffSearchPair.count()).toBe(0);
  });

  it('does the same over REST', async () => {
    const listed = await t.request('/api/search-meanings?word=cooker', { headers: admin });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual(expect.arrayContaining([{ word: 'cooker', term: 'oven', relation: 'includes', source: 'WORD_LIST', switchedOff: false }]));
    expect(slugs(await results('cooker'))).toContain('countertop-convection-oven-32-l');

    const off = await t.request('/api/search-meanings/switched-off', { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ word: 'cooker', term: 'oven' }) });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ word: 'cooker', term: 'oven', switchedOff: true });
    expect(slugs(await results('cooker'))).not.toContain('countertop-convection-oven-32-l');
    const offList = await t.request('/api/search-meanings/switched-off', { headers: admin });
    expect(offList.json).toEqual([expect.objectContaining({ word: 'cooker', term: 'oven' })]);

    const on = await t.request('/api/search-meanings/switched-off?word=cooker&term=oven', { method: 'DELETE', headers: admin });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ switchedOff: false });
    expect(slugs(await results('cooker'))).toContain('countertop-convection-oven-32-l');

    const unknown = await t.request('/api/search-meanings/switched-off', { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ word: 'cooker', term: 'sofa' }) });
    expect(unknown.status).toBe(404);
    expect((await t.request('/api/search-meanings?word=cooker')).status).toBe(401);
  });
});
