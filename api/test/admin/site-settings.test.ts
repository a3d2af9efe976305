/**
 * Site settings (issue 22): anyone reads them, the admin replaces them on either transport, and the
 * change shows at once in the next (shared-cache) GraphQL answer, the next server-rendered page
 * and the next mail; vendors and visitors are refused and bad input names its field, changing nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { bearer, loginToken } from '../helpers/auth.ts';
import { persistedDocumentId } from '../helpers/web-documents.ts';
import { SITE_SETTINGS_MESSAGES } from '@rules/site-settings.ts';

const SETTINGS = `{ siteSettings { businessName phone phoneHref email offices { label lines city country } socialLinks { network label url } aboutText founder { name title text } privacyEmail bank { accountName bank accountNumber iban swift note } } }`;
const UPDATE = `mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { __typename ... on UpdateSiteSettingsSuccess { siteSettings { businessName phone } } ... on ValidationError { field message } } }`;

/**
 * A renderer standing in for web/dist-server's (this test must not depend on a web build): it runs
 * the real layout query, by its persisted id, as the storefront's layout does, and prints the
 * business name and phone into the page. What it proves is the HTML cache: a page kept after one
 * visit must not outlive the settings change.
 */
const LAYOUT_DOCUMENT = persistedDocumentId('AppLayoutQuery');
const RENDERER = `export async function render({ runQuery }) {
  const answer = await runQuery(${JSON.stringify(LAYOUT_DOCUMENT)}, {});
  const settings = JSON.parse(answer.text).data.siteSettings;
  return { kind: 'page', status: 200, head: '', body: '<footer>' + settings.businessName + ' ' + settings.phone + '</footer>', state: '', complete: true };
}
`;
const INDEX = '<!doctype html><html lang="en"><head><!--app-head--><title>Homes</title><!--/app-head--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let smtp: SmtpSink;
let admin: string;
let vendor: string;
let webDist: string;
let webServer: string;
let current: any;

/** The whole input as the admin's form sends it, from an answer of `siteSettings`. */
function inputFrom(settings: any) {
  const { offices, socialLinks, founder, bank, ...rest } = settings;
  delete rest.phoneHref;
  return { ...rest, offices, socialLinks: socialLinks.map(({ network, url }: any) => ({ network, url })), founder, bank };
}

const read = async () => (await t.graphql(SETTINGS)).data.siteSettings;

beforeAll(async () => {
  smtp = await startSmtpSink();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  webServer = fs.mkdtempSync(path.join(os.tmpdir(), 'web-server-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webServer, 'entry-server.js'), RENDERER);
  t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url, WEB_DIST_DIR: webDist, WEB_SERVER_DIR: webServer } });
  admin = await loginToken(t, 'admin@marketplace.test');
  vendor = await loginToken(t, 'vendor@marketplace.test');
  current = await read();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(webServer, { recursive: true, force: true });
});

describe('reading the settings', () => {
  it('the demo data has the business, a Dubai head office and offices in the other three countries, on both transports', async () => {
    expect(current.businessName).toBe('Homes Marketplace');
    expect(current.phone).toBe('+971 4 427 0100');
    expect(current.phoneHref).toBe('tel:+97144270100');
    expect(current.offices.map((o: any) => o.country)).toEqual(['United Arab Emirates', 'Pakistan', 'United Kingdom', 'United States']);
    expect(current.offices[0]).toMatchObject({ label: 'Head office', city: 'Dubai' });
    expect(current.socialLinks.every((l: any) => l.url.startsWith('https://') && new URL(l.url).pathname.length > 1)).toBe(true);
    expect(current.bank.iban).toMatch(/^AE/);
    const rest = await t.request('/api/site-settings');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ businessName: current.businessName, phone: current.phone, offices: current.offices, bank: current.bank, founder: current.founder });
  });
});

describe('who may change them', () => {
  const change = () => ({ ...inputFrom(current), phone: '+971 4 111 2222' });

  it('GraphQL: a vendor is FORBIDDEN, a visitor UNAUTHENTICATED, and nothing changes', async () => {
    const asVendor = await t.graphql(UPDATE, { input: change() }, bearer(vendor));
    expect(asVendor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await t.graphql(UPDATE, { input: change() });
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await read()).phone).toBe(current.phone);
  });

  it('REST: a vendor gets 403, a visitor 401, and nothing changes', async () => {
    const put = (headers: Record<string, string>) => t.request('/api/site-settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(change()) });
    expect((await put(bearer(vendor))).status).toBe(403);
    expect((await put({})).status).toBe(401);
    expect((await t.request('/api/site-settings')).json.phone).toBe(current.phone);
  });
});

