// The SDK (sdk/) and the example partner app (examples/partner-sync/) against a real listening
// server (issue 38 item 4): a store's key lists its products page by page, changes a price with an
// Idempotency-Key (a repeat is replayed, not applied again), and the app's receiver gets the
// signed product.updated event and refuses a forged one. The SDK's retry and error rules run on a
// fake network below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { createMarketplaceClient, MarketplaceApiError, type WebhookEvent } from '../../../sdk/src/index.ts';
import { listStoreProducts, updatePrice } from '../../../examples/partner-sync/src/catalogue.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../examples/partner-sync/src/webhook-receiver.ts';

const STORE = 'casa-nova-interiors';
let testDb: TestDatabase;
let running: Awaited<ReturnType<typeof serveApp>>;
let base: string;
let receiver: WebhookReceiver;
const events: WebhookEvent[] = [];

/** GraphQL as the store's owner on the dashboard: how the partner gets its key and its endpoint. */
async function asOwner(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return ((await response.json()) as { data: any }).data;
}

let apiKey: string;
beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true, env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', JOB_POLL_SECONDS: '1' } });
  running = await serveApp({ ...testDb.config, port: 0, host: '127.0.0.1' }, testDb.database, { announce: false });
  base = `http://127.0.0.1:${running.port}`;
  const owner = await tokenFor(testDb.database.prisma, STORE);
  const key = await asOwner(owner, `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeySuccess { secret } } }`, {
    input: { name: 'Partner sync', scopes: ['CATALOGUE_READ', 'STORE_PRODUCTS_WRITE'] },
  });
  apiKey = key.createApiKey.secret;
  // The owner registers the partner's receiver on the dashboard and hands over the secret shown once.
  let secret = '';
  receiver = await startWebhookReceiver({ secret: () => secret, onEvent: (event) => events.push(event) });
  const endpoint = await asOwner(owner, `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ... on WebhookEndpointSecret { secret } } }`, {
    input: { url: receiver.url, events: ['product.updated'] },
  });
  secret = endpoint.createWebhookEndpoint.secret;
});
afterAll(async () => {
  await receiver?.close();
  await running?.close();
  await testDb?.destroy();
});

describe('the example partner app, through the SDK', () => {
  it('lists every product of the store, page after page', async () => {
    const client = createMarketplaceClient({ baseUrl: base, apiKey });
    const { products: listed } = await client.graphql<{ products: { totalCount: number } }>(`query ($storeId: String!) { products(first: 1, filter: { vendorStoreId: $storeId }) { totalCount } }`, { storeId: STORE });
    expect(listed.totalCount).toBeGreaterThan(20);
    // Pages of 10: the helper follows the cursors to the end, each product once.
    const products = await listStoreProducts(client, STORE, 10);
    expect(products.length).toBe(listed.totalCount);
    expect(new Set(products.map((p) => p.slug)).size).toBe(listed.totalCount);
  });

  it('updates a price once for one Idempotency-Key, and its receiver verifies the signed event', async () => {
    const client = createMarketplaceClient({ baseUrl: base, apiKey });
    const [first] = await listStoreProducts(client, STORE);
    const change = { slug: first.slug, price: '1234.50', idempotencyKey: `price-${first.slug}-1234.50` };
    const applied = await updatePrice(client, change);
    expect(applied).toMatchObject({ replayed: false, product: { slug: first.slug, productPrice: 1234.5 } });
    const repeated = await updatePrice(client, change);
    expect(repeated).toMatchObject({ replayed: true, product: { productPrice: 1234.5 } });

    await expect.poll(() => events.length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'product.updated', data: { id: first.id, slug: first.slug, price: expect.anything() } });
  });

  it("refuses a delivery whose signature does not verify, and passes nothing on", async () => {
    const before = events.length;
    const forged = await fetch(receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,bm90LWEtc2lnbmF0dXJl' },
      body: JSON.stringify({ type: 'product.updated', timestamp: new Date().toISOString(), data: {} }),
    });
    expect(forged.status).toBe(400);
    expect(events.length).toBe(before);
  });

  it('throws a refusal with its code: a write outside the key\'s scopes', async () => {
    const client = createMarketplaceClient({ baseUrl: base, apiKey });
    const refused = client.graphql(`mutation { deleteWebhookEndpoint(input: { id: "V2ViaG9va0VuZHBvaW50OjE=" }) { __typename } }`);
    await expect(refused).rejects.toMatchObject({ name: 'MarketplaceApiError', status: 403, code: 'API_KEY_SCOPE_MISSING' });
  });
});

describe('the SDK on a fake network', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('retries a 503 after Retry-After with the same Idempotency-Key, and a write gets one', async () => {
    const sent: Request[] = [];
    const waits: number[] = [];
    const replies = [answer(503, { code: 'SERVER_BUSY', message: 'busy' }, { 'retry-after': '2' }), answer(200, { data: { ok: true } })];
    const client = createMarketplaceClient({
      baseUrl: 'http://partner.test',
      apiKey: 'mk_test',
      fetch: async (request) => (sent.push(request), replies.shift()!),
      retry: { sleep: async (ms) => void waits.push(ms) },
    });
    expect(await client.graphql('mutation { ok }')).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
    expect(sent).toHaveLength(2);
    const keys = sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sent[0].headers.get('x-api-key')).toBe('mk_test');
  });

  it('gives up after its attempts, and sends no Idempotency-Key on a read', async () => {
    const sent: Request[] = [];
    const client = createMarketplaceClient({
      baseUrl: 'http://partner.test',
      apiKey: 'mk_test',
      fetch: async (request) => (sent.push(request), answer(503, { errors: [{ message: 'The database is unavailable just now.', extensions: { code: 'DATABASE_UNAVAILABLE' } }] }, { 'retry-after': '5' })),
      retry: { attempts: 2, sleep: async () => {} },
    });
    const failure = await client.graphql('{ products(first: 1) { totalCount } }').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MarketplaceApiError);
    expect(failure).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(sent).toHaveLength(2);
    expect(sent[0].headers.has('idempotency-key')).toBe(false);
  });
});
