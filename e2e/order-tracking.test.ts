// Issue 21's guest journey in Chromium: an order of a home product and a property viewing; the
// vendor confirms and ships through the dashboard; the shopper opens the link of the mail read
// from a real SMTP server, sees the history and cancels the still-requested viewing. Also: the
// dashboard's orders at 390 px never scroll the page sideways. Issue 37 part 3: at 390 px a shopper
// books one of a store's free viewing times (a taken one is not offered) and moves it on tracking;
// the store sets its viewing hours in the dashboard and they are offered.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';
import { decodedBody, startSmtpSink, type SmtpSink } from '../api/test/helpers/smtp-sink.ts';
import type { RestProduct } from './helpers/rest-product.ts';
import { bookOverRest, dayWithFreeTimes } from './helpers/viewing-times.ts';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
});

const e2e = useE2eSuite(() => ({ env: { SMTP_URL: smtp.url } }));

const SHOPPER = 'noor.tracking@example.com';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A mail's text as the person reads it: decoded, with HTML's &amp; undone (links appear in both parts). */
const decoded = (raw: string) => decodedBody(raw).replaceAll('&amp;', '&');

/** The tracking link of a mail, as a path with its query. */
function trackingPath(raw: string): string {
  const match = /https?:\/\/[^\s"'<>]+(\/track-order\?[^\s"'<>]+)/.exec(decoded(raw));
  if (!match) throw new Error(`no tracking link in the mail:\n${raw.slice(0, 2000)}`);
  return match[1];
}

async function signedIn(email: string, path: string, width = 1280): Promise<Page> {
  const { page } = await e2e.openSignedIn(await e2e.tokenFor(email));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  return page;
}

/** Takes a step on the part's row of the dashboard (filling the dialog's fields first) and waits for its new status. */
async function step(page: Page, orderId: string, button: string, status: string, fields: Record<string, string> = {}) {
  const row = page.getByRole('rowgroup', { name: new RegExp(`^Order ${orderId} from `) });
  await row.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => row.getByTestId('part-status').textContent()).toBe(status);
}

