// Webhooks delivered (issue 38): a real local receiver verifies every signature with the
// `standardwebhooks` library; each store's endpoint gets only its own parts of an order, the
// marketplace's gets all of them; a receiver answering 500 sees the retries and the log shows
// each try; a disabled endpoint gets nothing; the last failed try of a long-failing endpoint
// switches it off and mails its owner; a rotated secret signs beside the new one; redeliver and
// the test event go through the same queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { gql } from '../helpers/social.ts';
import { dayFromNow, placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

let t: TestApp;
let receiver: WebhookReceiver;
const tokens: Record<'casa' | 'skyline' | 'admin', string> = { casa: '', skyline: '', admin: '' };
const secrets = new Map<string, string>();
const endpointIds = new Map<string, string>();

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  __typename ... on WebhookEndpointSecret { secret endpoint { id url events enabled storeId } } ... on Error { message }
} }`;
const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { __typename ... on WebhookEndpointSuccess { endpoint { enabled disabledReason } } ... on Error { message } } }`;
const LOG = `query ($status: WebhookDeliveryStatus, $eventType: String) { webhookEndpoints { id url deliveries(first: 20, status: $status, eventType: $eventType) {
  edges { node { id messageId eventType status attempts { attempt statusCode durationMs error responseBody manual } } }
} } }`;

/** Registers an endpoint at the receiver's `path` for `owner`, keeping its secret and id by path. */
async function register(owner: keyof typeof tokens, path: string, events: string[]) {
  const res = await gql(t, CREATE, { input: { url: receiver.url(path), events, description: `Receiver ${path}` } }, { token: tokens[owner] });
  expect(res.data?.createWebhookEndpoint.__typename, JSON.stringify(res.json)).toBe('WebhookEndpointSecret');
  secrets.set(path, res.data.createWebhookEndpoint.secret);
  endpointIds.set(path, res.data.createWebhookEndpoint.endpoint.id);
  return res.data.createWebhookEndpoint;
}

