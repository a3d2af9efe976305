// Every mail in its reader's language (issue 35), through the real job queue to a real SMTP server,
// in Arabic and in Urdu: the shopper's status mails and refund in the language the order was
// placed in; a bank transfer that never came cancelled with the reason in the shopper's language
// and the vendor's; a saved search's confirmation and alert in the language it was saved in; the
// webhook switched-off notice and an account notice in the vendor's language. Each mail's subject
// and text are in the language, its HTML part <html lang dir="rtl">.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { partsOf, subjectOf } from '../helpers/mail-parts.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { gql } from '../helpers/social.ts';
import { placeOrderOf } from '../helpers/orders.ts';
import { runJobNow } from '../helpers/jobs.ts';
import { DAY_MS, setClock } from '../helpers/money.ts';
import { QUEUE } from '../../src/jobs/queues.ts';
import { disableIfFailingTooLong } from '../../src/domain/webhooks/disabling.ts';

const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) { __typename ... on Error { message } } }`;
const REFUND = `mutation ($input: RefundOrderPartInput!) { refundOrderPart(input: $input) { __typename ... on Error { message } } }`;
const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { __typename ... on SaveSearchSuccess { savedSearch { label } } ... on Error { message } } }`;
const UPDATE_VENDOR = `mutation ($input: UpdateVendorProfileInput!) { updateVendorProfile(input: $input) { __typename ... on Error { message } } }`;

/** What each mail must say, written out by hand per language (not read from the texts tables). */
const EXPECTED = {
  ar: {
    accountVendor: 'marble-and-tap',
    confirmed: (id: string, store: string) => `الطلب ${id}: تم التأكيد من ${store}`,
    shipped: (id: string, store: string) => `الطلب ${id}: تم الشحن من ${store}`,
    delivered: (id: string, store: string) => `الطلب ${id}: تم التسليم من ${store}`,
    shippedWords: 'تم شحنه',
    refund: (id: string, store: string) => `الطلب ${id}: استرداد USD 1.50 من ${store}`,
    cancelled: (id: string, store: string) => `الطلب ${id}: تم الإلغاء من ${store}`,
    expiredReason: 'لم يصل التحويل البنكي خلال 7 أيام.',
    vendorCancelled: (id: string) => `ألغى فريق السوق الطلب ${id}`,
    label: 'العقارات · Dubai · 2+ غرف نوم',
    confirmSearch: (label: string) => `أكّد بحثك المحفوظ: ${label}`,
    searchConfirmedPage: 'تم تأكيد البحث المحفوظ',
    alert: (label: string) => `إعلان جديد: ${label}`,
    webhook: 'تم إيقاف عنوان webhook بعد إخفاقات متكررة',
    webhookWords: 'ردّ برمز HTTP 503',
    emailChanged: 'تم تغيير البريد الإلكتروني لمتجرك',
  },
  ur: {
    accountVendor: 'voltline-electronics',
    confirmed: (id: string, store: string) => `آرڈر ${id}: ${store} کی جانب سے تصدیق شدہ`,
    shipped: (id: string, store: string) => `آرڈر ${id}: ${store} کی جانب سے روانہ`,
    delivered: (id: string, store: string) => `آرڈر ${id}: ${store} کی جانب سے موصول`,
    shippedWords: 'روانہ کر دیا گیا ہے',
    refund: (id: string, store: string) => `آرڈر ${id}: ${store} نے USD 1.50 واپس کر دیے`,
    cancelled: (id: string, store: string) => `آرڈر ${id}: ${store} کی جانب سے منسوخ`,
    expiredReason: 'بینک ٹرانسفر 7 دن کے اندر موصول نہیں ہوا۔',
    vendorCancelled: (id: string) => `آرڈر ${id} مارکیٹ پلیس نے منسوخ کر دیا`,
    label: 'پراپرٹی · Dubai · 2+ بیڈروم',
    confirmSearch: (label: string) => `اپنی محفوظ تلاش کی تصدیق کریں: ${label}`,
    searchConfirmedPage: 'محفوظ تلاش کی تصدیق ہو گئی',
    alert: (label: string) => `ایک نیا اشتہار: ${label}`,
    webhook: 'مسلسل ناکامیوں کے بعد ایک webhook اینڈ پوائنٹ بند کر دیا گیا',
    webhookWords: 'جواب HTTP 503 آیا',
    emailChanged: 'آپ کے اسٹور کی ای میل تبدیل کر دی گئی',
  },
} as const;

