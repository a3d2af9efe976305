// The contract partners program against (issue 38 item 3): every error carries a code of one
// enum (ErrorCode, described per value, the same on REST), and a request that uses a deprecated
// field is told so in `extensions.deprecations`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODE_LIST, isErrorCode } from '../../src/domain/error-codes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
/** A home product (a property would need a viewing date): its global id and its deprecated Int id. */
let product: { id: string; databaseId: number };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { data } = await t.graphql(`{ products(first: 1, filter: { catalogue: HOME_PRODUCTS }) { edges { node { id databaseId } } } }`);
  product = data.products.edges[0].node;
});
afterAll(() => t?.close());

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { __typename ... on CartQuote { total { amount } } ... on Error { code message } } }`;

describe('the ErrorCode enum', () => {
  it('is in the schema with every code of the contract, each described', async () => {
    const { data } = await t.graphql(`{ __type(name: "ErrorCode") { kind description enumValues { name description } } }`);
    expect(data.__type.kind).toBe('ENUM');
    expect(data.__type.description).toMatch(/\S/);
    expect(data.__type.enumValues.map((v: { name: string }) => v.name).sort()).toEqual([...ERROR_CODE_LIST].sort());
    for (const value of data.__type.enumValues) expect(value.description, value.name).toBe(ERROR_CODES[value.name as keyof typeof ERROR_CODES]);
  });

  it('types the `code` of every mutation error', async () => {
    const { data } = await t.graphql(`{ __type(name: "Error") { fields { name type { kind ofType { name } } } } }`);
    expect(data.__type.fields.find((f: { name: string }) => f.name === 'code').type).toEqual({ kind: 'NON_NULL', ofType: { name: 'ErrorCode' } });
    const refused = await t.graphql(QUOTE, { input: { items: [{ quantity: 1 }] } });
    expect(refused.data.quoteCart).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT' });
  });
});

describe('every refusal answers a code of the enum', () => {
  const graphqlCases: Array<[string, string]> = [
    ['{ products(first: 1) { edges { node { id } } }', 'GRAPHQL_PARSE_FAILED'],
    ['{ products(first: 1) { noSuchField } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['{ node(id: "not-an-id") { id } }', 'BAD_USER_INPUT'],
    ['{ myOrders(first: 1) { totalCount } }', 'UNAUTHENTICATED'],
    ['{ products(first: 101) { totalCount } }', 'BAD_USER_INPUT'],
  ];
  it.each(graphqlCases)('GraphQL %s: %s', async (query, code) => {
    const { errors } = await t.graphql(query);
    expect(errors?.length).toBeGreaterThan(0);
    for (const error of errors!) expect(isErrorCode(error.extensions?.code), JSON.stringify(error)).toBe(true);
    expect(errors![0].extensions?.code).toBe(code);
  });

  const restCases: Array<[string, string, number, string]> = [
    ['GET', '/api/no-such-path', 404, 'NOT_FOUND'],
    ['PATCH', '/api/products', 405, 'METHOD_NOT_ALLOWED'],
    ['GET', '/api/vendor-details', 401, 'UNAUTHENTICATED'],
    ['GET', '/api/products/999999999', 404, 'NOT_FOUND'],
    ['POST', '/api/submitrating', 400, 'BAD_USER_INPUT'],
  ];
  it.each(restCases)('REST %s %s: %i %s', async (method, path, status, code) => {
    const res = await t.request(path, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code, message: expect.stringMatching(/\S/) });
  });
});

describe('deprecations in the answer', () => {
  const removal = '2.0.0 (not before 2027-06-01)';

  it('lists a deprecated input field sent in the variables, with its reason and removal', async () => {
    const res = await t.graphql(QUOTE, { input: { items: [{ productId: product.databaseId, quantity: 1 }] } });
    expect(res.data.quoteCart.__typename).toBe('CartQuote');
    expect(res.json.extensions.deprecations).toEqual([{ field: 'CartLineInput.productId', reason: expect.stringContaining('Use `product`'), removal }]);
  });

  it('lists one written in the document itself', async () => {
    const res = await t.graphql(`{ quoteCart(input: { items: [{ productId: ${product.databaseId}, quantity: 1 }] }) { __typename } }`);
    expect(res.json.extensions.deprecations).toEqual([expect.objectContaining({ field: 'CartLineInput.productId', removal })]);
  });

  it('says nothing when nothing deprecated was used', async () => {
    const res = await t.graphql(QUOTE, { input: { items: [{ product: product.id, quantity: 1 }] } });
    expect(res.data.quoteCart.__typename).toBe('CartQuote');
    expect(res.json.extensions?.deprecations).toBeUndefined();
  });
});
