// Issue 32 in Chromium: a property on sale costs the same in the cart and at checkout (the
// server's quote, not the struck-out list price); a cart of viewings only asks contact details,
// no address; the dashboard's orders table fits 1,366 px and keeps its Order column in sight
// after a status dialog closes (and fits 390 px as cards).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import type { RestProduct } from './helpers/rest-product.ts';
import { chooseViewing } from './helpers/viewing-times.ts';
import { sidewaysOverflow } from './helpers/sideways-overflow.ts';

const e2e = useE2eSuite();

let onSale: RestProduct;

beforeAll(async () => {
  const listings = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products/skyline-estates`)).json()) as RestProduct[];
  onSale = listings.find((p) => p.product_status === 1 && p.discountedPrice !== null && p.discountedPrice < p.productPrice)!;
  expect(onSale, 'the demo data has a property on sale').toBeDefined();
});

/** An amount as the pages write it, whatever the currency's sign: 1865000 -> "1,865,000.00". */
const amount = (usd: number) => usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('checkout of a property viewing', () => {
  it('shows the sale price the cart shows, asks contact details only, and places the order', async () => {
    const { page } = await e2e.openSignedIn(null);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/products/real-estate/${onSale.slug}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await chooseViewing(dialog, e2e.server.baseUrl, onSale.id);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();

    await page.goto('/cart');
    const cartPrice = (await page.getByText(/^Property price /).textContent())!;
    expect(cartPrice).toContain(amount(onSale.discountedPrice!));

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const checkoutPrice = summary.getByText(/^Property price /);
    await checkoutPrice.waitFor();
    // The same words and amount as the cart: the quote's sale price, not the struck-out list price.
    expect(await checkoutPrice.textContent()).toBe(cartPrice);
    expect(await summary.textContent()).not.toContain(amount(onSale.productPrice));

    // Nothing ships: contact details, no address, no payment method.
    const form = page.locator('#checkout-form');
    await form.getByRole('group', { name: 'Contact details' }).waitFor();
    for (const label of ['Address', 'City', 'Country', 'Postal code']) expect(await form.getByLabel(label).count(), label).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Payment method' }).count()).toBe(0);

    const place = page.getByRole('button', { name: 'Place Order' });
    await page.getByLabel('Full name').fill('Omar Haddad');
    await place.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: /^Please / }).textContent()).toBe('Please fill in all required fields!');
    await page.getByLabel('Phone').fill('+971 55 987 6543');
    await place.click();
    const popup = page.getByRole('dialog', { name: 'Thank You! We’ll Start Processing Your Order!' });
    await popup.waitFor();
    expect(await popup.getByTestId('order-id').textContent()).toMatch(/^ORD-[A-Z0-9]{8}$/);
  });
});

/** The page's sideways overflow (0 or less: none). */

/** Where the first row's Order cell is against the table's visible box and the window. */
const orderCellInSight = (page: Page) =>
  page.evaluate(() => {
    const cell = document.querySelector('table[aria-label="Orders"] td[data-label="Order"]')!.getBoundingClientRect();
    const box = document.querySelector('table[aria-label="Orders"]')!.parentElement!.getBoundingClientRect();
    return cell.left >= box.left - 0.5 && cell.right <= box.right + 0.5 && cell.left >= 0 && cell.right <= window.innerWidth;
  });

async function ordersAs(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await e2e.openSignedIn(await e2e.tokenFor(email));
  await page.setViewportSize(viewport);
  await page.goto('/vendor-dashboard/orders');
  await page.getByRole('table', { name: 'Orders' }).locator('td[data-label="Order"]').first().waitFor();
  return page;
}

describe('the dashboard orders table', () => {
  for (const email of ['admin@marketplace.test', 'vendor@marketplace.test']) {
    it(`fits 1,366 px for ${email.split('@')[0]}; the Order column stays in sight after a status dialog closes, and focus returns to its button`, async () => {
      const page = await ordersAs(email, { width: 1366, height: 900 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const scroll = await page.evaluate(() => {
        const box = document.querySelector('table[aria-label="Orders"]')!.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(scroll, 'the table needs no sideways scroll at 1,366 px').toBeLessThanOrEqual(0);
      // Ids are random letters and digits: the widest ones must fit as well as the seeded ones did.
      const scrollWithWideIds = await page.evaluate(() => {
        const table = document.querySelector('table[aria-label="Orders"]')!;
        const ids = [...table.querySelectorAll('td[data-label="Order"] strong')];
        const kept = ids.map((id) => id.textContent);
        for (const id of ids) id.textContent = 'ORD-WWWWWWWW';
        const overflow = table.parentElement!.scrollWidth - table.parentElement!.clientWidth;
        ids.forEach((id, i) => (id.textContent = kept[i]));
        return overflow;
      });
      expect(scrollWithWideIds, 'the widest order ids need no sideways scroll either').toBeLessThanOrEqual(0);

      // A part that can still be confirmed (the other test may have confirmed one), found by its name.
      const open = page.getByRole('rowgroup', { name: /^Order / }).filter({ has: page.getByRole('button', { name: 'Confirm', exact: true }) });
      const firstRow = page.getByRole('rowgroup', { name: (await open.first().getAttribute('aria-label'))!, exact: true });
      const cancel = firstRow.getByRole('button', { name: 'Cancel', exact: true });
      await cancel.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix hands focus back in a task after the dialog leaves the page, so it is polled.
      await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await orderCellInSight(page)).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // A step taken: the dialog closes on the new status; the table has not moved sideways.
      await firstRow.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await expect.poll(() => firstRow.getByTestId('part-status').textContent()).toBe('Confirmed');
      expect(await orderCellInSight(page)).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  it('fits 390 px as cards: no sideways scroll, the Order line in sight after a status dialog closes', async () => {
    const page = await ordersAs('admin@marketplace.test', { width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const firstRow = page.getByRole('rowgroup', { name: /^Order / }).first();
    const cancel = firstRow.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await orderCellInSight(page)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
