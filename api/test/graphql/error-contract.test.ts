// The contract partners program against (issue 38 item 3): every error carries a code of one
// enum (ErrorCode, described per value, the same on REST), and a request that uses a deprecated
// field is told so in `extensions.deprecations`. The same answers whichever way a request goes
// through the GraphQL server: the direct path or yoga's whole handler (issue 33 item 7).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_CODE_LIST, isErrorCode } from '../../src/domain/error-codes.ts';
import { createApp, type App } from '../../src/app.ts';
import { RememberedValidation, rememberedValidation, validatesDocumentOnly } from '../../src/graphql/remembered-validation.ts';
import { DirectYoga } from '../../src/graphql/direct-path.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { persistedDocumentId } from '../helpers/web-documents.ts';

let t: TestApp;
/** A home product (a property would need a viewing date): its global id and its deprecated Int id. */
let product: { id: string; databaseId: number };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { data } = await t.graphql(`{ products(first: 1, filter: { catalogue: HOME_PRODUCTS }) { edges { node { id databaseId } } } }`);
  product = data.products.edges[0].node;
});
afterAll(() => t?.close());

/** 16 levels of fields, above the depth limit of 12 (and well-formed: it is the depth rule that refuses it). */
const DEEP_QUERY = '{ products(first: 1) { edges { node { vendor { products(first: 1) { edges { node { vendor { products(first: 1) { edges { node { vendor { products(first: 1) { edges { node { id } } } } } } } } } } } } } } } }';
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

/**
 * The direct path below yoga's HTTP layer (graphql/direct-path.ts, issue 33 item 7) answers every
 * request byte for byte as yoga's `handle` does (GRAPHQL_DIRECT=0): two apps on this database, one
 * each way, are sent the same requests; status, every header but the request id, and the body
 * must be the same. `direct` says whether the direct path answers it (a parsed JSON POST) or
 * declines it to yoga (GET, other bodies, refusals at the edge).
 */
