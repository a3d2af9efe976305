// A Real Estate vendor sets a property's listing details in the dashboard form (issue 20): purpose
// and rent period, completion and handover, place and coordinates, with the shared rules' messages.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

async function uploadByApi(token: string): Promise<void> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6f8f' } }).png().toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'listing-photo.png');
  const res = await fetch(`${e2e.server.baseUrl}/api/uploadImages`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The product as the public GraphQL API answers it (the property page does not show these yet). */
async function publicListing(slug: string) {
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($slug: String!) { product(slug: $slug) { amenities realEstateDetails { purpose rentPeriod completionStatus handoverDate } location { city neighbourhood countryCode latitude longitude } } }',
      variables: { slug },
    }),
  });
  return ((await res.json()) as { data: { product: Record<string, unknown> } }).data.product;
}

/** The messages shown beside the fields, in the form's order. */
const fieldErrors = (page: Page) => page.locator('form [id$="-error"]').allTextContents();
/** A choice of the listing details (the category list has an 'Off-plan' too). */
const radio = (page: Page, name: string) => page.getByRole('group', { name: 'Listing details' }).getByRole('radio', { name, exact: true });

describe('listing details in the product form', () => {
  it('a property for rent, off-plan, with a place and coordinates: rules, storefront, edit', async () => {
    const token = await e2e.tokenFor('vendor@marketplace.test');
    await uploadByApi(token);
    const { page } = await e2e.openSignedIn(token);
    await page.goto('/vendor-dashboard/products/create');
    await page.getByRole('heading', { name: 'Add New Product', level: 1 }).waitFor();

    // A new property starts for sale, ready, where the store is (Dubai, United Arab Emirates).
    const details = page.getByRole('group', { name: 'Listing details' });
    expect(await radio(page, 'For sale').isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Property for sales' }).isChecked()).toBe(true);
    expect(await radio(page, 'Ready').isChecked()).toBe(true);
    expect(await details.getByLabel('Handover date').count()).toBe(0);
    expect(await details.getByLabel('Per month').count()).toBe(0);
    expect(await details.getByLabel('City', { exact: true }).inputValue()).toBe('Dubai');
    expect(await details.getByLabel('Country').inputValue()).toBe('AE');
    await details.getByText('right-click the place in Google Maps').waitFor();

    await page.getByLabel('Product Name').fill('E2E Business Bay Rental');
    await page.getByLabel('Product Price').fill('180000');
    await page.getByLabel('Product Description').fill('Two bedrooms on the canal, handed over next year.');
    await page.getByRole('radio', { name: 'Villas' }).check();
    await page.getByRole('button', { name: 'Add Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Images' });
    await dialog.getByRole('button', { name: /^listing-photo\.png/ }).first().click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Number of Beds').fill('2');
    await page.getByLabel('Number of Baths').fill('2');
    await page.getByLabel('Area (sqft)').fill('1250');

    // For rent: the rent period appears and the purpose amenities follow.
    await radio(page, 'For rent').check();
    expect(await page.getByRole('checkbox', { name: 'Property for rent' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Property for sales' }).isChecked()).toBe(false);
    expect(await radio(page, 'Per month').isChecked()).toBe(true);
    await radio(page, 'Per year').check();
    await radio(page, 'Off-plan').check();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.locator('form [id$="-error"]').first().waitFor();
    expect(await fieldErrors(page)).toEqual(['Handover date is required for an off-plan property.']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    await details.getByLabel('Handover date').fill('2027-09-30');

    await details.getByLabel('Area / neighbourhood').fill('Business Bay');
    // What Google Maps copies, pasted into Latitude, fills both.
    await details.getByLabel('Latitude').fill('25.1857, 55.2721');
    expect(await details.getByLabel('Latitude').inputValue()).toBe('25.1857');
    expect(await details.getByLabel('Longitude').inputValue()).toBe('55.2721');
    await details.getByLabel('Latitude').fill('95');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(['Latitude must be a number between -90 and 90.']);
    await details.getByLabel('Latitude').fill('25.1857');
    await details.getByLabel('Longitude').fill('');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(['Latitude and longitude go together: give both or neither.']);
    await details.getByLabel('Longitude').fill('55.2721');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await page.waitForURL((url) => url.pathname === '/vendor-dashboard/products');
    await page.getByRole('heading', { name: 'E2E Business Bay Rental' }).waitFor();
    const storefront = (await e2e.openSignedIn(null)).page;
    await storefront.goto('/products/real-estate/e2e-business-bay-rental');
    await storefront.getByRole('heading', { name: 'E2E Business Bay Rental' }).waitFor();
    expect(await publicListing('e2e-business-bay-rental')).toEqual({
      amenities: ['Property for rent'],
      realEstateDetails: { purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'OFF_PLAN', handoverDate: '2027-09-30' },
      location: { city: 'Dubai', neighbourhood: 'Business Bay', countryCode: 'AE', latitude: 25.1857, longitude: 55.2721 },
    });

    // Edit: prefilled; ready now, so the handover date goes.
    await page.getByRole('link', { name: 'Edit E2E Business Bay Rental' }).click();
    await page.getByRole('heading', { name: 'Edit Product', level: 1 }).waitFor();
    expect(await radio(page, 'For rent').isChecked()).toBe(true);
    expect(await radio(page, 'Per year').isChecked()).toBe(true);
    expect(await radio(page, 'Off-plan').isChecked()).toBe(true);
    expect(await details.getByLabel('Handover date').inputValue()).toBe('2027-09-30');
    expect(await details.getByLabel('Area / neighbourhood').inputValue()).toBe('Business Bay');
    expect(await details.getByLabel('Latitude').inputValue()).toBe('25.1857');
    await radio(page, 'Ready').check();
    expect(await details.getByLabel('Handover date').count()).toBe(0);
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByRole('status').filter({ hasText: 'Product has been updated successfully.' }).waitFor();
    expect(await publicListing('e2e-business-bay-rental')).toMatchObject({
      realEstateDetails: { purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'READY', handoverDate: null },
      location: { city: 'Dubai', neighbourhood: 'Business Bay', latitude: 25.1857, longitude: 55.2721 },
    });
  });
});
