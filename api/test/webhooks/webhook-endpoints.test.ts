// Webhook endpoints under the default settings (issue 38): the SSRF rule refuses private,
// loopback, link-local and metadata addresses when an endpoint is saved and again at delivery
// (a name resolving to one is refused at the socket); bad input changes nothing; a store never
// sees or changes another store's endpoints or deliveries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { runWebhookTry } from '../../src/domain/webhooks/deliver.ts';
import { isPublicAddress } from '../../src/domain/webhooks/address-guard.ts';

let t: TestApp;
let casa: string;
let skyline: string;

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  __typename ... on WebhookEndpointSecret { secret endpoint { id } } ... on ValidationError { field } ... on Error { message }
} }`;

const create = (input: Record<string, unknown>, token = casa) => gql(t, CREATE, { input: { events: ['order.placed'], ...input } }, { token });
const endpointCount = () => t.db.webhookEndpoint.count();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [casa, skyline] = await Promise.all(['casa-nova-interiors', 'skyline-estates'].map((s) => tokenFor(t.db, s)));
});
afterAll(() => t?.close());

describe('the SSRF rule', () => {
  it.each([
    ['http://hooks.example.com/in', 'The URL must start with https://'],
    ['https://127.0.0.1/in', 'private, loopback or link-local'],
    ['https://10.1.2.3/in', 'private, loopback or link-local'],
    ['https://169.254.169.254/latest/meta-data', 'private, loopback or link-local'],
    ['https://[::1]/in', 'private, loopback or link-local'],
    ['https://[::ffff:127.0.0.1]/in', 'private, loopback or link-local'],
    ['https://localhost/in', 'private, loopback or link-local'],
    ['https://user:pw@hooks.example.com/in', 'user name or password'],
    ['not a url', 'full address'],
  ])('refuses %s when it is saved, and saves nothing', async (url, words) => {
    const before = await endpointCount();
    const res = await create({ url });
    expect(res.data?.createWebhookEndpoint).toMatchObject({ __typename: 'ValidationError', field: 'url' });
    expect(res.data.createWebhookEndpoint.message).toContain(words);
    expect(await endpointCount()).toBe(before);
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1']) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('checks the address again at delivery: a name that resolves to loopback, or a metadata address, is never sent to', async () => {
    const vendor = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } });
    // Written straight to the table, as if the name had changed its answer since it was saved.
    for (const url of ['https://localhost:9/hook', 'https://169.254.169.254/latest/meta-data']) {
      const endpoint = await t.db.webhookEndpoint.create({ data: { vendorId: vendor.id, url, events: ['order.placed'], secret: 'whsec_c3NyZi10ZXN0LXNlY3JldC1zc3JmLXRlc3Qtc2VjcmV0IQ==' } });
      const message = await t.db.webhookMessage.create({ data: { publicId: `msg_ssrf_${endpoint.id}`, type: 'order.placed', vendorId: vendor.id, payload: { type: 'order.placed', timestamp: new Date().toISOString(), data: {} } } });
      const delivery = await t.db.webhookDelivery.create({ data: { endpointId: endpoint.id, messageId: message.id } });
      await runWebhookTry(t.app.services, { deliveryId: delivery.id });
      const [attempt] = await t.db.webhookAttempt.findMany({ where: { deliveryId: delivery.id } });
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/private, loopback or link-local address/);
      await t.db.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });
});

describe('input', () => {
  it.each([
    [{ url: 'https://hooks.example.com/in', events: [] }, 'events', 'Choose at least one event'],
    [{ url: 'https://hooks.example.com/in', events: ['order.shipped'] }, 'events', '"order.shipped" is not an event'],
    [{ url: 'https://hooks.example.com/in', description: 'x'.repeat(201) }, 'description', 'limited to 200 characters'],
  ])('refuses %j with a message on %s', async (input, field, words) => {
    const before = await endpointCount();
    const res = await create(input);
    expect(res.data?.createWebhookEndpoint).toMatchObject({ __typename: 'ValidationError', field });
    expect(res.data.createWebhookEndpoint.message).toContain(words);
    expect(await endpointCount()).toBe(before);
  });
});

describe("another store's endpoints", () => {
  it('are neither listed, changed, rotated, deleted, tested nor redelivered by a store that does not own them', async () => {
    const res = await create({ url: 'https://hooks.example.com/casa', description: 'Casa ERP' });
    const id = res.data.createWebhookEndpoint.endpoint.id as string;
    const databaseId = Number(Buffer.from(id, 'base64').toString().split(':')[1]);
    const message = await t.db.webhookMessage.create({ data: { publicId: 'msg_casa_only', type: 'order.placed', vendorId: null, payload: { type: 'order.placed', timestamp: new Date().toISOString(), data: {} } } });
    const delivery = await t.db.webhookDelivery.create({ data: { endpointId: databaseId, messageId: message.id, status: 'SUCCEEDED' } });
    const before = JSON.stringify(await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId } }));

    const listed = await gql(t, '{ webhookEndpoints { url } }', {}, { token: skyline });
    expect(listed.data.webhookEndpoints).toEqual([]);
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['updateWebhookEndpoint', 'UpdateWebhookEndpointInput', { id, enabled: false }],
      ['rotateWebhookSecret', 'RotateWebhookSecretInput', { id }],
      ['deleteWebhookEndpoint', 'DeleteWebhookEndpointInput', { id }],
      ['sendTestWebhook', 'SendTestWebhookInput', { id }],
      ['redeliverWebhook', 'RedeliverWebhookInput', { id: globalId('WebhookDelivery', delivery.id) }],
    ];
    for (const [field, type, input] of calls) {
      const answer = await gql(t, `mutation ($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message } } }`, { input }, { token: skyline });
      expect(answer.errors?.[0], field).toMatchObject({ message: 'You can only change the webhooks of your own store.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(JSON.stringify(await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId } }))).toBe(before);
    expect(await t.db.webhookDelivery.count({ where: { endpointId: databaseId } })).toBe(1);
    // Its owner sees it, without the secret (answered only at creation and rotation).
    const own = await gql(t, '{ webhookEndpoints { url description } }', {}, { token: casa });
    expect(own.data.webhookEndpoints).toContainEqual({ url: 'https://hooks.example.com/casa', description: 'Casa ERP' });
    expect(own.text).not.toContain(res.data.createWebhookEndpoint.secret);
  });
});

describe('REST', () => {
  it('creates, lists, changes and reads the log of an endpoint over the same rules', async () => {
    const created = await call(t, 'POST', '/api/webhooks/endpoints', { token: skyline, body: { url: 'https://hooks.example.com/skyline', events: ['viewing.booked'], description: 'Skyline CRM' } });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.json.endpoint).toMatchObject({ url: 'https://hooks.example.com/skyline', events: ['viewing.booked'], enabled: true, storeId: 'skyline-estates' });
    const id = created.json.endpoint.id as number;

    const refused = await call(t, 'POST', '/api/webhooks/endpoints', { token: skyline, body: { url: 'https://169.254.169.254/', events: ['viewing.booked'] } });
    expect(refused.status).toBe(400);
    expect(refused.json.error ?? refused.json.message).toMatch(/private, loopback or link-local/);

    const listed = await call(t, 'GET', '/api/webhooks/endpoints', { token: skyline });
    expect(listed.json.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(listed.text).not.toContain(created.json.secret);

    const changed = await call(t, 'PATCH', `/api/webhooks/endpoints/${id}`, { token: skyline, body: { enabled: false, events: ['viewing.booked', 'viewing.cancelled'] } });
    expect(changed.json).toMatchObject({ enabled: false, events: ['viewing.booked', 'viewing.cancelled'] });
    const log = await call(t, 'GET', `/api/webhooks/endpoints/${id}/deliveries?status=failed`, { token: skyline });
    expect(log.json).toEqual([]);
    const badFilter = await call(t, 'GET', `/api/webhooks/endpoints/${id}/deliveries?status=lost`, { token: skyline });
    expect(badFilter.status).toBe(400);
    expect((await call(t, 'GET', `/api/webhooks/endpoints/${id}/deliveries`, { token: casa })).status).toBe(403);
  });
});
