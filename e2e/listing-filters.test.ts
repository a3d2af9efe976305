// Issue 20: a listing page's filters, sort and counts live in the URL. Chosen in real Chromium,
// compared with what the API answers for the same filter, reloaded (the server renders the
// filtered list), walked back, and used on a phone through the Filters sheet.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

async function graphql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${e2e.server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Listing {
  totalCount: number;
  names: string[];
  areasSqft: number[];
}

/** What the API lists for a filter and sort: the count and the first page's names. */
async function listing(filter: Record<string, unknown>, sort = 'NEWEST'): Promise<Listing> {
  const data = await graphql<{ products: { totalCount: number; edges: { node: { name: string; realEstateDetails: { areaSqft: number } | null } }[] } }>(
    `query ($filter: ProductFilter!, $sort: ProductSort!) { products(first: 12, filter: $filter, sort: $sort) { totalCount edges { node { name realEstateDetails { areaSqft } } } } }`,
    { filter, sort },
  );
  return { totalCount: data.products.totalCount, names: data.products.edges.map((e) => e.node.name), areasSqft: data.products.edges.map((e) => e.node.realEstateDetails?.areaSqft ?? 0) };
}

async function facets(filter: Record<string, unknown>) {
  const data = await graphql<{ products: { facets: Record<string, { value: string; label: string; count: number }[]> } }>(
    `query ($filter: ProductFilter!) { products(first: 1, filter: $filter) { facets { purposes { value label count } cities { value label count } vendors { value label count } ratings { value label count } beds { value label count } } } }`,
    { filter },
  );
  return data.products.facets;
}

const resultsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'result' : 'results'}`;
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const resultCount = (page: Page) => page.getByTestId('result-count');
const cardNames = (page: Page) => page.getByTestId('listing-results').locator('article h3, article h2');

/** Waits until the listing shows `expected` (the count and the first card) and no load is pending. */
async function expectListing(page: Page, expected: Listing) {
  await expect.poll(() => resultCount(page).textContent(), { timeout: 15_000 }).toBe(resultsText(expected.totalCount));
  await expect.poll(() => page.getByTestId('listing-results').getAttribute('aria-busy')).toBe('false');
  if (expected.names.length) await expect.poll(() => cardNames(page).first().textContent()).toBe(expected.names[0]);
}

/** Picks an option of a radix select (its code loads after the first render). */
async function choose(scope: Locator | Page, page: Page, label: string, option: RegExp) {
  const trigger = scope.getByRole('combobox', { name: label });
  await expect.poll(() => trigger.isEnabled()).toBe(true);
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

const urlParams = (page: Page) => new URL(page.url()).searchParams;

describe('listing filters on /real-estate', () => {
  it('filters by purpose, beds, city and an AED price range, in the URL; reload and back keep them; sorts and switches units', async () => {
    const base = { catalogue: 'REAL_ESTATE' };
    const rentFacets = await facets({ ...base, purpose: 'RENT', minBeds: 1 });
    const city = [...rentFacets.cities].sort((a, b) => b.count - a.count)[0];
    expect(city.count).toBeGreaterThan(1);
    const chosen = { ...base, purpose: 'RENT', minBeds: 1, city: city.value };
    const prices = await graphql<{ products: { edges: { node: { price: { amount: string } } }[] } }>(
      `query ($filter: ProductFilter!) { products(first: 50, filter: $filter, sort: PRICE_ASC) { edges { node { price(currency: AED) { amount } } } } }`,
      { filter: chosen },
    );
    const amounts = prices.products.edges.map((e) => Number(e.node.price.amount));
    const [minPrice, maxPrice] = [Math.floor(amounts[0]), Math.ceil(amounts[Math.floor((amounts.length - 1) / 2)])];
    const priced = await listing({ ...chosen, currency: 'AED', minPrice, maxPrice });
    expect(priced.totalCount).toBeGreaterThan(0);
    expect(priced.totalCount).toBeLessThanOrEqual(city.count);

    const page = await e2e.open('/real-estate');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expectListing(page, await listing(base));

    // Each option shows its count for the current filters.
    const saleCount = (await facets(base)).purposes.find((p) => p.value === 'RENT')!.count;
    await sidebar.getByRole('radio', { name: `For rent (${saleCount})` }).check();
    await expect.poll(() => urlParams(page).get('purpose')).toBe('rent');
    await expectListing(page, await listing({ ...base, purpose: 'RENT' }));

    const bedsCount = (await facets({ ...base, purpose: 'RENT' })).beds.find((b) => b.value === '1')!.count;
    await sidebar.getByRole('group', { name: 'Beds' }).getByRole('radio', { name: `1+ (${bedsCount})` }).check();
    await expectListing(page, await listing({ ...base, purpose: 'RENT', minBeds: 1 }));

    await choose(sidebar, page, 'City', new RegExp(`^${city.label} \\(${city.count}\\)`));
    await expect.poll(() => urlParams(page).get('city')).toBe(city.value);
    const cityListing = await listing(chosen);
    await expectListing(page, cityListing);

    // The price range is typed in the currency chosen beside it (the URL says which).
    await choose(sidebar, page, 'Currency', /^AED$/);
    await expect.poll(() => urlParams(page).get('currency')).toBe('AED');
    await sidebar.getByLabel('Min price (AED)').fill(String(minPrice));
    await sidebar.getByLabel('Max price (AED)').fill(String(maxPrice));
    await sidebar.getByRole('form', { name: 'Price range' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => urlParams(page).get('price_max')).toBe(String(maxPrice));
    await expectListing(page, priced);
    const params = urlParams(page);
    expect(Object.fromEntries(params)).toMatchObject({ purpose: 'rent', city: city.value, beds: '1', price_min: String(minPrice), price_max: String(maxPrice), currency: 'AED' });
    // Chips of the chosen filters, and a Filters count on the (mobile) button.
    await expect.poll(() => page.getByRole('list', { name: 'Chosen filters' }).getByRole('button').allTextContents()).toEqual([
      'For rent ×',
      `${city.label} ×`,
      '1+ beds ×',
      `AED ${minPrice.toLocaleString('en-US')} – AED ${maxPrice.toLocaleString('en-US')} ×`,
      'Clear all',
    ]);

    // Reload: the same filters and results, and the server's HTML already holds them.
    const filteredUrl = page.url();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/graphql')) asked.push(request.url());
    });
    await page.reload();
    await expectListing(page, priced);
    // Hydrated from the server's records: no query asked again.
    expect(asked).toEqual([]);
    await expect.poll(() => sidebar.getByRole('radio', { name: /^For rent/ }).isChecked()).toBe(true);
    const html = await (await fetch(filteredUrl, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(resultsText(priced.totalCount));
    expect(html).toContain(`>${escaped(priced.names[0])}</h3>`);

    // Back: the state before the price range (AED chosen, no range).
    await page.goBack();
    await expect.poll(() => urlParams(page).has('price_min')).toBe(false);
    expect(urlParams(page).get('currency')).toBe('AED');
    await expectListing(page, cityListing);
    await page.goForward();
    await expectListing(page, priced);

    // Sort by price per sqft; remove the price chip to see more.
    await page.getByRole('button', { name: /^Remove filter: AED/ }).click();
    await expectListing(page, cityListing);
    await choose(page, page, 'Sort by', /^Price per sq ft: low to high$/);
    await expect.poll(() => urlParams(page).get('sort')).toBe('price-per-sqft-asc');
    const bySqft = await listing(chosen, 'PRICE_PER_SQFT_ASC');
    await expectListing(page, bySqft);
    await expect.poll(() => page.getByTestId('card-price-per-area').first().textContent()).toMatch(/^ · AED [\d,]+\.\d{2}\/sq ft$/);

    // The sqm switch shows areas (and prices per area) in square metres.
    await expect.poll(() => page.getByTestId('card-facts').first().textContent()).toContain(`${bySqft.areasSqft[0].toLocaleString('en-US')} SQFT`);
    await sidebar.getByRole('group', { name: 'Unit' }).getByRole('radio', { name: 'sq m' }).check();
    await expect.poll(() => urlParams(page).get('unit')).toBe('sqm');
    await expect.poll(() => page.getByTestId('card-facts').first().textContent(), { timeout: 15_000 }).toContain(`${Math.round(bySqft.areasSqft[0] / 10.7639).toLocaleString('en-US')} SQM`);
    await expect.poll(() => page.getByTestId('card-price-per-area').first().textContent()).toMatch(/\/sq m$/);

    // Clear all keeps the sort and the units.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => urlParams(page).has('city')).toBe(false);
    expect(Object.fromEntries(urlParams(page))).toEqual({ currency: 'AED', unit: 'sqm', sort: 'price-per-sqft-asc' });
    await expectListing(page, await listing(base, 'PRICE_PER_SQFT_ASC'));
  });
});

describe('a filter change', () => {
  it('keeps the previous results on screen (dimmed) while the next load, and asks only for the listings', async () => {
    const base = { catalogue: 'REAL_ESTATE' };
    const page = await e2e.open('/real-estate');
    const before = await listing(base);
    await expectListing(page, before);
    const asked: string[] = [];
    await page.route('**/graphql**', async (route) => {
      asked.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: exactly('For sale') }).check();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // The choice shows at once; the old cards stay, dimmed, until the new ones arrive.
    await expect.poll(() => page.getByTestId('listing-results').getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: exactly('For sale') }).isChecked()).toBe(true);
    expect(await cardNames(page).first().textContent()).toBe(before.names[0]);
    expect(await resultCount(page).textContent()).toBe(resultsText(before.totalCount));
    await expectListing(page, await listing({ ...base, purpose: 'SALE' }));
    // The sliders and vendors above were not asked for again, and the page kept its place.
    expect(asked).toHaveLength(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

describe('listing filters on /home-products and /search', () => {
  it('filters home products by vendor and minimum rating', async () => {
    const base = { catalogue: 'HOME_PRODUCTS' };
    const vendor = [...(await facets(base)).vendors].sort((a, b) => b.count - a.count)[0];
    const page = await e2e.open('/home-products');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expectListing(page, await listing(base));
    await choose(sidebar, page, 'Vendor', new RegExp(`^${vendor.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${vendor.count}\\)`));
    await expect.poll(() => urlParams(page).get('vendor')).toBe(vendor.value);
    await expectListing(page, await listing({ ...base, vendorStoreId: vendor.value }));

    const rating = (await facets({ ...base, vendorStoreId: vendor.value })).ratings.find((r) => r.value === '1')!;
    await sidebar.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: `${rating.label} (${rating.count})` }).check();
    await expect.poll(() => urlParams(page).get('rating')).toBe('1');
    await expectListing(page, await listing({ ...base, vendorStoreId: vendor.value, minRating: 1 }));
  });

  it('applies filters to search results, with a catalogue switch whose facets follow', async () => {
    const page = await e2e.open('/search?q=villa');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search Results for: "villa"');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expectListing(page, await listing({ search: 'villa' }, 'RELEVANCE'));
    expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toContain('Relevance');

    await sidebar.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Properties' }).check();
    await expect.poll(() => urlParams(page).get('catalogue')).toBe('properties');
    const properties = { search: 'villa', catalogue: 'REAL_ESTATE' };
    await expectListing(page, await listing(properties, 'RELEVANCE'));
    // Property filters follow the switch; home products' do not.
    await expect.poll(() => sidebar.getByRole('group', { name: 'Purpose' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('combobox', { name: 'Vendor' }).count()).toBe(0);

    const sale = (await facets(properties)).purposes.find((p) => p.value === 'SALE')!;
    await sidebar.getByRole('radio', { name: `For sale (${sale.count})` }).check();
    await expect.poll(() => urlParams(page).get('purpose')).toBe('sale');
    expect(urlParams(page).get('q')).toBe('villa');
    await expectListing(page, await listing({ ...properties, purpose: 'SALE' }, 'RELEVANCE'));
  });
});

describe('a category page', () => {
  it('renders its filtered list on the server from the URL and filters in the browser', async () => {
    const scope = { categorySlug: 'residential' };
    const bedsThree = await listing({ ...scope, minBeds: 3 });
    expect(bedsThree.totalCount).toBeGreaterThan(0);
    const html = await (await fetch(`${e2e.server.baseUrl}/category/Residential?beds=3`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(resultsText(bedsThree.totalCount));
    expect(html).toContain(`>${escaped(bedsThree.names[0])}</h3>`);

    const page = await e2e.open('/category/Residential?beds=3');
    await expectListing(page, bedsThree);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    // A category page is one category already: no category filter.
    expect(await sidebar.getByRole('combobox', { name: 'Category' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove filter: 3+ beds' }).click();
    await expect.poll(() => urlParams(page).has('beds')).toBe(false);
    await expectListing(page, await listing(scope));
  });
});

describe('listing filters on a phone', () => {
  it('opens the Filters sheet, applies a filter, shows the results, and nothing overflows', async () => {
    const base = { catalogue: 'REAL_ESTATE' };
    const page = await e2e.open('/real-estate', { width: 390, height: 844 });
    await expectListing(page, await listing(base));
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth === window.innerWidth);
    expect(await noOverflow()).toBe(true);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('radio', { name: exactly('For rent') }).check();
    const rent = await listing({ ...base, purpose: 'RENT' });
    await expect.poll(() => sheet.getByRole('button', { name: /^Show \d/ }).textContent(), { timeout: 15_000 }).toBe(`Show ${resultsText(rent.totalCount)}`);
    await sheet.getByRole('button', { name: /^Show \d/ }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expectListing(page, rent);
    expect(await page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    expect(await noOverflow()).toBe(true);
  });
});

describe('what a property listing says', () => {
  const fields = 'name path realEstateDetails { rentPeriod handoverDate pricePerArea(currency: USD, unit: SQFT) { formatted } } location { label city neighbourhood countryCode latitude longitude }';
  const first = async (filter: string) => (await graphql<{ products: { edges: { node: any }[] } }>(`{ products(first: 1, filter: { catalogue: REAL_ESTATE, ${filter} }) { edges { node { ${fields} } } } }`)).products.edges[0]?.node;
  const quarter = (iso: string) => `Q${Math.ceil(Number(iso.slice(5, 7)) / 3)} ${iso.slice(0, 4)}`;
  const cardOf = (page: Page, name: string) => page.getByTestId('listing-results').locator('article').filter({ hasText: name }).first();

  it('a card and the property page show purpose, rent period, completion, place and price per area; the JSON-LD places it', async () => {
    const [rental, offPlan] = [await first('purpose: RENT'), await first('completionStatus: OFF_PLAN')];
    expect(rental, 'the demo data has a property for rent').toBeTruthy();
    expect(offPlan, 'the demo data has an off-plan property').toBeTruthy();
    const suffix = rental.realEstateDetails.rentPeriod === 'YEAR' ? '/year' : '/month';
    const handover = `Off-plan · Handover ${quarter(offPlan.realEstateDetails.handoverDate)}`;

    const page = await e2e.open('/real-estate?purpose=rent');
    const card = cardOf(page, rental.name);
    await expect.poll(() => card.textContent()).toContain('For rent');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(suffix);
    expect(text).toContain(rental.location.label);
    expect(text).toContain(`${rental.realEstateDetails.pricePerArea.formatted}/sq ft`);
    await page.goto('/real-estate?completion=off-plan');
    await expect.poll(() => cardOf(page, offPlan.name).textContent()).toContain(handover);

    await page.goto(rental.path);
    await expect.poll(() => page.getByTestId('property-purpose').textContent()).toBe('For rent');
    expect(await page.getByTestId('property-location').textContent()).toBe(rental.location.label);
    expect(await page.getByTestId('product-price').textContent()).toContain(suffix);
    expect(await page.getByTestId('property-price-per-area').textContent()).toContain(`${rental.realEstateDetails.pricePerArea.formatted} per sq ft`);
    // The price per area follows the page's currency.
    await choose(page, page, 'Currency', /^AED$/);
    await expect.poll(() => page.getByTestId('property-price-per-area').textContent()).toMatch(/^AED [\d,]+\.\d{2} per sq ft · AED [\d,]+\.\d{2} per sq m$/);

    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => [JSON.parse(t)].flat());
    const listingNode = nodes.find((n) => n['@type'] === 'RealEstateListing');
    const { city, neighbourhood, countryCode, latitude, longitude } = rental.location;
    expect(listingNode.offers.itemOffered.address).toEqual({ '@type': 'PostalAddress', addressLocality: city, ...(neighbourhood ? { addressRegion: neighbourhood } : {}), addressCountry: countryCode });
    expect(listingNode.offers.itemOffered.geo).toEqual({ '@type': 'GeoCoordinates', latitude, longitude });

    await page.goto(offPlan.path);
    await expect.poll(() => page.getByTestId('property-completion').textContent()).toBe(handover);
  });
});

describe("a listing's select", () => {
  // Select.tsx mounts radix only on the first press (the page's load renders a plain trigger):
  // that first press must behave as radix's own trigger does, from the keyboard too.
  it('opens from the keyboard on its first press, chooses with Enter and gives the focus back to its trigger', async () => {
    const page = await e2e.open('/real-estate');
    const trigger = page.getByRole('combobox', { name: 'Sort by' });
    expect(await trigger.textContent()).toContain('Newest');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const newest = page.getByRole('option', { name: 'Newest' });
    await expect.poll(() => newest.isVisible()).toBe(true);
    // radix hides the rest of the page from assistive technology while its list is open.
    expect(await page.locator('button[aria-label="Sort by"]').getAttribute('aria-expanded')).toBe('true');
    // The chosen option has the focus; the next one down is "Price: low to high".
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Newest');
    await page.keyboard.press('ArrowDown');
    // Enter chooses the option that has the focus: wait until the arrow has moved it (on a busy
    // machine the key can land before radix has moved the focus, and Enter then chose Newest again).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Price: low to high');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page).get('sort')).toBe('price-asc');
    await expectListing(page, await listing({ catalogue: 'REAL_ESTATE' }, 'PRICE_ASC'));
    // Chosen once: the list stays closed (it once mounted again, open, when radix's code arrived late).
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sort by');
    expect(await trigger.textContent()).toContain('Price: low to high');
  });
});