let t: TestApp;
let smtp: SmtpSink;
let tokens: { casa: string; admin: string };
let casa: { id: number; storeName: string };

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1' } });
  await t.app.services.signer();
  const [casaToken, admin] = await Promise.all([tokenFor(t.db, 'casa-nova-interiors'), tokenFor(t.db, 'admin')]);
  tokens = { casa: casaToken, admin };
  casa = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' }, select: { id: true, storeName: true } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The mail to `to` with exactly this subject (mails of one address may arrive in any order), decoded. */
async function mailWithSubject(to: string, subject: string) {
  let found: { text: string; html: string } | null = null;
  await expect
    .poll(() => {
      const raw = smtp.mails.find((m) => m.to.includes(to.toLowerCase()) && subjectOf(m.raw) === subject)?.raw;
      found = raw ? partsOf(raw) : null;
      return found !== null || smtp.mails.filter((m) => m.to.includes(to.toLowerCase())).map((m) => subjectOf(m.raw));
    }, { timeout: 20_000, interval: 200 })
    .toBe(true);
  return found!;
}

/** Right to left, in its language, with a text part saying the same. */
function expectRtl(mail: { text: string; html: string }, language: 'ar' | 'ur', words: string) {
  expect(mail.html).toContain(`<html lang="${language}" dir="rtl">`);
  expect(mail.text).toContain(words);
  expect(mail.html).toContain(words);
}

