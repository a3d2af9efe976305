// Queries run a second time go through code compiled by graphql-jit (graphql/compiled-queries.ts).
// The compiled code must answer exactly as graphql-js does: data, nulls, errors with their codes
// paths and locations, scope checks, variable coercion: byte for byte. Each query below runs three times; the first answer
// comes from graphql-js, the later ones from compiled code, and all three must be identical.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let vendorToken: string;
let slug: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } });
  vendorToken = await loginToken(t, vendor.email);
  const product = await t.db.product.findFirstOrThrow({ where: { vendorId: vendor.id }, orderBy: { id: 'asc' } });
  slug = product.slug;
  productId = Buffer.from(`Product:${product.id}`).toString('base64');
});
afterAll(() => t?.close());

const stats = () => ({ ...t.app.services.compiledQueries.stats });

async function thrice(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const answers = [];
  for (let run = 0; run < 3; run++) {
    const res = await t.graphql(query, variables, headers);
    answers.push({ status: res.status, text: res.text, body: res.json });
  }
  return answers;
}

const CARD = `id slug name path catalogue price { amount formatted } discountedPrice(currency: AED) { formatted }
  featureImage { url(variant: CARD) } category { name } rating { average count } vendor { id storeId storeName path }`;

describe('compiled queries', () => {
  const cases: Array<[string, string, Record<string, unknown>?, (() => Record<string, string>)?]> = [
    ['a product list with variables', `query ($f: ProductFilter) { products(first: 24, filter: $f) { edges { cursor node { ${CARD} } } pageInfo { hasNextPage endCursor } } }`, { f: { catalogue: 'HOME_PRODUCTS' } }],
    ['a detail page with fragments and suggestions', `query ($slug: String!) { product(slug: $slug) { ...Detail } } fragment Detail on Product { ${CARD} description images { url } realEstateDetails { beds } amenities suggestions { name } }`, { get slug() { return slug; } }],
    ['node() with type conditions', `query ($id: ID!) { node(id: $id) { __typename id ... on Product { name vendor { storeName } } ... on Vendor { storeId } } }`, { get id() { return productId; } }],
    ['a second page', `{ products(first: 5, after: "${Buffer.from('OffsetConnection:4').toString('base64')}") { edges { cursor node { name } } pageInfo { hasNextPage hasPreviousPage } } }`],
    ['introspection (GraphiQL)', getIntrospectionQuery()],
    ['an unknown slug (null)', `{ product(slug: "no-such-product") { name } }`],
    ['a domain error with its code', `{ products(first: 24, filter: { minPrice: 10, maxPrice: 5 }) { edges { node { id } } } }`],
    ['a malformed global id', `{ node(id: "not-an-id") { id } }`],
    ['a variable of the wrong type', `query ($n: Int!) { products(first: $n) { edges { node { id } } } }`, { n: 'many' }],
    ['an admin field without a session', `{ adminVendors(first: 5) { totalCount } }`],
    ['the signed-in vendor', `{ viewer { storeId storeName } }`, undefined, () => bearer(vendorToken)],
    ['search suggestions', `{ searchSuggestions(query: "sof", first: 8) { id name path } }`],
  ];

  it.each(cases)('%s: the same answer on every run, the later runs compiled', async (_name, query, variables, headers) => {
    const before = stats();
    const [first, second, third] = await thrice(query, variables, headers?.());
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const after = stats();
    // Compiled on the second run, used on the second and the third (a query that fails
    // validation never reaches execution).
    if ('data' in first.body) {
      expect(after.compiled).toBe(before.compiled + 1);
      expect(after.executions).toBe(before.executions + 2);
    }
  });

  it('the answers carry data and errors where they should (the comparison above is not of empty answers)', async () => {
    const run = async (name: string) => {
      const [, query, variables] = cases.find((c) => c[0] === name)!;
      return (await thrice(query, variables))[2];
    };
    const list = (await run('a product list with variables')).body;
    expect(list.data.products.edges).toHaveLength(24);
    expect(list.data.products.edges[0].node.vendor.storeName).toBeTruthy();
    const domain = (await run('a domain error with its code')).body;
    expect(domain.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, path: ['products'], locations: [{ line: 1, column: 3 }] });
    expect((await run('a variable of the wrong type')).status).toBe(400);
    const admin = (await run('an admin field without a session')).body;
    expect(admin.data).toBeNull();
    expect(admin.errors[0].message).toBeTruthy();
  });

  it('a document with @skip or @include runs on graphql-js every time', async () => {
    const before = stats();
    const query = `query ($full: Boolean!) { products(first: 3) { edges { node { name ...More @include(if: $full) } } } } fragment More on Product { slug }`;
    const withMore = await thrice(query, { full: true });
    expect(withMore[2]).toEqual(withMore[0]);
    expect(withMore[0].body.data.products.edges[0].node.slug).toBeTruthy();
    const without = await thrice(query, { full: false });
    expect(without[0].body.data.products.edges[0].node.slug).toBeUndefined();
    expect(stats()).toEqual(before);
  });

  it('mutations are never compiled', async () => {
    const before = stats();
    const answers = await thrice('mutation { logout }');
    expect(answers[2]).toEqual(answers[0]);
    expect(stats()).toEqual(before);
  });

  it('GRAPHQL_JIT=0 runs everything on graphql-js', async () => {
    const off = await createTestApp({ seed: true, env: { GRAPHQL_JIT: '0' } });
    try {
      for (let run = 0; run < 3; run++) expect((await off.graphql(`{ products(first: 2) { edges { node { id } } } }`)).data.products.edges).toHaveLength(2);
      expect(off.app.services.compiledQueries.stats).toEqual({ compiled: 0, executions: 0 });
    } finally {
      await off.close();
    }
  });
});