describe('the direct path answers as yoga does', () => {
  let viaDirect: App;
  let viaYoga: App;
  beforeAll(() => {
    viaDirect = createApp({ config: t.config, database: t.database });
    viaYoga = createApp({ config: { ...t.config, graphqlDirectPath: false }, database: t.database });
  });
  afterAll(async () => {
    await viaDirect?.services.views.stop();
    await viaYoga?.services.views.stop();
  });

  const JSON_BOTH = 'application/graphql-response+json, application/json';
  type Case = { path?: string; method?: string; accept?: string | null; contentType?: string; body?: string; direct: boolean };
  const post = (params: unknown, more: Partial<Case> = {}): Case => ({ body: JSON.stringify(params), direct: true, ...more });
  const getQuery = (params: Record<string, string>): Case => ({ method: 'GET', path: `/graphql?${new URLSearchParams(params)}`, direct: false });
  const cases: Array<[string, Case]> = [
    ['success', post({ query: '{ __typename }' })],
    ['variables', post({ query: 'query ($first: Int!) { products(first: $first, sort: NEWEST) { edges { node { name price { formatted } } } } }', variables: { first: 2 } })],
    ['operationName chooses', post({ query: 'query A { __typename } query B { currencies { code } }', operationName: 'B' })],
    ['two operations, no operationName', post({ query: 'query A { __typename } query B { __typename }' })],
    ['syntax error', post({ query: '{ products(first: 1) { edges { node { id } } }' })],
    ['validation error under JSON (200)', post({ query: '{ products(first: 1) { noSuchField } }' }, { accept: 'application/json' })],
    ['validation error under graphql-response+json (400)', post({ query: '{ products(first: 1) { noSuchField } }' }, { accept: 'application/graphql-response+json' })],
    ['unknown root field', post({ query: '{ noSuchRoot }' })],
    ['depth limit', post({ query: DEEP_QUERY })],
    ['cost limit', post({ query: '{ products(first: 100) { edges { node { comments(first: 100) { edges { node { id } } } } } } }' })],
    ['coded error with extensions.http', post({ query: '{ myOrders(first: 1) { totalCount } }' })],
    ['domain refusal of an argument', post({ query: '{ node(id: "not-an-id") { id } }' })],
    ['a mutation', post({ query: 'mutation { logout }' })],
    ['persisted document by id', post({ documentId: persistedDocumentId('availabilityEmailQuery'), variables: { email: 'nobody@example.test' } }, { path: '/graphql/app' })],
    ['unknown persisted document', post({ documentId: 'sha256:0000' }, { path: '/graphql/app' })],
    ['own document on the web app path', post({ query: '{ __typename }' }, { path: '/graphql/app' })],
    ['neither query nor documentId', post({ variables: {} })],
    ['non-object variables', post({ query: '{ __typename }', variables: [1] })],
    ['query not a string', post({ query: 42 })],
    ['unexpected parameter', post({ query: '{ __typename }', extra: 1 })],
    ['no Accept', post({ query: '{ __typename }' }, { accept: null })],
    ['Accept */*', post({ query: '{ __typename }' }, { accept: '*/*' })],
    ['Accept text/event-stream', post({ query: '{ __typename }' }, { accept: 'text/event-stream' })],
    ['Accept multipart/mixed', post({ query: '{ __typename }' }, { accept: 'multipart/mixed' })],
    ['Accept nothing GraphQL answers (406)', post({ query: '{ __typename }' }, { accept: 'text/html' })],
    ['JSON that is not an object', { body: '[1]', direct: false }],
    ['bad JSON', { body: '{"query": ', direct: false }],
    ['wrong content type', { body: '{ __typename }', contentType: 'text/plain', direct: false }],
    ['GraphQL content type', { body: '{ __typename }', contentType: 'application/graphql', direct: false }],
    ['oversize body (413)', { body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }), direct: false }],
    ['GET query', getQuery({ query: '{ currencies { code } }' })],
    ['GET mutation (405)', getQuery({ query: 'mutation { logout }' })],
    ['PUT (405)', { method: 'PUT', body: '{}', direct: false }],
  ];

  async function answer(app: App, { path = '/graphql', method = 'POST', accept = JSON_BOTH, contentType = 'application/json', body }: Case) {
    const headers = new Headers(body === undefined ? {} : { 'content-type': contentType });
    if (accept !== null) headers.set('accept', accept);
    const response = await app.fetch(new Request(TEST_ORIGIN + path, { method, headers, body }), { clientIp: '127.0.0.1' });
    const shown = [...response.headers].filter(([name]) => name !== 'x-request-id');
    return { status: response.status, headers: shown, body: await response.text() };
  }

  it.each(cases)('%s', async (_name, request) => {
    const direct = vi.spyOn(DirectYoga.prototype, 'answerParams');
    try {
      const yogaAnswer = await answer(viaYoga, request);
      expect(direct).not.toHaveBeenCalled();
      const directAnswer = await answer(viaDirect, request);
      expect(direct).toHaveBeenCalledTimes(request.direct ? 1 : 0);
      expect(directAnswer).toEqual(yogaAnswer);
    } finally {
      direct.mockRestore();
    }
  });

  it('a masked resolver error', async () => {
    const failing = () => Promise.reject(new Error('the rates table is away'));
    const request = post({ query: '{ currencies { code } }' });
    const answers = [];
    for (const app of [viaYoga, viaDirect]) {
      const all = app.services.rates.all;
      app.services.rates.all = failing;
      try {
        answers.push(await answer(app, request));
      } finally {
        app.services.rates.all = all;
      }
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0].body).toContain('Unexpected error.');
  });

  it('a document sent again is answered the same: a valid one from the remembered verdict, a refused one refused again', async () => {
    const remembered = vi.spyOn(RememberedValidation.prototype, 'isKnownValid');
    try {
      for (const query of ['query SentTwice { currencies { code } }', '{ products(first: 1) { noSuchField } }', DEEP_QUERY]) {
        const expected = await answer(viaYoga, post({ query }));
        remembered.mockClear();
        for (let time = 0; time < 2; time++) expect(await answer(viaDirect, post({ query }))).toEqual(expected);
        expect(remembered.mock.results.map((result) => result.value)).toEqual(query.includes('SentTwice') ? [false, true] : [false, false]);
      }
    } finally {
      remembered.mockRestore();
    }
  });

  it('validation is remembered only while every onValidate hook is yoga\'s or marked as reading the document alone', () => {
    const hook = { onValidate: () => {} };
    expect(rememberedValidation([hook, hook, hook])).toBeDefined();
    expect(rememberedValidation([hook, hook, hook, validatesDocumentOnly(hook)])).toBeDefined();
    expect(rememberedValidation([hook, hook, hook, hook])).toBeUndefined();
  });
});