const waitFor = (path: string, count: number) => expect.poll(() => receiver.received(path).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(count);

/** Every webhook job has run (none waits or runs). */
const queueDrained = () =>
  expect
    .poll(async () => (await t.db.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active')`))[0].n, { timeout: 20_000, interval: 100 })
    .toBe(0);

/** The body, after checking its signature with the Standard Webhooks library (throws when it does not verify). */
function verified(request: ReceivedWebhook, secret: string): { type: string; timestamp: string; data: any } {
  return new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: any };
}

async function logOf(path: string, token = tokens.casa, variables: Record<string, unknown> = {}) {
  const res = await gql(t, LOG, variables, { token });
  const endpoint = res.data.webhookEndpoints.find((e: { id: string }) => e.id === endpointIds.get(path));
  return endpoint.deliveries.edges.map((edge: { node: unknown }) => edge.node) as Array<{ eventType: string; status: string; messageId: string; id: string; attempts: Array<{ statusCode: number | null; manual: boolean; durationMs: number; responseBody: string | null }> }>;
}

beforeAll(async () => {
  [t, receiver] = await Promise.all([
    createTestApp({ seed: true, jobs: true, env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', WEBHOOK_RETRY_SCHEDULE: '0,0', JOB_POLL_SECONDS: '1', MAIL_TRANSPORT: 'outbox' } }),
    startWebhookReceiver(),
  ]);
  [tokens.casa, tokens.skyline, tokens.admin] = await Promise.all(['casa-nova-interiors', 'skyline-estates', 'admin'].map((s) => tokenFor(t.db, s)));
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('an order placed', () => {
  it("reaches each store's endpoint with its own parts only, and the marketplace's with all, signed", async () => {
    await register('casa', '/casa', ['order.placed', 'order_part.status_changed', 'order_part.cancelled']);
    await register('skyline', '/skyline', ['order.placed', 'viewing.booked']);
    await register('admin', '/market', ['order.placed', 'product.created']);
    const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
    const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
    const orderId = await placeOrderOf(t, [{ productId: product.id, quantity: 2 }, { productId: property.id, bookingDate: dayFromNow(3) }]);
    await Promise.all([waitFor('/casa', 1), waitFor('/skyline', 2), waitFor('/market', 1)]);

    const casa = verified(receiver.received('/casa')[0], secrets.get('/casa')!);
    expect(casa.type).toBe('order.placed');
    expect(casa.data.orderId).toBe(orderId);
    expect(casa.data.parts.map((p: { storeId: string }) => p.storeId)).toEqual(['casa-nova-interiors']);
    expect(casa.data.parts[0]).toMatchObject({ kind: 'PRODUCTS', status: 'PLACED', items: [{ productName: product.name, quantity: 2 }] });
    expect(casa.data.total).toBeUndefined();

    const skylineTypes = receiver.received('/skyline').map((r) => verified(r, secrets.get('/skyline')!).type);
    expect(skylineTypes.sort()).toEqual(['order.placed', 'viewing.booked']);
    const market = verified(receiver.received('/market')[0], secrets.get('/market')!);
    expect(market.data.parts.map((p: { storeId: string }) => p.storeId).sort()).toEqual(['casa-nova-interiors', 'skyline-estates']);
    expect(market.data.total.currency).toBe('USD');
    // No shopper's details in any event, and a store's secret does not verify another's webhooks.
    for (const request of [...receiver.received('/casa'), ...receiver.received('/market')]) expect(request.body).not.toContain(SHOPPER.phone);
    expect(() => verified(receiver.received('/skyline')[0], secrets.get('/casa')!)).toThrow();
    expect(receiver.received('/casa')[0].headers['webhook-id']).toMatch(/^msg_/);
  });

  it("tells a part's store of each status change, and of a cancellation by name", async () => {
    const part = await t.db.orderPart.findFirstOrThrow({ where: { storeId: 'casa-nova-interiors' }, orderBy: { id: 'desc' } });
    const partGid = Buffer.from(`OrderPart:${part.id}`).toString('base64');
    const SET = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) { __typename } }`;
    await gql(t, SET, { input: { part: partGid, action: 'CANCEL', note: 'Out of stock' } }, { token: tokens.casa });
    await waitFor('/casa', 3);
    const events = receiver.received('/casa').slice(1).map((r) => verified(r, secrets.get('/casa')!));
    expect(events.map((e) => e.type).sort()).toEqual(['order_part.cancelled', 'order_part.status_changed']);
    expect(events[0].data).toMatchObject({ part: { id: partGid, status: 'CANCELLED' }, from: 'PLACED', to: 'CANCELLED', action: 'CANCEL', note: 'Out of stock' });
  });
});

const SEND_TEST = `mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { __typename ... on WebhookDeliverySuccess { delivery { id messageId } } ... on Error { message } } }`;
const REDELIVER = `mutation ($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { __typename ... on WebhookDeliverySuccess { delivery { id } } ... on Error { message } } }`;
const ROTATE = `mutation ($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) { __typename ... on WebhookEndpointSecret { secret endpoint { previousSecretExpiresAt } } ... on Error { message } } }`;

async function sendTest(path: string, token = tokens.casa) {
  const res = await gql(t, SEND_TEST, { input: { id: endpointIds.get(path) } }, { token });
  expect(res.data?.sendTestWebhook.__typename, JSON.stringify(res.json)).toBe('WebhookDeliverySuccess');
  return res.data.sendTestWebhook.delivery as { id: string; messageId: string };
}

describe('retries and the log', () => {
  it('tries again after a 500 on the schedule and logs each try', async () => {
    await register('casa', '/flaky', ['product.deleted']);
    receiver.answer('/flaky', [500, 500, 200]);
    await sendTest('/flaky');
    await waitFor('/flaky', 3);
    await queueDrained();
    const [delivery] = await logOf('/flaky');
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'SUCCEEDED' });
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0].responseBody).toContain('failing on purpose');
    // Every try carries the same webhook-id (the receiver can drop a repeat), each signed anew.
    const tries = receiver.received('/flaky');
    expect(new Set(tries.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const request of tries) expect(verified(request, secrets.get('/flaky')!).type).toBe('webhook.test');
    // The filters of the log.
    expect(await logOf('/flaky', tokens.casa, { status: 'FAILED' })).toEqual([]);
    expect(await logOf('/flaky', tokens.casa, { eventType: 'product.deleted' })).toEqual([]);
  });

  it('sends a redelivery by hand once more with the same webhook-id, logged as manual', async () => {
    const [delivery] = await logOf('/flaky');
    const res = await gql(t, REDELIVER, { input: { id: delivery.id } }, { token: tokens.casa });
    expect(res.data?.redeliverWebhook.__typename, JSON.stringify(res.json)).toBe('WebhookDeliverySuccess');
    await waitFor('/flaky', 4);
    await queueDrained();
    const [again] = await logOf('/flaky');
    expect(again.attempts.map((a) => a.manual)).toEqual([false, false, false, true]);
    expect(receiver.received('/flaky')[3].headers['webhook-id']).toBe(delivery.messageId);
  });
});

describe('enabled, disabled, switched off', () => {
  it('gives a disabled endpoint nothing while an enabled one gets the event', async () => {
    await register('casa', '/on', ['product.deleted']);
    await register('casa', '/off', ['product.deleted']);
    const off = await gql(t, UPDATE, { input: { id: endpointIds.get('/off'), enabled: false } }, { token: tokens.casa });
    expect(off.data?.updateWebhookEndpoint.endpoint.enabled).toBe(false);
    const product = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'casa-nova-interiors' }, orderItems: { none: {} } }, orderBy: { id: 'desc' } });
    const deleted = await gql(t, `mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename } }`, { input: { id: Buffer.from(`Product:${product.id}`).toString('base64') } }, { token: tokens.casa });
    expect(deleted.data?.deleteProduct.__typename, JSON.stringify(deleted.json)).toBe('DeleteProductSuccess');
    await waitFor('/on', 1);
    await queueDrained();
    expect(verified(receiver.received('/on')[0], secrets.get('/on')!)).toMatchObject({ type: 'product.deleted', data: { slug: product.slug, storeId: 'casa-nova-interiors' } });
    expect(receiver.received('/off')).toEqual([]);
  });

  it('signs with the old and the new secret during the grace period after a rotation', async () => {
    const res = await gql(t, ROTATE, { input: { id: endpointIds.get('/on') } }, { token: tokens.casa });
    expect(res.data?.rotateWebhookSecret.__typename, JSON.stringify(res.json)).toBe('WebhookEndpointSecret');
    const fresh = res.data.rotateWebhookSecret.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secrets.get('/on'));
    await sendTest('/on');
    await waitFor('/on', 2);
    const request = receiver.received('/on')[1];
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verified(request, fresh).type).toBe('webhook.test');
    expect(verified(request, secrets.get('/on')!).type).toBe('webhook.test');
  });

  it('switches off an endpoint failing for days after its last try, and mails its owner', async () => {
    receiver.answer('/dead', [503]);
    await register('casa', '/dead', ['product.deleted']);
    const id = Number(Buffer.from(endpointIds.get('/dead')!, 'base64').toString().split(':')[1]);
    await t.db.webhookEndpoint.update({ where: { id }, data: { failingSince: new Date(Date.now() - 6 * 86_400_000) } });
    await sendTest('/dead');
    await waitFor('/dead', 3);
    await queueDrained();
    const endpoint = await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toMatch(/every delivery failed for 5 days \(last: it answered HTTP 503\)/);
    const [delivery] = await logOf('/dead');
    expect(delivery.status).toBe('FAILED');
    const casa = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } });
    const mail = await t.db.outboxMail.findFirstOrThrow({ where: { to: casa.email, subject: { contains: 'webhook endpoint was switched off' } } });
    expect(mail.text).toContain(receiver.url('/dead'));
    // Switched off, it takes no redelivery until it is enabled again.
    const refused = await gql(t, REDELIVER, { input: { id: delivery.id } }, { token: tokens.casa });
    expect(refused.data?.redeliverWebhook).toMatchObject({ __typename: 'ValidationError', message: 'This endpoint is disabled; enable it before sending to it.' });
  });
});
