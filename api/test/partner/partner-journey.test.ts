/**
 * A partner's journey through plain GraphQL over HTTP with an API key (issue 18's test; the REST
 * half, through a client generated from the OpenAPI document, is partner-rest-client.test.ts):
 * the admin makes the key; the partner lists every product to the end and checks it against
 * totalCount, reads a persisted query over GET and gets 304 on the repeat, meets every limit
 * refusal by its code, and is refused once the key is revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type RunningServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { persistedDocumentId } from '../helpers/web-documents.ts';

let testDb: TestDatabase;
let running: RunningServer & { server: import('node:http').Server };
let base: string;
let adminToken: string;
let apiKey: { id: string; secret: string };

const SPEC = 'application/graphql-response+json';

async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: SPEC, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: any; errors?: any[]; extensions?: any } };
}

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true });
  running = await serveApp({ ...testDb.config, port: 0, host: '127.0.0.1' }, testDb.database, { announce: false });
  base = `http://127.0.0.1:${running.port}`;
  const login = await graphql(
    'mutation { login(input: { email: "admin@marketplace.test", password: "admin12345" }) { ... on LoginSession { token } } }',
    {},
    {},
  );
  adminToken = login.body.data.login.token;
  const created = await graphql(
    'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreateApiKeySuccess { secret apiKey { id } } } }',
    { input: { name: 'Journey partner', scopes: ['CATALOGUE_READ'], requestsPerMinute: 1000 } },
    { authorization: `Bearer ${adminToken}` },
  );
  apiKey = { id: created.body.data.createApiKey.apiKey.id, secret: created.body.data.createApiKey.secret };
});
afterAll(async () => {
  running?.server.closeAllConnections();
  await running?.close();
  await testDb?.destroy();
});

const asPartner = () => ({ 'x-api-key': apiKey.secret });

describe("a partner's journey through GraphQL with an API key", () => {
  it('lists every product to the end, page by page, and the pages add up to totalCount', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let totalCount = -1;
    for (let page = 0; page < 100; page++) {
      const res = await graphql(
        'query ($after: String) { products(first: 10, after: $after, sort: NEWEST) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }',
        { after },
        asPartner(),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"key";q=1000;w=60');
      const { products } = res.body.data;
      totalCount = products.totalCount;
      for (const edge of products.edges) seen.add(edge.node.id);
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(totalCount).toBeGreaterThan(20);
    expect(seen.size).toBe(totalCount);
  });

  it('reads a persisted query over GET and gets 304 Not Modified on the repeat', async () => {
    const documentId = persistedDocumentId('SearchBoxSuggestionsQuery');
    const url = `${base}/graphql?${new URLSearchParams({ documentId, variables: JSON.stringify({ query: 'sofa' }) })}`;
    const first = await fetch(url, { headers: { accept: SPEC, ...asPartner() } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as any).data.searchSuggestions.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const repeat = await fetch(url, { headers: { accept: SPEC, 'if-none-match': etag!, ...asPartner() } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('ratelimit')).toMatch(/^"key";r=\d+;t=\d+$/);
  });

  it('meets every limit refusal by its code, with HTTP 400', async () => {
    const deep = (levels: number) => {
      let query = 'id';
      for (let i = 0; i < levels; i++) query = `vendor { products(first: 1) { edges { node { ${query} } } } }`;
      return `{ products(first: 1) { edges { node { ${query} } } } }`;
    };
    const cases: [string, string][] = [
      ['QUERY_TOO_DEEP', deep(3)],
      ['TOO_MANY_ALIASES', `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`],
      ['TOO_MANY_DIRECTIVES', `{ categories { ${Array.from({ length: 11 }, () => 'id @include(if: true)').join(' ')} } }`],
      ['TOO_MANY_TOKENS', `{ categories { ${'id '.repeat(2100)} } }`],
      ['QUERY_TOO_COMPLEX', '{ products(first: 100) { edges { node { comments(first: 100) { edges { node { id } } } } } } }'],
      ['BAD_USER_INPUT', '{ products(first: 101) { edges { node { id } } } }'],
    ];
    for (const [code, query] of cases) {
      const res = await graphql(query, {}, asPartner());
      expect([code, res.status]).toEqual([code, 400]);
      expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('is refused with 401 once the admin revokes the key', async () => {
    const revoked = await graphql(
      'mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { __typename } }',
      { input: { id: apiKey.id } },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(revoked.body.data.revokeApiKey.__typename).toBe('RevokeApiKeySuccess');
    const res = await graphql('{ categories { name } }', {}, asPartner());
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.data).toBeUndefined();
  });
});
