// The admin's money settings in Chromium (issue 36 follow-up): on the Payment page the admin sets
// a vendor's commission override (the history lists it beside the defaults), is told why a bad
// rate is refused, saves the holding and bank-transfer days, and records a manual adjustment with
// its reason, which the vendor's ledger then shows. The page fits 390 px and 1366 px. The admin
// then picks a vendor and pages through its ledger (50 lines a page), the filters and the page in the URL.
import { expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';
import { sidewaysOverflow } from './helpers/sideways-overflow.ts';

const e2e = useE2eSuite();

async function api(path: string, token: string) {
  const res = await fetch(`${e2e.server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

async function post(path: string, token: string, body: unknown) {
  const res = await fetch(`${e2e.server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

/** A store's database id, from its public details. */
async function vendorId(storeId: string): Promise<number> {
  const res = await fetch(`${e2e.server.baseUrl}/api/vendor-details/${storeId}`);
  return ((await res.json()) as { id: number }).id;
}

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */

it('sets a commission override, the day-settings and an adjustment from the Payment page', async () => {
  const [admin, vendor] = await Promise.all([e2e.tokenFor('admin@marketplace.test'), e2e.tokenFor('homes@marketplace.test')]);
  const { page } = await e2e.openSignedIn(admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vendor-dashboard/payment');
  const rateForm = page.getByRole('form', { name: 'Set a commission rate' });
  await rateForm.waitFor();
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page)).toBe(0);

  await rateForm.getByLabel('Applies to').selectOption({ label: 'Casa Nova Interiors only' });
  await rateForm.getByLabel('Commission (%)').fill('101');
  await rateForm.getByRole('button', { name: 'Save rate' }).click();
  await rateForm.getByText('The commission must be a percentage from 0 to 100', { exact: false }).waitFor();
  await rateForm.getByLabel('Commission (%)').fill('7.5');
  await rateForm.getByLabel('Valid from (empty: now)').fill('2099-01-01');
  await rateForm.getByRole('button', { name: 'Save rate' }).click();
  await rateForm.getByText('The rate is saved.').waitFor();
  const history = page.getByRole('table', { name: 'Commission rates' });
  await history.getByRole('row', { name: /2099-01-01.*Casa Nova Interiors.*7\.5/ }).waitFor();
  const rates = await api('/api/money/commission-rates', admin);
  expect(JSON.stringify(rates)).toContain('2099-01-01');

  const settings = page.getByRole('form', { name: 'Payment settings' });
  await settings.getByLabel('Holding days after delivery').fill('3');
  await settings.getByLabel('Days to pay by bank transfer').fill('5');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.getByText('The payment settings are saved.').waitFor();
  expect(await api('/api/money/settings', admin)).toMatchObject({ holding_days: 3, bank_transfer_days: 5 });

  const adjust = page.getByRole('form', { name: 'Adjust a balance' });
  await adjust.getByRole('button', { name: 'Record adjustment' }).click();
  await adjust.getByText('Please pick the vendor').waitFor();
  await adjust.getByLabel('Vendor').selectOption({ label: 'Casa Nova Interiors' });
  await adjust.getByLabel('Currency').selectOption('AED');
  await adjust.getByLabel('Amount (negative takes money away)').fill('12.50');
  await adjust.getByLabel('Reason').fill('Goodwill for a late photo shoot');
  await adjust.getByRole('button', { name: 'Record adjustment' }).click();
  await adjust.getByText('The adjustment is recorded.').waitFor();
  expect(JSON.stringify(await api('/api/money/ledger?kind=ADJUSTMENT', vendor))).toContain('Goodwill for a late photo shoot');

  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await sidewaysOverflow(page)).toBe(0);
});

it("shows a picked vendor's ledger a page at a time, with the filters and the page in the URL", async () => {
  const admin = await e2e.tokenFor('admin@marketplace.test');
  // 51 adjustments: one more than a page.
  const casaNova = await vendorId('casa-nova-interiors');
  for (let i = 1; i <= 51; i += 1) await post('/api/money/adjustments', admin, { vendor_id: casaNova, currency: 'PKR', amount: '1.00', reason: `Paging line ${i}` });
  const { page } = await e2e.openSignedIn(admin);
  await page.goto('/vendor-dashboard/payment');
  await page.getByLabel('Show the money of').selectOption({ label: 'Casa Nova Interiors' });
  await page.waitForURL(/vendor=/);
  await page.getByRole('row', { name: /Paging line 51/ }).waitFor(); // the newest first
  await page.getByRole('group', { name: 'Ledger filters' }).getByLabel('Currency').selectOption('PKR');
  await page.waitForURL(/currency=PKR/);
  const pager = page.getByRole('navigation', { name: 'Ledger pages' });
  await pager.getByText('Lines 1–50 of 51').waitFor();
  expect(await page.getByRole('table', { name: 'Ledger' }).getByRole('row').count()).toBe(51); // the header and 50 lines
  await pager.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);
  await pager.getByText('Lines 51–51 of 51').waitFor();
  await page.getByRole('row', { name: /Paging line 1\b/ }).waitFor();
  expect(page.url()).toMatch(/vendor=.*currency=PKR|currency=PKR.*vendor=/);
});