describe.each(['ar', 'ur'] as const)('mails in %s', (language) => {
  const expected = EXPECTED[language];
  const shopper = `shopper-${language}@example.com`;

  beforeAll(async () => {
    await t.db.vendor.update({ where: { id: casa.id }, data: { language } });
  });

  /** An order of one Casa Nova product placed in `language`; answers its id and its part's global id. */
  async function placeIn(paymentMethod: string) {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorId: casa.id, catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'asc' } });
    const orderId = await placeOrderOf(t, [{ productId: product.id }], { paymentMethod, client: { email: shopper }, acceptLanguage: language });
    const part = await t.db.orderPart.findFirstOrThrow({ where: { order: { publicId: orderId } } });
    return { orderId, gid: globalId('OrderPart', part.id), store: part.storeName };
  }

  it('status changes and a refund reach the shopper in the language the order was placed in', async () => {
    const { orderId, gid, store } = await placeIn('CASH_ON_DELIVERY');
    for (const action of ['CONFIRM', 'SHIP', 'DELIVER']) expect((await gql(t, SET_STATUS, { input: { part: gid, action } }, { token: tokens.casa })).data.setOrderPartStatus.__typename).toBe('SetOrderPartStatusSuccess');
    expect((await gql(t, REFUND, { input: { part: gid, amount: '1.50', reason: 'Late delivery' } }, { token: tokens.admin })).data.refundOrderPart.__typename).toBe('OrderPartMoneyChanged');

    expectRtl(await mailWithSubject(shopper, expected.confirmed(orderId, store)), language, orderId);
    expectRtl(await mailWithSubject(shopper, expected.shipped(orderId, store)), language, expected.shippedWords);
    expectRtl(await mailWithSubject(shopper, expected.delivered(orderId, store)), language, orderId);
    const refund = await mailWithSubject(shopper, expected.refund(orderId, store));
    expectRtl(refund, language, 'USD 1.50');
    // The admin's reason is theirs, shown as written.
    expect(refund.text).toContain('Late delivery');
  });

  it("a bank transfer that never came is cancelled with the reason in the shopper's language and the vendor's", async () => {
    const { orderId, store } = await placeIn('BANK_TRANSFER');
    setClock(t, new Date(Date.now() + 8 * DAY_MS));
    try {
      await runJobNow(t, QUEUE.bankTransferExpiry);
    } finally {
      setClock(t, new Date());
    }
    expectRtl(await mailWithSubject(shopper, expected.cancelled(orderId, store)), language, expected.expiredReason);
    const vendorEmail = (await t.db.vendor.findUniqueOrThrow({ where: { id: casa.id } })).email;
    expectRtl(await mailWithSubject(vendorEmail, expected.vendorCancelled(orderId)), language, expected.expiredReason);
  });

  it('a saved search is confirmed and alerted in the language it was saved in, linking to its pages', async () => {
    const email = `alerts-${language}@example.com`;
    const saved = await gql(t, SAVE, { input: { email, filter: { catalogue: 'REAL_ESTATE', city: 'Dubai', minBeds: 2 } } }, { acceptLanguage: language });
    expect(saved.data.saveSearch).toEqual({ __typename: 'SaveSearchSuccess', savedSearch: { label: expected.label } });
    const confirmation = await mailWithSubject(email, expected.confirmSearch(expected.label));
    expectRtl(confirmation, language, expected.label);
    const link = /https?:\/\/[^/\s]+(\/api\/saved-searches\/confirm\?token=[^\s"<>]+)/.exec(confirmation.text)![1];
    // The link's page says so in the same language, right to left, naming the search as the mail did.
    const page = await t.request(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<html lang="${language}" dir="rtl">`);
    expect(page.text).toContain(`<h1>${expected.searchConfirmedPage}</h1>`);
    expect(page.text).toContain(expected.label);
    expect(page.text).toContain(`href="/${language}"`);

    // A new listing the search matches, listed after the confirmation.
    const skyline = await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'skyline-estates' }, select: { id: true } });
    const category = await t.db.category.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE' }, select: { id: true } });
    const listed = await t.db.product.create({
      data: {
        slug: `alert-villa-${language}`, name: `Alert Villa ${language}`, description: 'A new listing.', price: '950000', catalogue: 'REAL_ESTATE', vendorId: skyline.id, categoryId: category.id,
        featureImage: 'https://example.com/villa.jpg', images: [], amenities: [], city: 'Dubai', beds: 4,
      },
    });
    await runJobNow(t, QUEUE.savedSearchAlerts);
    const alert = await mailWithSubject(email, expected.alert(expected.label));
    expectRtl(alert, language, listed.name);
    expect(alert.text).toContain(`/${language}/products/`);
  });

  it("the webhook switched-off notice and an account notice are in the vendor's language", async () => {
    const endpoint = await t.db.webhookEndpoint.create({
      data: { vendorId: casa.id, url: `https://hooks.example.com/${language}`, events: ['product.deleted'], secret: 'whsec_test', failingSince: new Date(Date.now() - 30 * DAY_MS) },
    });
    expect(await disableIfFailingTooLong(t.app.services, endpoint.id, { statusCode: 503, durationMs: 12, error: null, responseBody: null })).toBe(true);
    const vendorEmail = (await t.db.vendor.findUniqueOrThrow({ where: { id: casa.id } })).email;
    expectRtl(await mailWithSubject(vendorEmail, expected.webhook), language, expected.webhookWords);

    const other = await t.db.vendor.update({ where: { storeId: expected.accountVendor }, data: { language }, select: { id: true, email: true } });
    const moved = await gql(t, UPDATE_VENDOR, { input: { vendorId: globalId('Vendor', other.id), email: `moved-${language}@example.com` } }, { token: tokens.admin });
    expect(moved.data.updateVendorProfile.__typename, JSON.stringify(moved.json)).toBe('UpdateVendorProfileSuccess');
    expectRtl(await mailWithSubject(other.email, expected.emailChanged), language, `moved-${language}@example.com`);
  });
});
