// Mail at every step of an order (issue 21): the confirmation and the vendors' notices when it is
// placed, the shopper's mail at each step of each part (and the vendor's when the shopper
// cancels), each as text and HTML with the signed tracking link; none for a refused step. And the
// viewing reminder the day before, run by the real job queue and delivered to a real SMTP server,
// once per date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { globalId, tokenFor } from '../helpers/admin-fixtures.ts';
import { freshIp, gql } from '../helpers/social.ts';
import { dayFromNow, placeOrderOf, SHOPPER } from '../helpers/orders.ts';
import { outboxReader } from '../helpers/outbox.ts';
import { trackingLink } from '../../src/domain/orders/tracking-link.ts';
import { QUEUE } from '../../src/jobs/queues.ts';
import { runJobNow } from '../helpers/jobs.ts';

const SET_STATUS = `mutation ($input: SetOrderPartStatusInput!) { setOrderPartStatus(input: $input) { __typename ... on Error { message } } }`;
const CANCEL_TRACKED = `mutation ($input: CancelTrackedOrderPartInput!) { cancelTrackedOrderPart(input: $input) { __typename ... on Error { message } } }`;
const SHOPPER_EMAIL = SHOPPER.email.toLowerCase();

interface Placed {
  orderId: string;
  products: { gid: string; vendorEmail: string; token: string };
  viewings: { gid: string; vendorEmail: string; token: string };
}

async function listings(t: TestApp) {
  const product = await t.db.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE', vendor: { storeId: 'casa-nova-interiors' } }, orderBy: { id: 'asc' } });
  const property = await t.db.product.findFirstOrThrow({ where: { catalogue: 'REAL_ESTATE', status: 'ACTIVE', vendor: { storeId: 'skyline-estates' } }, orderBy: { id: 'asc' } });
  return { product, property };
}

/** An order of one home product (Casa Nova) and one viewing (Skyline) on `viewingDate`. */
async function placeBoth(t: TestApp, viewingDate: string): Promise<Placed> {
  const { product, property } = await listings(t);
  const orderId = await placeOrderOf(t, [{ productId: product.id }, { productId: property.id, bookingDate: viewingDate }], { clientIp: freshIp() });
  const order = await t.db.order.findUniqueOrThrow({ where: { publicId: orderId }, include: { parts: { include: { vendor: true } } } });
  const part = (storeId: string) => {
    const found = order.parts.find((p) => p.storeId === storeId)!;
    return { gid: globalId('OrderPart', found.id), vendorEmail: found.vendor!.email };
  };
  const [casa, skyline] = await Promise.all([tokenFor(t.db, 'casa-nova-interiors'), tokenFor(t.db, 'skyline-estates')]);
  return { orderId, products: { ...part('casa-nova-interiors'), token: casa }, viewings: { ...part('skyline-estates'), token: skyline } };
}

async function step(t: TestApp, part: { gid: string; token: string }, action: string, extra: object = {}) {
  const res = await gql(t, SET_STATUS, { input: { part: part.gid, action, ...extra } }, { token: part.token, visitor: null });
  return res.data?.setOrderPartStatus.__typename;
}

