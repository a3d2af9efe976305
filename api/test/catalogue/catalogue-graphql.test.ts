import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const LIST = /* GraphQL */ `
  query List($first: Int, $after: String, $filter: ProductFilter, $sort: ProductSort!) {
    products(first: $first, after: $after, filter: $filter, sort: $sort) {
      edges { cursor node { id databaseId name slug catalogue path price { amount formatted } discountedPrice { amount } rating { average count } vendor { storeId storeName } category { name slug } realEstateDetails { beds baths areaSqft } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

describe('products connection', () => {
  it('lists 24 newest products with vendor, rating and a next page', async () => {
    const { data, errors } = await t.graphql(LIST, { first: 24, sort: 'NEWEST' });
    expect(errors).toBeUndefined();
    expect(data.products.edges).toHaveLength(24);
    expect(data.products.pageInfo.hasNextPage).toBe(true);
    const first = data.products.edges[0].node;
    expect(first.vendor.storeId).toBeTruthy();
    expect(first.price.formatted).toMatch(/^USD [\d,]+\.\d{2}$/);
  });

  it('pages through with cursors without repeating a product', async () => {
    const page1 = await t.graphql(LIST, { first: 10, sort: 'NEWEST' });
    const page2 = await t.graphql(LIST, { first: 10, after: page1.data.products.pageInfo.endCursor, sort: 'NEWEST' });
    const ids1 = page1.data.products.edges.map((e: any) => e.node.id);
    const ids2 = page2.data.products.edges.map((e: any) => e.node.id);
    expect(ids2).toHaveLength(10);
    expect(ids1.filter((id: string) => ids2.includes(id))).toEqual([]);
  });

  it('filters by catalogue, minimum beds and price range', async () => {
    const { data } = await t.graphql(LIST, { first: 100, sort: 'PRICE_ASC', filter: { catalogue: 'REAL_ESTATE', minBeds: 3, minPrice: 100000, maxPrice: 5000000 } });
    const nodes = data.products.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node.catalogue).toBe('REAL_ESTATE');
      expect(node.realEstateDetails.beds).toBeGreaterThanOrEqual(3);
      expect(Number(node.price.amount)).toBeGreaterThanOrEqual(100000);
      expect(Number(node.price.amount)).toBeLessThanOrEqual(5000000);
    }
    const prices = nodes.map((n: any) => Number(n.price.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by category slug and vendor', async () => {
    const { data } = await t.graphql(LIST, { first: 50, sort: 'NEWEST', filter: { categorySlug: 'furniture' } });
    expect(data.products.edges.length).toBeGreaterThan(0);
    for (const e of data.products.edges) expect(e.node.category.slug).toBe('furniture');
    const storeId = data.products.edges[0].node.vendor.storeId;
    const byVendor = await t.graphql(LIST, { first: 50, sort: 'NEWEST', filter: { vendorStoreId: storeId } });
    for (const e of byVendor.data.products.edges) expect(e.node.vendor.storeId).toBe(storeId);
  });

  it('sorts by rating, best first, unrated last, and shows no average for an unrated product', async () => {
    const { data } = await t.graphql(LIST, { first: 100, sort: 'RATING', filter: { catalogue: 'REAL_ESTATE' } });
    const nodes = data.products.edges.map((e: any) => e.node);
    const firstUnrated = nodes.findIndex((n: any) => n.rating.count === 0);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(nodes.slice(firstUnrated).every((n: any) => n.rating.count === 0 && n.rating.average === null)).toBe(true);
    const rated = nodes.slice(0, firstUnrated).map((n: any) => n.rating);
    for (let i = 1; i < rated.length; i++) {
      const [before, after] = [rated[i - 1], rated[i]];
      expect(before.average > after.average || (before.average === after.average && before.count >= after.count)).toBe(true);
    }
    const rest = await t.request(`/api/products/${nodes[firstUnrated].databaseId}`);
    expect(rest.json).toMatchObject({ numberOfReviews: 0, avgRating: null });
  });

  it('refuses first above 100, naming the maximum', async () => {
    const { status, data, errors } = await t.graphql(LIST, { first: 500, sort: 'NEWEST' });
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 100, actual: 500 });
    expect(errors?.[0].message).toContain('maximum of 100');
  });

  it('answers a malformed cursor, a bad price range and bad beds with coded errors', async () => {
    for (const variables of [
      { first: 5, after: 'not-a-cursor', sort: 'NEWEST' },
      { first: 5, sort: 'NEWEST', filter: { minPrice: 500, maxPrice: 100 } },
      { first: 5, sort: 'NEWEST', filter: { minBeds: -1 } },
    ]) {
      const res = await t.graphql(LIST, variables);
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(res.errors)).not.toMatch(/at .*\.ts:\d+/);
    }
    const range = await t.graphql(LIST, { first: 5, sort: 'NEWEST', filter: { minPrice: 500, maxPrice: 100 } });
    expect(range.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product by slug, node and prices', () => {
  it('loads a property by slug with details, gallery and suggestions, and again by global id', async () => {
    const list = await t.graphql(LIST, { first: 1, sort: 'NEWEST', filter: { catalogue: 'REAL_ESTATE' } });
    const slug = list.data.products.edges[0].node.slug;
    const { data } = await t.graphql(
      `query($slug: String!) { product(slug: $slug) { id slug path images { url(variant: CARD) } featureImage { url } amenities suggestions { slug catalogue } } }`,
      { slug },
    );
    expect(data.product.path).toBe(`/products/real-estate/${slug}`);
    expect(data.product.images.length).toBeGreaterThanOrEqual(2);
    expect(data.product.images[0].url).toMatch(/^\/uploads\/.+\.card\.webp$/);
    expect(data.product.suggestions.every((s: any) => s.slug !== slug && s.catalogue === 'REAL_ESTATE')).toBe(true);
    const byNode = await t.graphql(`query($id: ID!) { node(id: $id) { ... on Product { slug } } }`, { id: data.product.id });
    expect(byNode.data.node.slug).toBe(slug);
  });

  it('gives an image its resized copies as a srcset (width descriptors) that the server serves; an external link has none', async () => {
    const { data } = await t.graphql(`{ products(first: 1, sort: NEWEST) { edges { node { featureImage { reference thumb: url(variant: THUMB) card: url(variant: CARD) full: url srcSet } } } } }`);
    const image = data.products.edges[0].node.featureImage;
    expect(image.srcSet).toBe(`${image.thumb} 200w, ${image.card} 600w, ${image.full} 1600w`);
    for (const url of [image.thumb, image.card, image.full]) {
      const res = await t.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    const product = await t.db.product.findFirstOrThrow({ where: { featureImage: image.reference } });
    await t.db.product.update({ where: { id: product.id }, data: { featureImage: 'https://images.example.com/sofa.jpg' } });
    try {
      const external = await t.graphql(`query($slug: String!) { product(slug: $slug) { featureImage { url(variant: CARD) srcSet } } }`, { slug: product.slug });
      expect(external.data.product.featureImage).toEqual({ url: 'https://images.example.com/sofa.jpg', srcSet: '' });
    } finally {
      await t.db.product.update({ where: { id: product.id }, data: { featureImage: product.featureImage } });
    }
  });

  it('gives the cards of a list relay ids (Type:id in base64) that node() finds again, for products, vendors and categories', async () => {
    const { data } = await t.graphql(`{ products(first: 3, sort: NEWEST) { edges { node { id databaseId slug category { id name } vendor { id storeId } } } } }`);
    for (const { node } of data.products.edges) {
      expect(node.id).toBe(Buffer.from(`Product:${node.databaseId}`).toString('base64'));
      expect(Buffer.from(node.vendor.id, 'base64').toString()).toMatch(/^Vendor:\d+$/);
      expect(Buffer.from(node.category.id, 'base64').toString()).toMatch(/^Category:\d+$/);
      const found = await t.graphql(
        `query($p: ID!, $v: ID!, $c: ID!) { p: node(id: $p) { ... on Product { slug } } v: node(id: $v) { ... on Vendor { storeId } } c: node(id: $c) { ... on Category { name } } }`,
        { p: node.id, v: node.vendor.id, c: node.category.id },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data).toEqual({ p: { slug: node.slug }, v: { storeId: node.vendor.storeId }, c: { name: node.category.name } });
    }
  });

  it('converts prices with the published rates (AED 3.67, PKR 280, GBP 0.78)', async () => {
    const { data } = await t.graphql(`{ products(first: 1, sort: NEWEST) { edges { node { usd: price { amount } aed: price(currency: AED) { amount formatted } pkr: price(currency: PKR) { amount } gbp: price(currency: GBP) { amount } } } } }`);
    const node = data.products.edges[0].node;
    const usd = Number(node.usd.amount);
    expect(Number(node.aed.amount)).toBeCloseTo(Math.round(usd * 3.67 * 100) / 100, 2);
    expect(Number(node.pkr.amount)).toBeCloseTo(Math.round(usd * 280 * 100) / 100, 2);
    expect(Number(node.gbp.amount)).toBeCloseTo(Math.round(usd * 0.78 * 100) / 100, 2);
    expect(node.aed.formatted).toMatch(/^AED \d{1,3}(,\d{3})*\.\d{2}$/);
    const { data: rates } = await t.graphql(`{ currencies { code rate symbol } }`);
    expect(rates.currencies.map((c: any) => c.code).sort()).toEqual(['AED', 'GBP', 'PKR', 'USD']);
  });

  it('shows a discounted price only when it is below the price', async () => {
    const { data } = await t.graphql(`{ products(first: 100, sort: NEWEST) { edges { node { price { amount } discountedPrice { amount } } } } }`);
    const discounted = data.products.edges.filter((e: any) => e.node.discountedPrice);
    expect(discounted.length).toBeGreaterThan(0);
    for (const e of discounted) expect(Number(e.node.discountedPrice.amount)).toBeLessThan(Number(e.node.price.amount));
  });

  it('answers an unknown slug with null and a malformed id with a coded error', async () => {
    const missing = await t.graphql(`{ product(slug: "no-such-product") { id } }`);
    expect(missing.data.product).toBeNull();
    const bad = await t.graphql(`{ node(id: "%%%") { id } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('search', () => {
  it('finds chairs for the misspelt "chiar"', async () => {
    const { data, errors } = await t.graphql(`{ search(query: "chiar", first: 10) { edges { node { name } } } }`);
    expect(errors).toBeUndefined();
    expect(data.search.edges.length).toBeGreaterThan(0);
    expect(data.search.edges[0].node.name.toLowerCase()).toContain('chair');
  });

  it('suggests from 2 characters and not before', async () => {
    const one = await t.graphql(`{ searchSuggestions(query: "s") { name } }`);
    expect(one.data.searchSuggestions).toEqual([]);
    const two = await t.graphql(`{ searchSuggestions(query: "so") { name slug featureImage { url(variant: THUMB) } } }`);
    expect(two.data.searchSuggestions.length).toBeGreaterThan(0);
    expect(two.data.searchSuggestions.length).toBeLessThanOrEqual(8);
  });

  it('refuses an oversized query clearly', async () => {
    const res = await t.graphql(`query($q: String!) { search(query: $q) { edges { node { id } } } }`, { q: 'x'.repeat(101) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('vendors and categories', () => {
  it('lists public vendors without admins, by brand type', async () => {
    const { data } = await t.graphql(`{ vendors(first: 100) { edges { node { storeId isAdmin brandType path } } } }`);
    const vendors = data.vendors.edges.map((e: any) => e.node);
    expect(vendors.length).toBeGreaterThanOrEqual(11);
    expect(vendors.some((v: any) => v.isAdmin)).toBe(false);
    const re = await t.graphql(`{ vendors(first: 100, brandType: REAL_ESTATE) { edges { node { brandType } } } }`);
    expect(re.data.vendors.edges.every((e: any) => e.node.brandType === 'REAL_ESTATE')).toBe(true);
  });

  it('opens a vendor by store id with its products', async () => {
    const { data } = await t.graphql(`{ vendor(storeId: "skyline-estates") { storeName path products(first: 5) { totalCount edges { node { slug } } } } }`);
    expect(data.vendor.path).toMatch(/^\/pro\/[a-z0-9-]+\/skyline-estates$/);
    expect(data.vendor.products.totalCount).toBeGreaterThan(0);
  });

  it('ranks top vendors and lists the menu categories', async () => {
    const top = await t.graphql(`{ topVendors(first: 5) { storeId } }`);
    expect(top.data.topVendors).toHaveLength(5);
    const menu = await t.graphql(`{ categories(inMenu: true) { name path image { url } } }`);
    expect(menu.data.categories.map((c: any) => c.name).sort()).toEqual(
      ['Art', 'Furniture', 'Home Appliances', 'Luxury Apartments', 'Outdoor & Lights Decoration', 'Paint', 'Residential', 'Rental', 'Tiles & Sanitary'].sort(),
    );
    const byName = await t.graphql(`{ category(name: "luxury apartments") { slug } }`);
    expect(byName.data.category.slug).toBe('luxury-apartments');
  });
});

describe('query limits', () => {
  it('refuses queries that are too deep or use too many aliases', async () => {
    const deep = await t.graphql(`{ products(first: 1) { edges { node { vendor { products(first: 1) { edges { node { vendor { products(first: 1) { edges { node { vendor { storeId } } } } } } } } } } } } }`);
    expect(deep.errors?.[0].message).toMatch(/depth/i);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: currencies { code }`).join(' ');
    const many = await t.graphql(`{ ${aliases} }`);
    expect(many.errors?.[0].message).toMatch(/alias/i);
  });

  it('counts depth through fragments as the fields nest, not per fragment spread', async () => {
    // Relay colocates one fragment per component: spreads inside spreads are not deeper data.
    const chained = await t.graphql(`
      query { products(first: 2) { edges { node { ...A } } } }
      fragment A on Product { ...B } fragment B on Product { ...C } fragment C on Product { ...D }
      fragment D on Product { ...E } fragment E on Product { ...F } fragment F on Product { ...G }
      fragment G on Product { ...H } fragment H on Product { vendor { storeName } name }`);
    expect(chained.errors).toBeUndefined();
    expect(chained.data.products.edges[0].node.vendor.storeName).toEqual(expect.any(String));
    // Real nesting hidden in fragments is still refused.
    const hidden = await t.graphql(`
      query { products(first: 1) { edges { node { ...V } } } }
      fragment V on Product { vendor { products(first: 1) { edges { node { ...W } } } } }
      fragment W on Product { vendor { products(first: 1) { edges { node { ...X } } } } }
      fragment X on Product { vendor { products(first: 1) { edges { node { name } } } } }`);
    expect(hidden.errors?.[0].message).toMatch(/depth/i);
  });
});
