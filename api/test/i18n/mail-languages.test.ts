// Mails in the reader's language (issue 35): an order placed with Accept-Language: ar mails the
// shopper in Arabic, right to left, through the real job queue to a real SMTP server; each vendor
// is told in the language it chose (Urdu here), an English vendor exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { partsOf } from '../helpers/mail-parts.ts';
import { globalId } from '../helpers/admin-fixtures.ts';
import { SHOPPER } from '../helpers/orders.ts';

const QUOTE = `query ($input: QuoteCartInput!) { quoteCart(input: $input) { __typename ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } ... on Error { message } } }`;

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' } });
  await t.app.services.signer();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Places an order of one product of each store, asking in `acceptLanguage`; answers its public id. */
async function placeOrderIn(acceptLanguage: string, productIds: number[]): Promise<string> {
  const headers = { 'accept-language': acceptLanguage };
  const items = productIds.map((id) => ({ product: globalId('Product', id), quantity: 1 }));
  const quote = await t.graphql(QUOTE, { input: { items, currency: 'USD' } }, headers);
  const priced = items.map((item, i) => ({ ...item, unitPrice: quote.data.quoteCart.lines[i].unitPrice.amount }));
  const input = { client: SHOPPER, items: priced, currency: 'USD', totalCost: quote.data.quoteCart.total.amount, paymentMethod: 'BANK_TRANSFER' };
  const placed = await t.graphql(PLACE, { input }, headers);
  expect(placed.data?.placeOrder.__typename, JSON.stringify(placed.json)).toBe('PlacedOrder');
  return placed.data.placeOrder.orderId;
}

describe('mails in the language of the order and of the vendor', () => {
  it('an order placed in Arabic mails the shopper in Arabic (rtl), the Urdu vendor in Urdu, the English vendor in English', async () => {
    const urduStore = await t.db.vendor.update({ where: { storeId: 'casa-nova-interiors' }, data: { language: 'ur' }, select: { id: true, email: true } });
    const product = await t.db.product.findFirstOrThrow({ where: { vendorId: urduStore.id, catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'asc' } });
    const other = await t.db.vendor.findFirstOrThrow({ where: { brandType: 'HOME_PRODUCTS', accessGranted: true, isAdmin: false, id: { not: urduStore.id }, products: { some: { status: 'ACTIVE' } } }, select: { id: true, email: true } });
    const second = await t.db.product.findFirstOrThrow({ where: { vendorId: other.id, status: 'ACTIVE' }, orderBy: { id: 'asc' } });
    const orderId = await placeOrderIn('ar-AE,ar;q=0.9,en;q=0.5', [product.id, second.id]);
    expect((await t.db.order.findUniqueOrThrow({ where: { publicId: orderId } })).language).toBe('ar');

    const received = await smtp.waitForMail(SHOPPER.email.toLowerCase(), { timeoutMs: 20_000 });
    const shopper = partsOf(received.raw);
    expect(shopper.text).toContain(`شكراً لطلبك ${orderId}`);
    expect(shopper.text).toContain('طريقة الدفع: تحويل بنكي');
    expect(shopper.text).toContain('تتبّع طلبك: http');
    expect(shopper.html).toContain('<html lang="ar" dir="rtl">');
    expect(shopper.html).toContain('direction:rtl');
    // The shopper's own words are escaped values, never markup.
    expect(shopper.html).toContain(`عزيزي/عزيزتي ${SHOPPER.name}،`);

    const urdu = partsOf((await smtp.waitForMail(urduStore.email, { timeoutMs: 20_000 })).raw);
    expect(urdu.text).toContain(`نیا آرڈر ${orderId}`);
    expect(urdu.html).toContain('<html lang="ur" dir="rtl">');

    const english = partsOf((await smtp.waitForMail(other.email, { timeoutMs: 20_000 })).raw);
    expect(english.text).toContain(`New order ${orderId}`);
    expect(english.html.startsWith('<!doctype html><html><body')).toBe(true);
  });

  it('an order placed without Accept-Language is English, as before', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'desc' } });
    const before = smtp.mails.filter((m) => m.to.includes(SHOPPER.email.toLowerCase())).length;
    const orderId = await placeOrderIn('', [product.id]);
    const mail = partsOf((await smtp.waitForMail(SHOPPER.email.toLowerCase(), { after: before, timeoutMs: 20_000 })).raw);
    expect(mail.text).toContain(`Thank you for your order ${orderId}`);
    expect(mail.html).not.toContain('dir="rtl"');
  });
});
