import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { bearer } from '../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const SPEC = { accept: 'application/graphql-response+json' };
const PLAIN = { accept: 'application/json' };

const PAGE = /* GraphQL */ `{
  products(first: 100, sort: NEWEST) {
    totalCount
    edges { cursor node { id name slug path price { amount formatted } rating { average count } vendor { storeName path } category { name }
      comments(first: 5) { totalCount edges { node { id userName text } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

function nested(levels: number): string {
  let query = 'id';
  for (let i = 0; i < levels; i++) query = `vendor { products(first: 1) { edges { node { ${query} } } } }`;
  return `{ products(first: 1) { edges { node { ${query} } } } }`;
}

describe('limit refusals', () => {
  const cases: [string, string, string, number][] = [
    ['QUERY_TOO_DEEP', nested(3), "The query's depth", 12],
    ['TOO_MANY_ALIASES', `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`, 'aliases are', 15],
    ['TOO_MANY_DIRECTIVES', `{ viewer { ${Array.from({ length: 11 }, () => 'id @include(if: true)').join(' ')} } }`, 'directives are', 10],
    ['TOO_MANY_TOKENS', `{ viewer { ${'id '.repeat(2100)} } }`, 'tokens are', 2000],
    ['QUERY_TOO_COMPLEX', `{ products(first: 100) { edges { node { comments(first: 100) { edges { node { id } } } } } } }`, "The query's cost", 5000],
  ];
  for (const [code, query, text, limit] of cases) {
    it(`${code}: coded, with the figure and the limit, 400 under graphql-response+json`, async () => {
      const res = await t.graphql(query, {}, SPEC);
      expect(res.status).toBe(400);
      expect(res.errors).toHaveLength(1);
      const [error] = res.errors!;
      expect(error.message).toContain(text);
      expect(error.message).toContain(`limit of ${limit}`);
      expect(error.message).not.toMatch(/Syntax Error/);
      expect(error.extensions).toMatchObject({ code, limit });
      expect(Number(error.extensions?.actual)).toBeGreaterThan(limit);
      expect(error.message).toContain(String(error.extensions?.actual));
      expect(res.data).toBeUndefined();
      expect(res.json.errors[0].locations?.[0]).toEqual({ line: 1, column: expect.any(Number) });

      const plain = await t.graphql(query, {}, PLAIN);
      expect(plain.status).toBe(200);
      expect(plain.errors?.[0].extensions?.code).toBe(code);
    });
  }

  it('QUERY_TOO_COMPLEX reports the cost of the refused query', async () => {
    const res = await t.graphql(`query ($n: Int) { feed(first: $n) { edges { node { comments(first: $n) { edges { node { text } } } } } } }`, { n: 100 }, SPEC);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.json.extensions.cost).toEqual({ requestedQueryCost: res.errors?.[0].extensions?.actual, maximumAvailable: 5000 });
  });
});

describe('cost', () => {
  it('passes a page of 100 products with their first 5 comments, and reports its cost', async () => {
    const res = await t.graphql(PAGE, {}, SPEC);
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data.products.edges).toHaveLength(100);
    const cost = res.json.extensions.cost;
    expect(cost.maximumAvailable).toBe(5000);
    // 1 products + 100 × (node, price, rating, vendor, category, comments) + 500 comment nodes
    expect(cost.requestedQueryCost).toBe(1101);
  });

  it('reports the cost of every answer, counting page sizes given as variables', async () => {
    const q = `query ($n: Int) { products(first: $n) { edges { node { vendor { storeName } } } } }`;
    const small = await t.graphql(q, { n: 2 });
    expect(small.json.extensions.cost).toEqual({ requestedQueryCost: 5, maximumAvailable: 5000 });
    const large = await t.graphql(q, { n: 10 });
    expect(large.json.extensions.cost).toEqual({ requestedQueryCost: 21, maximumAvailable: 5000 });
    const declared = await t.graphql(`query ($n: Int = 3) { products(first: $n) { edges { node { id } } } }`);
    expect(declared.json.extensions.cost).toEqual({ requestedQueryCost: 4, maximumAvailable: 5000 });
    const again = await t.graphql(q, { n: 2 });
    expect(again.json.extensions.cost).toEqual({ requestedQueryCost: 5, maximumAvailable: 5000 });
    const defaulted = await t.graphql(`{ products { edges { node { id } } } viewer { id } }`);
    expect(defaulted.json.extensions.cost).toEqual({ requestedQueryCost: 26, maximumAvailable: 5000 });
  });
});

describe('page size', () => {
  it('refuses first above 100 with BAD_USER_INPUT naming the maximum', async () => {
    for (const [query, variables] of [
      ['{ products(first: 101) { edges { node { id } } } }', {}],
      ['query ($n: Int) { vendors(first: $n) { edges { node { storeId } } } }', { n: 500 }],
      ['{ search(query: "a", last: 200) { edges { node { id } } } }', {}],
    ] as const) {
      const res = await t.graphql(query, variables, SPEC);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 100 });
      expect(res.errors?.[0].message).toMatch(/is above the connection's maximum of 100/);
      expect(res.json.errors[0].locations).toHaveLength(1);
    }
  });
});

describe('totalCount', () => {
  it('is on every connection type', async () => {
    const { data } = await t.graphql(`{ __schema { types { name fields { name } } } }`);
    const connections = (data.__schema.types as { name: string; fields: { name: string }[] | null }[]).filter((type) => type.fields?.some((f) => f.name === 'edges') && type.fields.some((f) => f.name === 'pageInfo'));
    expect(connections.length).toBeGreaterThanOrEqual(11);
    for (const type of connections) expect(type.fields?.map((f) => f.name), type.name).toContain('totalCount');
  });

  it('counts what the connection lists, under the same filter', async () => {
    const admin = await tokenFor(t.db, 'admin');
    const page = '{ totalCount edges { cursor } pageInfo { hasNextPage } }';
    const calls: [string, Record<string, string>?][] = [
      [`{ c: products(first: 100) ${page} }`],
      [`{ c: products(first: 100, filter: { catalogue: REAL_ESTATE, minBeds: 3 }) ${page} }`],
      [`{ c: search(query: "villa", first: 100) ${page} }`],
      [`{ c: vendors(first: 100) ${page} }`],
      [`{ c: vendors(first: 100, brandType: REAL_ESTATE) ${page} }`],
      [`{ c: feed(first: 100) ${page} }`],
      [`{ c: myProducts(first: 100) ${page} }`, bearer(admin)],
      [`{ c: myProducts(first: 100, catalogue: REAL_ESTATE) ${page} }`, bearer(admin)],
      [`{ c: myMedia(first: 100) ${page} }`, bearer(admin)],
      [`{ c: myOrders(first: 100) ${page} }`, bearer(admin)],
    ];
    const totals: number[] = [];
    for (const [query, headers] of calls) {
      const { data, errors } = await t.graphql(query, {}, headers);
      expect(errors, query).toBeUndefined();
      const { totalCount, edges, pageInfo } = data.c;
      if (pageInfo.hasNextPage) expect(totalCount, query).toBeGreaterThan(edges.length);
      else expect(totalCount, query).toBe(edges.length);
      totals.push(totalCount);
    }
    // the filtered lists count fewer than the whole
    expect(totals[1]).toBeLessThan(totals[0]);
    expect(totals[2]).toBeGreaterThan(0);
    expect(totals[4]).toBeLessThan(totals[3]);
    expect(totals[7]).toBeLessThan(totals[6]);
  });

  it('counts across pages: the last page ends at totalCount', async () => {
    const first = await t.graphql(`{ products(first: 100, sort: PRICE_ASC) { totalCount edges { cursor } pageInfo { endCursor hasNextPage } } }`);
    let seen = first.data.products.edges.length;
    let cursor = first.data.products.pageInfo.endCursor;
    let more = first.data.products.pageInfo.hasNextPage;
    while (more) {
      const next = await t.graphql(`query ($after: String) { products(first: 100, after: $after, sort: PRICE_ASC) { totalCount edges { cursor } pageInfo { endCursor hasNextPage } } }`, { after: cursor });
      expect(next.data.products.totalCount).toBe(first.data.products.totalCount);
      seen += next.data.products.edges.length;
      cursor = next.data.products.pageInfo.endCursor;
      more = next.data.products.pageInfo.hasNextPage;
    }
    expect(seen).toBe(first.data.products.totalCount);
  });
});