describe('order mails (outbox)', () => {
  let t: TestApp;
  const readOutbox = outboxReader();
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.services.signer();
    await readOutbox(t.db);
  });
  afterAll(() => t?.close());

  /** The mails written since the last call, oldest first. */
  const newMails = () => readOutbox(t.db);

  /** Text and HTML both say `words` and carry the order's signed tracking link. */
  function expectTrackingMail(mail: { text: string; html: string | null }, orderId: string, words: string) {
    const link = trackingLink({ services: t.app.services }, orderId);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain(`Follow your order: ${link}`);
    expect(mail.html).toContain(words.replace(/'/g, '&#39;'));
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  }

  it('placing an order mails the shopper (text and HTML, tracking link, viewing unpriced) and each vendor', async () => {
    await newMails();
    const placed = await placeBoth(t, dayFromNow(4));
    const mails = await newMails();
    expect(mails.map((m) => m.to).sort()).toEqual([SHOPPER_EMAIL, placed.products.vendorEmail, placed.viewings.vendorEmail].sort());
    const shopper = mails.find((m) => m.to === SHOPPER_EMAIL)!;
    expect(shopper.subject).toBe(`Your order ${placed.orderId}`);
    expectTrackingMail(shopper, placed.orderId, `We'll start processing your order ${placed.orderId}`);
    expect(shopper.text).toMatch(/- Viewing of .+ on \d{4}-\d{2}-\d{2} \(listed at USD [\d,.]+; no payment due\)/);
    expect(shopper.html).toContain('<h1');
    for (const vendorEmail of [placed.products.vendorEmail, placed.viewings.vendorEmail]) {
      const notice = mails.find((m) => m.to === vendorEmail)!;
      expect(notice.subject).toBe(`New order ${placed.orderId}`);
      expect(notice.text).toContain(SHOPPER.phone);
      expect(notice.text).toContain('/vendor-dashboard/orders');
      expect(notice.html).toContain(SHOPPER.phone);
    }
  });

  it('each step of a product part and of a viewing mails the shopper once, saying what happened', async () => {
    const placed = await placeBoth(t, dayFromNow(4));
    await newMails();
    const moved = dayFromNow(6);
    const steps: Array<[keyof Omit<Placed, 'orderId'>, string, object, string, string]> = [
      ['products', 'CONFIRM', {}, 'Confirmed', 'has been confirmed'],
      ['products', 'SHIP', {}, 'Shipped', 'has been shipped'],
      ['products', 'DELIVER', {}, 'Delivered', 'has been delivered'],
      ['viewings', 'RESCHEDULE', { viewingDate: moved }, 'Rescheduled', `your viewing has been moved to ${moved}`],
      ['viewings', 'CONFIRM', {}, 'Confirmed', `your viewing is confirmed for ${moved}`],
      ['viewings', 'COMPLETE', {}, 'Completed', 'your viewing is completed'],
    ];
    for (const [kind, action, extra, label, words] of steps) {
      expect(await step(t, placed[kind], action, extra), `${kind} ${action}`).toBe('SetOrderPartStatusSuccess');
      const mails = await newMails();
      expect(mails.map((m) => m.to), `${kind} ${action}`).toEqual([SHOPPER_EMAIL]);
      expect(mails[0].subject).toMatch(new RegExp(`^Order ${placed.orderId}: ${label} by `));
      expectTrackingMail(mails[0], placed.orderId, words);
    }
    // A step the lifecycle refuses changes nothing, so it mails nobody.
    expect(await step(t, placed.products, 'SHIP')).toBe('TransitionNotAllowedError');
    expect(await newMails()).toEqual([]);
  });

  it("a vendor's cancellation mails the shopper with the reason; the shopper's mails the vendor too", async () => {
    const placed = await placeBoth(t, dayFromNow(4));
    await newMails();
    expect(await step(t, placed.products, 'CANCEL', { note: 'Out of stock, sorry' })).toBe('SetOrderPartStatusSuccess');
    let mails = await newMails();
    expect(mails.map((m) => m.to)).toEqual([SHOPPER_EMAIL]);
    expectTrackingMail(mails[0], placed.orderId, 'has been cancelled');
    expect(mails[0].text).toContain('Note: Out of stock, sorry');

    const cancelled = await gql(t, CANCEL_TRACKED, { input: { orderId: placed.orderId, email: SHOPPER.email, part: placed.viewings.gid, reason: 'Found another flat' } }, { visitor: null, ip: freshIp() });
    expect(cancelled.data?.cancelTrackedOrderPart.__typename).toBe('CancelTrackedOrderPartSuccess');
    mails = await newMails();
    expect(mails.map((m) => m.to)).toEqual([SHOPPER_EMAIL, placed.viewings.vendorEmail]);
    expectTrackingMail(mails[0], placed.orderId, 'your viewing has been cancelled');
    expect(mails[1].subject).toBe(`Order ${placed.orderId} was cancelled by the shopper`);
    expect(mails[1].text).toContain('Reason: Found another flat');
    expect(mails[1].html).toContain('Reason: Found another flat');
  });

  it("the admin's cancellation mails the shopper and the part's vendor", async () => {
    const placed = await placeBoth(t, dayFromNow(4));
    await newMails();
    const admin = { gid: placed.products.gid, token: await tokenFor(t.db, 'admin') };
    expect(await step(t, admin, 'CANCEL', { note: 'Listing withdrawn' })).toBe('SetOrderPartStatusSuccess');
    const mails = await newMails();
    expect(mails.map((m) => m.to)).toEqual([SHOPPER_EMAIL, placed.products.vendorEmail]);
    expect(mails[1].subject).toBe(`Order ${placed.orderId} was cancelled by the marketplace`);
    expect(mails[1].text).toContain('Reason: Listing withdrawn');
  });
});

describe('the viewing reminder the day before (job queue, SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // From midnight UTC, so "the day before" has begun whenever the test runs.
    t = await createTestApp({ seed: true, jobs: true, env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '1', VIEWING_REMINDER_HOUR_UTC: '0' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Runs the hourly reminder job now, through the queue, and waits until it is done. */
  const runReminders = () => runJobNow(t, QUEUE.viewingReminders);
  const reminders = (orderId: string) => t.db.outboxMail.findMany({ where: { subject: { startsWith: 'Reminder:' }, text: { contains: orderId } } });

  it('a confirmed viewing of tomorrow is reminded of once, by mail; a requested one and one further off are not', async () => {
    const tomorrow = dayFromNow(1);
    const confirmed = await placeBoth(t, tomorrow);
    expect(await step(t, confirmed.viewings, 'CONFIRM')).toBe('SetOrderPartStatusSuccess');
    const requested = await placeBoth(t, tomorrow);
    const later = await placeBoth(t, dayFromNow(3));
    expect(await step(t, later.viewings, 'CONFIRM')).toBe('SetOrderPartStatusSuccess');

    await runReminders();
    const [reminder] = await reminders(confirmed.orderId);
    expect(reminder.subject).toBe(`Reminder: your viewing on ${tomorrow} (order ${confirmed.orderId})`);
    expect(reminder.html).toContain(`Your viewing is on ${tomorrow}`);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(SHOPPER_EMAIL) && m.raw.includes(reminder.subject)).length, { timeout: 20_000 }).toBe(1);
    expect(await reminders(requested.orderId)).toEqual([]);
    expect(await reminders(later.orderId)).toEqual([]);

    // The hourly job runs again (and again): the reminder went out once.
    await runReminders();
    await runReminders();
    expect(await reminders(confirmed.orderId)).toHaveLength(1);

    // Moved to tomorrow, the later viewing earns its own reminder, once.
    expect(await step(t, later.viewings, 'RESCHEDULE', { viewingDate: tomorrow })).toBe('SetOrderPartStatusSuccess');
    await runReminders();
    await runReminders();
    expect(await reminders(later.orderId)).toHaveLength(1);
  });
});
