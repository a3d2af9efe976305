// Money after the order in Chromium (issue 36): a bank-transfer order shows the shopper where to
// pay and the reference; once marked received, delivered (holding period 0 here: the server runs
// in its own process, so its clock is not moved) and refunded in part, the vendor's Payment page
// shows the balance and the refund, the admin records the payout on the marketplace view, and the
// vendor sees it, then prints the month's statement. The API calls stand for steps other tests
// drive through the dashboard.
import { expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import type { RestProduct } from './helpers/rest-product.ts';

const e2e = useE2eSuite();
const SHOPPER = { name: 'Lina Money', email: 'lina.money@example.com', phone: '+971 50 765 1111', address: '1 Creek Road', city: 'Dubai', state: '', country: 'United Arab Emirates', postalCode: '' };

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${e2e.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function placeBankTransferOrder(product: RestProduct): Promise<{ orderId: string; total: string }> {
  const gql = (query: string, variables: object) => api('POST', '/graphql', null, { query, variables }).then((r) => r.data);
  const items = [{ product: Buffer.from(`Product:${product.id}`).toString('base64'), quantity: 2 }];
  const quote = await gql('query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }', { input: { items, currency: 'USD' } });
  const priced = items.map((item, i) => ({ ...item, unitPrice: quote.quoteCart.lines[i].unitPrice.amount }));
  const input = { client: SHOPPER, items: priced, currency: 'USD', totalCost: quote.quoteCart.total.amount, paymentMethod: 'BANK_TRANSFER' };
  const placed = await gql('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on PlacedOrder { orderId } } }', { input });
  return { orderId: placed.placeOrder.orderId, total: quote.quoteCart.total.amount };
}

it('takes a bank-transfer order from payment instructions to a payout', async () => {
  const [admin, vendor] = await Promise.all([e2e.tokenFor('admin@marketplace.test'), e2e.tokenFor('homes@marketplace.test')]);
  await api('PUT', '/api/money/settings', admin, { holding_days: 0, bank_transfer_days: 7 });
  const product = ((await (await fetch(`${e2e.server.baseUrl}/api/vendor-products/casa-nova-interiors`)).json()) as RestProduct[]).find((p) => p.product_status === 1)!;
  const { orderId, total } = await placeBankTransferOrder(product);

  const { page } = await e2e.openSignedIn(null);
  await page.goto(`/track-order?order=${orderId}`);
  await page.getByLabel('Email used at checkout').fill(SHOPPER.email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const payment = page.getByRole('region', { name: /Pay by bank transfer/ });
  await payment.getByText('Awaiting payment', { exact: false }).waitFor();
  expect(await payment.getByText(orderId).count()).toBe(1);

  const { orders } = { orders: await api('GET', `/api/orders?search=${orderId}`, vendor) };
  const partId = orders[0].vendor_details[0].part_id;
  await api('POST', `/api/order-parts/${partId}/payments`, vendor, { amount: total });
  for (const action of ['CONFIRM', 'SHIP', 'DELIVER']) await api('POST', `/api/order-parts/${partId}/status`, vendor, { action });
  await api('POST', `/api/order-parts/${partId}/refunds`, vendor, { amount: '5.00', reason: 'A scratched leg' });
  const { balances } = await api('GET', '/api/money/balances', vendor);
  const available = balances.find((b: { currency: string }) => b.currency === 'USD').available as string;

  await page.evaluate((token) => localStorage.setItem('token', token), vendor);
  await page.goto('/vendor-dashboard/payment?kind=REFUND');
  await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await ledger.getByText('A scratched leg').waitFor();
  expect(await ledger.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  const balanceRow = page.getByRole('table', { name: 'Your balances' }).getByRole('row', { name: /USD/ });
  expect(await balanceRow.textContent()).toContain(Number(available).toLocaleString('en-US', { minimumFractionDigits: 2 }));

  await page.evaluate((token) => localStorage.setItem('token', token), admin);
  await page.goto('/vendor-dashboard/payment');
  const form = page.getByRole('form', { name: 'Record a payout' });
  await form.getByLabel('Vendor').selectOption({ label: 'Casa Nova Interiors' });
  await form.getByLabel('Bank reference').fill('E2E-PAYOUT-1');
  await form.getByRole('button', { name: 'Record payout' }).click();
  await form.getByText('Recorded 1 payout.').waitFor();

  await page.evaluate((token) => localStorage.setItem('token', token), vendor);
  await page.goto('/vendor-dashboard/payment');
  await page.getByRole('table', { name: 'Payouts' }).getByText('E2E-PAYOUT-1').waitFor();

  // The month's statement, printable: opening balance, the month's lines, closing balance; on
  // paper without the site's header, the dashboard's sidebar or the page's buttons.
  await page.getByRole('link', { name: 'Monthly statement' }).click();
  await page.getByRole('heading', { name: 'Monthly statement', level: 1 }).waitFor();
  const usd = page.getByRole('table', { name: 'USD' });
  await usd.getByText('A scratched leg').waitFor();
  expect(await usd.getByRole('row', { name: /Opening balance/ }).count()).toBe(1);
  expect(await usd.getByRole('row', { name: /Closing balance/ }).textContent()).toContain('0.00');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [page.getByRole('banner'), page.getByRole('navigation', { name: 'Dashboard' }), page.getByRole('button', { name: 'Print' })]) expect(await hidden.isVisible()).toBe(false);
  expect(await usd.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
});