describe('bad input', () => {
  it.each([
    ['businessName', (i: any) => ({ ...i, businessName: '  ' }), SITE_SETTINGS_MESSAGES.businessName],
    ['phone', (i: any) => ({ ...i, phone: 'call us' }), SITE_SETTINGS_MESSAGES.phone],
    ['email', (i: any) => ({ ...i, email: 'hello@' }), SITE_SETTINGS_MESSAGES.email],
    ['offices.1.city', (i: any) => ({ ...i, offices: i.offices.map((o: any, n: number) => (n === 1 ? { ...o, city: '' } : o)) }), SITE_SETTINGS_MESSAGES.officeRequired],
    ['socialLinks.0.url', (i: any) => ({ ...i, socialLinks: [{ network: 'FACEBOOK', url: 'http://facebook.com/homes' }] }), SITE_SETTINGS_MESSAGES.socialUrl],
    ['socialLinks.1.network', (i: any) => ({ ...i, socialLinks: [{ network: 'X', url: 'https://x.com/a' }, { network: 'X', url: 'https://x.com/b' }] }), SITE_SETTINGS_MESSAGES.socialDuplicate],
    ['bank.iban', (i: any) => ({ ...i, bank: { ...i.bank, iban: 'AE07 0260' } }), SITE_SETTINGS_MESSAGES.iban],
    ['bank.swift', (i: any) => ({ ...i, bank: { ...i.bank, swift: 'EBI' } }), SITE_SETTINGS_MESSAGES.swift],
  ])('%s is refused with its message on both transports, and nothing changes', async (field, edit, message) => {
    const input = edit(inputFrom(current));
    const answer = (await t.graphql(UPDATE, { input }, bearer(admin))).data.updateSiteSettings;
    expect(answer).toEqual({ __typename: 'ValidationError', field, message });
    const rest = await t.request('/api/site-settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(admin) }, body: JSON.stringify(input) });
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe(message);
    expect(await read()).toEqual(current);
  });
});

describe('the admin changes them', () => {
  it('GraphQL: the next cached answer, the next rendered page and the next mail carry the new name and phone', async () => {
    // Warm the shared caches first: an anonymous answer and the page's HTML.
    expect((await read()).phone).toBe(current.phone);
    const before = await t.request('/contact', { headers: { accept: 'text/html' } });
    expect(before.text).toContain(`<footer>Homes Marketplace ${current.phone}</footer>`);

    const input = { ...inputFrom(current), businessName: 'Homes & Keys', phone: '+971 4 555 0199', bank: { ...current.bank, iban: 'AE46 0330 0000 1234 5678 901' } };
    const answer = (await t.graphql(UPDATE, { input }, bearer(admin))).data.updateSiteSettings;
    expect(answer).toEqual({ __typename: 'UpdateSiteSettingsSuccess', siteSettings: { businessName: 'Homes & Keys', phone: '+971 4 555 0199' } });

    expect(await read()).toMatchObject({ businessName: 'Homes & Keys', phone: '+971 4 555 0199', phoneHref: 'tel:+97145550199' });
    const after = await t.request('/contact', { headers: { accept: 'text/html' } });
    expect(after.text).toContain('<footer>Homes & Keys +971 4 555 0199</footer>');

    const sent = await t.graphql(
      `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`,
      { input: { name: 'Ada', email: 'ada@example.com', message: 'Do you have offices in Lahore?', userType: 'CUSTOMER' } },
      { 'x-forwarded-for': '10.1.2.3' },
    );
    expect(sent.data.sendContactMessage.__typename).not.toMatch(/Error/);
    const mail = await smtp.waitForMail(t.config.teamInbox);
    expect(mail.raw).toContain('Homes & Keys');
    expect(mail.raw).toContain('+971 4 555 0199');
    expect(mail.raw).toContain('Business Bay, Dubai, United Arab Emirates');
    current = await read();
  });

  it('REST: PUT replaces them, GET and the next order mail show the new bank details', async () => {
    const input = { ...inputFrom(current), offices: current.offices.slice(0, 1), bank: { ...current.bank, accountName: 'Homes & Keys FZ-LLC', iban: 'AE46 0330 0000 1234 5678 902' } };
    const put = await t.request('/api/site-settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(admin) }, body: JSON.stringify(input) });
    expect(put.status).toBe(200);
    expect(put.json.offices).toHaveLength(1);
    const got = await t.request('/api/site-settings');
    expect(got.json.bank).toMatchObject({ accountName: 'Homes & Keys FZ-LLC', iban: 'AE46 0330 0000 1234 5678 902' });

    const home = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', discountedPrice: null }, orderBy: { id: 'asc' }, select: { id: true } });
    const items = [{ productId: home.id, quantity: 1, currency: 'USD' }];
    const quote = (await t.graphql(`query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`, { input: { items } })).data.quoteCart;
    const placed = await t.graphql(`mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } } }`, {
      input: {
        client: { name: 'Sam Lee', email: 'bank-buyer@example.com', phone: '07700 900123', address: '1 High St', city: 'London', country: 'United Kingdom' },
        items: items.map((item, i) => ({ ...item, unitPrice: quote.lines[i].unitPrice.amount })),
        totalCost: quote.total.amount,
        paymentMethod: 'BANK_TRANSFER',
      },
    });
    expect(placed.data.placeOrder.__typename).toBe('PlacedOrder');
    const kept = await t.db.outboxMail.findFirstOrThrow({ where: { to: 'bank-buyer@example.com' } });
    expect(kept.text).toContain('Account name: Homes & Keys FZ-LLC');
    expect(kept.text).toContain('IBAN: AE46 0330 0000 1234 5678 902');
    expect(kept.text).toMatch(/--\nHomes & Keys\n.*Dubai.*\n\+971 4 555 0199 · hello@marketplace\.test/);
  });
});