describe('an order after checkout', () => {
  let orderId = '';
  let home: RestProduct;
  let property: RestProduct;

  it('a guest orders a home product and a viewing: the viewing asks no payment', async () => {
    const products = async (store: string) => (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products/${store}`)).json()) as RestProduct[];
    home = (await products('casa-nova-interiors')).find((p) => p.product_status === 1)!;
    property = (await products('skyline-estates')).find((p) => p.product_status === 1)!;
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/404.html');
    const line = (p: RestProduct, extra: object) => ({ id: p.id, slug: p.slug, productName: p.productName, featureImage: '', productPrice: p.productPrice, discountedPrice: p.discountedPrice, convertedPrice: null, quantity: 1, selected_currency: 'USD', appliedPromoCode: null, ...extra });
    const cart = [line(home, { store_id: 'casa-nova-interiors', mainCategory: 'Home Products' }), line(property, { store_id: 'skyline-estates', mainCategory: 'Real Estate', bookingDate: inAWeek() })];
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);

    await page.goto('/cart');
    await page.getByTestId('cart-viewings').getByText('No payment due').waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByText('Order summary').waitFor();
    await page.getByLabel('Full name').fill('Noor Tracking');
    await page.getByLabel('Email').fill(SHOPPER);
    await page.getByLabel('Phone').fill('+971 50 765 4321');
    await page.getByLabel('Address').fill('Apartment 4, Marina Walk');
    await page.getByLabel('City').fill('Dubai');
    await page.getByLabel('Country').fill('United Arab Emirates');
    await page.getByRole('radio', { name: 'Cash on Arrival' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const popup = page.getByRole('dialog', { name: 'Thank You! We’ll Start Processing Your Order!' });
    await popup.waitFor();
    orderId = (await popup.getByTestId('order-id').textContent())!;
    expect(orderId).toMatch(/^ORD-[A-Z0-9]{8}$/);
    expect(await popup.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(`/track-order?order=${orderId}`);
    expect(dialogs).toEqual([]);
  });

  it('the vendor confirms and ships through the dashboard', async () => {
    expect(orderId).not.toBe('');
    const page = await signedIn('homes@marketplace.test', `/vendor-dashboard/orders?q=${orderId}`);
    await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    const row = page.getByRole('rowgroup', { name: new RegExp(`^Order ${orderId} from `) });
    await expect.poll(() => row.getByTestId('part-status').textContent()).toBe('Placed');
    await step(page, orderId, 'Confirm', 'Confirmed');
    // Issue 37 part 4: the carrier (any spelling) and its tracking number go with the shipped step.
    await step(page, orderId, 'Ship', 'Shipped', { 'Carrier (optional)': 'dhl', 'Tracking number (optional)': 'JD014600001234' });
    // The filters are the URL's: the Shipped tab keeps the search and counts this part.
    await page.getByRole('radio', { name: /^Shipped \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'shipped' && url.searchParams.get('q') === orderId);
    await expect.poll(() => row.getByTestId('part-status').textContent()).toBe('Shipped');
    expect(await page.getByRole('radio', { name: 'Shipped (1)' }).count()).toBe(1);
  });

  it('the shopper follows the mail’s link, sees the history and cancels the requested viewing', async () => {
    // The mail of the last step (shipped) carries the signed link.
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(SHOPPER) && /shipped/i.test(decoded(mail.raw))).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const mail = smtp.mails.filter((m) => m.to.includes(SHOPPER) && /shipped/i.test(decoded(m.raw))).at(-1)!;
    const path = trackingPath(mail.raw);
    expect(path).toContain(`order=${orderId}`);
    expect(path).toMatch(/token=/);

    const page = await e2e.open(path);
    const goods = page.getByRole('article', { name: /^Casa Nova Interiors: / });
    await goods.waitFor();
    expect(await goods.getByTestId('part-status').textContent()).toBe('Shipped');
    const history = goods.getByRole('region', { name: 'History' });
    const steps = await history.getByRole('listitem').allTextContents();
    expect(steps.map((text) => text.split(' ')[0])).toEqual(['Placed', 'Confirmed', 'Shipped']);
    expect(await goods.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    const shipment = goods.getByTestId('part-shipment');
    expect(await shipment.textContent()).toContain('Carrier: DHL · Tracking number: JD014600001234');
    expect(await shipment.getByRole('link', { name: "Track the parcel on the carrier's site" }).getAttribute('href')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600001234');

    const viewing = page.getByRole('article', { name: /^Skyline Estates: / });
    expect(await viewing.getByTestId('part-status').textContent()).toBe('Requested');
    expect(await viewing.textContent()).toContain(`Viewing on ${inAWeek()}`);
    expect(await viewing.textContent()).toContain('No payment due');
    await viewing.getByRole('button', { name: 'Cancel viewing' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Cancel part' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('I found another flat');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    const cancelled = page.getByRole('article', { name: /^Skyline Estates: / });
    await expect.poll(() => cancelled.getByTestId('part-status').textContent()).toBe('Cancelled');
    expect(await cancelled.textContent()).toContain('I found another flat');
    expect(await cancelled.getByRole('button', { name: 'Cancel viewing' }).count()).toBe(0);
  });

  it('the form finds the order by id and email, and never says which half was wrong', async () => {
    const page = await e2e.open('/track-order');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.getByLabel('Order ID').fill(orderId);
    await page.getByLabel('Email used at checkout').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    const notFound = page.getByRole('alert');
    await notFound.waitFor();
    expect(await notFound.textContent()).toMatch(/could not find an order with these details/);
    await page.getByLabel('Email used at checkout').fill(SHOPPER.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByRole('article', { name: /^Casa Nova Interiors: Shipped$/ }).waitFor();
    // The order as a shopper reads it on a small phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  it('the dashboard’s orders fit a 390 px screen without scrolling the page sideways', async () => {
    const page = await signedIn('admin@marketplace.test', `/vendor-dashboard/orders?q=${orderId}`, 390);
    await page.getByRole('rowgroup', { name: new RegExp(`^Order ${orderId} from `) }).first().waitFor();
    await page.getByRole('button', { name: 'Details' }).first().click();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths).toEqual({ scroll: 390, viewport: 390 });
  });
});

describe('viewing times (issue 37 part 3)', () => {
  const MOVER = 'layla.times@example.com';
  let property: RestProduct;

  it('at 390 px a shopper sees only free times, books one, checks out and moves it on tracking', async () => {
    const products = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products/skyline-estates`)).json()) as RestProduct[];
    property = products.filter((p) => p.product_status === 1).at(-1)!;
    const day = await dayWithFreeTimes(e2e.server.baseUrl, property.id, 3, 2);
    const [taken, chosen, later] = day.slots;
    await bookOverRest(e2e.server.baseUrl, property.id, day.date, taken);

    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/products/real-estate/${property.slug}`);
    await page.getByTestId('mobile-action-bar').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book this property' });
    await dialog.getByLabel('Booking date').fill(day.date);
    await dialog.getByText('Times are Dubai time (GMT+4).').waitFor();
    const offered = await dialog.getByRole('group', { name: 'Free times' }).getByRole('radio').evaluateAll((inputs) => inputs.map((input) => input.closest('label')!.textContent));
    expect(offered).not.toContain(taken.time);
    expect(offered).toContain(chosen.time);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await dialog.getByRole('radio', { name: chosen.time }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.goto('/cart');
    await page.getByText(`Viewing time: ${chosen.time} (Dubai time)`).waitFor();

    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('Layla Times');
    await page.getByLabel('Email').fill(MOVER);
    await page.getByLabel('Phone').fill('+971 50 222 3344');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const popup = page.getByRole('dialog', { name: 'Thank You! We’ll Start Processing Your Order!' });
    const orderId = (await popup.getByTestId('order-id').textContent())!;

    await page.goto('/track-order');
    await page.getByLabel('Order ID').fill(orderId);
    await page.getByLabel('Email used at checkout').fill(MOVER);
    await page.getByRole('button', { name: 'Track Order' }).click();
    const viewing = page.getByRole('article', { name: /^Skyline Estates: / });
    await viewing.getByText(`Viewing on ${day.date} at ${chosen.time} (Asia/Dubai time)`).waitFor();
    await viewing.getByRole('button', { name: 'Move my viewing' }).click();
    const move = page.getByRole('alertdialog', { name: 'Move your viewing' });
    await move.getByLabel('New date').fill(day.date);
    await move.getByRole('radio', { name: later.time }).check();
    expect(await move.getByRole('radio', { name: chosen.time }).count()).toBe(0);
    await move.getByRole('button', { name: 'Move viewing' }).click();
    await move.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: /^Skyline Estates: / }).getByText(`Viewing on ${day.date} at ${later.time} (Asia/Dubai time)`).waitFor();
  });

  it('the store sets its viewing hours in the dashboard and they are offered as free times', async () => {
    const page = await signedIn('vendor@marketplace.test', '/vendor-dashboard/viewing-hours', 390);
    const sunday = page.getByTestId('viewing-day-7');
    await sunday.getByText('No viewings').waitFor();
    await sunday.getByRole('button', { name: 'Add hours on Sunday' }).click();
    await sunday.getByRole('group', { name: 'Sunday, range 1' }).getByLabel('From').fill('08:00');
    await sunday.getByRole('group', { name: 'Sunday, range 1' }).getByLabel('To').fill('09:00');
    await sunday.getByRole('button', { name: 'Add hours on Sunday' }).click();
    // An overlapping second range is said beside the day, and nothing is saved.
    await sunday.getByRole('group', { name: 'Sunday, range 2' }).getByLabel('From').fill('08:30');
    await sunday.getByRole('alert').filter({ hasText: 'These ranges overlap' }).waitFor();
    await sunday.getByRole('button', { name: 'Remove Sunday 08:30–17:00' }).click();
    await page.getByRole('button', { name: 'Save viewing hours' }).click();
    await page.getByText('Your viewing hours are saved.', { exact: true }).waitFor();

    // The coming Sunday (two weeks ahead when today is one: the demo's blocked day is a week ahead).
    const daysToSunday = (7 - new Date().getUTCDay()) % 7 || 14;
    const sundayDate = new Date(Date.now() + daysToSunday * 86_400_000).toISOString().slice(0, 10);
    const day = (await (await fetch(`${e2e.server.baseUrl}/api/viewing-slots/${property.id}?date=${sundayDate}`)).json()) as { slots: Array<{ time: string }> };
    expect(day.slots.map((slot) => slot.time)).toEqual(['08:00']);
  });
});
