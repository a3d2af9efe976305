// One domain read per storefront list (issue 33, domain/catalogue/listing.ts): the statements a
// list page runs are counted, through GraphQL and REST, so a second read of the same products (an
// "ids, then the rows by id" round trip) or a second count fails here. Every statement is counted:
// those of the raw row reader (Database.readRows) and every operation of the Prisma client the
// requests use. And a product read by the list is the same as the product read alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let rawStatements = 0;
let prismaOperations = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const read = t.database.readRows;
  t.database.readRows = (statement) => {
    rawStatements++;
    return read(statement);
  };
  // Every request's context takes its Prisma client from the services (context.ts), Pothos too.
  const counted = t.db.$extends({
    query: {
      async $allOperations({ args, query }) {
        prismaOperations++;
        return query(args);
      },
    },
  });
  (t.app.services as unknown as { db: unknown }).db = counted;
});
afterAll(() => t?.close());

/** The statements one call runs (after a first call, which may fill the in-memory books of categories and vendors). */
async function statementsOf(call: () => Promise<unknown>): Promise<{ raw: number; prisma: number }> {
  await call();
  const [raw, prisma] = [rawStatements, prismaOperations];
  await call();
  return { raw: rawStatements - raw, prisma: prismaOperations - prisma };
}

async function rest(path: string) {
  const response = await t.request(path);
  expect(response.status, path).toBe(200);
  return response;
}

async function graphql(query: string, variables?: Record<string, unknown>) {
  const answer = await t.graphql(query, variables);
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
}

describe('a storefront list page reads its products once', () => {
  it('the counter sees Prisma operations (so a Prisma read in a list would be counted)', async () => {
    const { slug } = await t.db.product.findFirstOrThrow({ where: { vendorListed: true } });
    expect(await statementsOf(() => rest(`/api/products/slug/${encodeURIComponent(slug)}`))).toEqual({ raw: 0, prisma: 1 });
  });

  it('REST lists: the page and the count, two statements, nothing read again by id', async () => {
    const store = await t.db.vendor.findFirstOrThrow({ where: { isAdmin: false, accessGranted: true, products: { some: {} } } });
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: { vendorListed: true } } } });
    for (const path of ['/api/products?limit=24', `/api/productsby?category=${encodeURIComponent(category.name)}`]) {
      expect(await statementsOf(() => rest(path)), path).toEqual({ raw: 2, prisma: 0 });
    }
    // A store's page first looks the store up (its 404), then lists: the store's row, never its products again.
    expect(await statementsOf(() => rest(`/api/vendor-products/${store.storeId}`))).toEqual({ raw: 2, prisma: 1 });
  });

  it('GraphQL products with the count: two statements, whatever product fields the page selects', async () => {
    const cards = `query { products(first: 24, filter: { catalogue: HOME_PRODUCTS }) { totalCount edges { node { id name path price { amount } featureImage { url(variant: CARD) } category { name } rating { average count } vendor { storeName } } } } }`;
    // Fields beyond a card's (a description, the gallery, dates, the dashboard's counts) came from a second read by id.
    const wider = `query { products(first: 24, sort: PRICE_ASC) { totalCount edges { node { id name description images { url } amenities createdAt hiddenFromSuggestions viewCount orderLineCount } } } }`;
    for (const query of [cards, wider]) expect(await statementsOf(() => graphql(query)), query).toEqual({ raw: 2, prisma: 0 });
  });

  it('with the facets, the count is theirs: the page and the facet statement (two halves on PostgreSQL)', async () => {
    const query = `query { products(first: 24, filter: { catalogue: REAL_ESTATE, minBeds: 2 }) { totalCount facets { cities { value count } } edges { node { id name } } } }`;
    expect(await statementsOf(() => graphql(query))).toEqual({ raw: t.database.kind === 'postgres' ? 3 : 2, prisma: 0 });
  });

  it('a selection the statement cannot read (a relation) still answers, loading the page by id', async () => {
    const query = `query { products(first: 3) { edges { node { id comments(first: 1) { totalCount } } } } }`;
    const data = await graphql(query);
    expect(data.products.edges).toHaveLength(3);
  });
});

describe('a product read by the list is the product read alone', () => {
  it('REST: every item of a list page equals GET /api/products/{id}', async () => {
    const { json: page } = await rest('/api/products?limit=40');
    expect(page.length).toBeGreaterThan(20);
    for (const item of page) expect(item).toEqual((await rest(`/api/products/${item.id}`)).json);
  });

  it('GraphQL: every field of a listed product equals the product page\'s', async () => {
    const fields = `id databaseId slug name description catalogue path amenities createdAt hiddenFromSuggestions viewCount orderLineCount
      price { amount } discountedPrice { amount } featureImage { url(variant: CARD) } images { url } rating { average count }
      realEstateDetails { beds baths areaSqft purpose rentPeriod completionStatus handoverDate } location { city neighbourhood countryCode latitude longitude }`;
    const data = await graphql(`query { products(first: 40, sort: RATING) { edges { node { ${fields} } } } }`);
    for (const { node } of data.products.edges) {
      const alone = await graphql(`query ($slug: String!) { product(slug: $slug) { ${fields} } }`, { slug: node.slug });
      expect(node).toEqual(alone.product);
    }
  });
});
