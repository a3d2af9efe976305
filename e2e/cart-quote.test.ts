// Issue 32, one price everywhere: the cart shows the server's quote (the checkout's), not the price
// the browser saved when the item was added, and says when the vendor changed it since.
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import type { RestProduct } from './helpers/rest-product.ts';

const e2e = useE2eSuite();

/** "$1,234.00": the cart and checkout write USD with its symbol. */
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the cart after a price change', () => {
  it('shows the new price, says it changed, saves it, and agrees with the checkout', async () => {
    const token = await e2e.tokenFor('homes@marketplace.test');
    const auth = { authorization: `Bearer ${token}` };
    const products = (await (await fetch(`${e2e.server.baseUrl}/api/vendor-products`, { headers: auth })).json()) as RestProduct[];
    // A published product without a sale price: the price shown is productPrice.
    const product = products.find((p) => p.product_status === 1 && (p.discountedPrice === null || Number(p.discountedPrice) >= Number(p.productPrice)))!;
    expect(product).toBeDefined();
    const before = Number(product.productPrice);
    const after = before + 100;

    const { page } = await e2e.openSignedIn(null);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/products/home-products/${product.slug}`);
    await page.getByTestId('product-price').waitFor();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();

    const res = await fetch(`${e2e.server.baseUrl}/api/products/${product.slug}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...product, productPrice: String(after) }),
    });
    expect(res.status).toBe(200);

    await page.goto('/cart');
    const linePrice = page.getByTestId('cart-line-price');
    await expect.poll(() => linePrice.textContent()).toBe(usd(after));
    await page.getByText(`Price changed from ${usd(before)} to ${usd(after)}`).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(usd(after));
    // The stored line now carries the quoted price (the badge, the checkout and a later visit start from it).
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as { convertedPrice: number }[])[0]?.convertedPrice)).toBe(after);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(usd(after));

    // Back on the cart: the saved price is the quote's now, so nothing is reported as changed.
    await page.goto('/cart');
    await expect.poll(() => linePrice.textContent()).toBe(usd(after));
    await expect.poll(() => page.locator('ul[aria-label="Cart items"]').getAttribute('aria-busy')).toBe('false');
    expect(await page.getByText(/^Price changed from/).count()).toBe(0);
  });
});
