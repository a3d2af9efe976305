// Vendors set a property's purpose, rent period, completion, handover date, place and coordinates
// on create and edit (issue 20), over REST and GraphQL: defaults for clients that do not send them,
// fields left out kept on edit, every rule's message, home products, and other stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';

let t: TestApp;
const tokens: Record<'owner' | 'other' | 'homes' | 'admin', string> = {} as never;
const ids: Record<'owner' | 'other' | 'homes', number> = {} as never;
const media: Record<'owner' | 'homes', string> = {} as never;

async function vendorId(storeId: string) {
  return (await t.db.vendor.findUniqueOrThrow({ where: { storeId }, select: { id: true } })).id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ids.owner = await vendorId('skyline-estates'); // Dubai, United Arab Emirates
  ids.other = await vendorId('margalla-realty');
  ids.homes = await vendorId('casa-nova-interiors');
  tokens.owner = await openSession(t.db, ids.owner);
  tokens.other = await openSession(t.db, ids.other);
  tokens.homes = await openSession(t.db, ids.homes);
  tokens.admin = await openSession(t.db, await vendorId('admin'));
  for (const key of ['owner', 'homes'] as const) {
    media[key] = `test-listing-${key}-${Math.random().toString(36).slice(2, 8)}.webp`;
    await t.db.mediaAsset.create({ data: { vendorId: ids[key], fileName: media[key], originalName: `${key}.jpg`, width: 1200, height: 900, bytes: 1000 } });
  }
});
afterAll(() => t?.close());

function rest(method: string, path: string, body: unknown, token?: string) {
  return t.request(`/api${path}`, { method, headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(body) });
}

/** The spec's documented payload only (what an old client sends). */
const property = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  productName: 'Creek View Flat',
  productPrice: '95000',
  productDescription: 'Two bedrooms over the creek.',
  selectedCategory: 'Luxury Apartments',
  selectedImages: [media.owner],
  amenities: ['Balcony'],
  productBeds: 2,
  productBaths: 2,
  propertyArea: 1100,
  ...overrides,
});

const marinaRental = {
  purpose: 'RENT',
  rentPeriod: 'YEAR',
  completionStatus: 'OFF_PLAN',
  handoverDate: '2027-06-30',
  city: 'Dubai',
  neighbourhood: 'Dubai Marina',
  country: 'AE',
  latitude: 25.0805,
  longitude: 55.1403,
};

const columns = { purpose: true, rentPeriod: true, completionStatus: true, handoverDate: true, city: true, neighbourhood: true, countryCode: true, latitude: true, longitude: true, amenities: true, searchText: true } as const;
const stored = (id: number) => t.db.product.findUniqueOrThrow({ where: { id }, select: columns });

async function createRest(body: Record<string, unknown>, token = tokens.owner) {
  const res = await rest('POST', '/createproduct', body, token);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; slug: string; realEstateDetails: Record<string, unknown> | null; amenities: string[] };
}

/** Every rule and its message: [fields sent beside a valid payload, message, field named]. */
const BROKEN_RULES: Array<[Record<string, unknown>, string, string]> = [
  [{ purpose: 'LEASE' }, 'Purpose must be For sale (SALE) or For rent (RENT).', 'purpose'],
  [{ purpose: 'RENT', rentPeriod: 'WEEK' }, 'Rent period must be per month (MONTH) or per year (YEAR).', 'rentPeriod'],
  [{ purpose: 'SALE', rentPeriod: 'MONTH' }, 'A rent period applies only to a property for rent.', 'rentPeriod'],
  [{ completionStatus: 'SOON' }, 'Completion must be Ready (READY) or Off-plan (OFF_PLAN).', 'completionStatus'],
  [{ completionStatus: 'OFF_PLAN' }, 'Handover date is required for an off-plan property.', 'handoverDate'],
  [{ completionStatus: 'OFF_PLAN', handoverDate: '' }, 'Handover date is required for an off-plan property.', 'handoverDate'],
  [{ completionStatus: 'OFF_PLAN', handoverDate: '2027-02-30' }, 'Handover date must be a calendar date like 2027-06-30.', 'handoverDate'],
  [{ completionStatus: 'OFF_PLAN', handoverDate: '30/06/2027' }, 'Handover date must be a calendar date like 2027-06-30.', 'handoverDate'],
  [{ completionStatus: 'OFF_PLAN', handoverDate: '2190-01-01' }, 'Handover date must be between 1990 and 2100.', 'handoverDate'],
  [{ completionStatus: 'READY', handoverDate: '2027-06-30' }, 'A handover date applies only to an off-plan property.', 'handoverDate'],
  [{ city: 'x'.repeat(101) }, 'City can be at most 100 characters.', 'city'],
  [{ neighbourhood: 'x'.repeat(101) }, 'Area/neighbourhood can be at most 100 characters.', 'neighbourhood'],
  [{ country: 'FR' }, 'Country must be one of AE, PK, GB, US.', 'countryCode'],
  [{ latitude: 91, longitude: 55 }, 'Latitude must be a number between -90 and 90.', 'latitude'],
  [{ latitude: 'north', longitude: 55 }, 'Latitude must be a number between -90 and 90.', 'latitude'],
  [{ latitude: 25, longitude: -180.5 }, 'Longitude must be a number between -180 and 180.', 'longitude'],
  [{ latitude: 25 }, 'Latitude and longitude go together: give both or neither.', 'longitude'],
  [{ longitude: 55 }, 'Latitude and longitude go together: give both or neither.', 'latitude'],
];

describe('REST', () => {
  it('create without the new fields: the vendor\'s city and country, SALE, READY, no coordinates', async () => {
    const created = await createRest(property({ productName: 'Plain Old Client Flat' }));
    expect(created.realEstateDetails).toMatchObject({ purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null, city: 'Dubai', neighbourhood: null, country: 'AE', latitude: null, longitude: null });
    expect(created.amenities).toEqual(['Balcony']);
    const rented = await createRest(property({ productName: 'Old Client Rental', amenities: ['Balcony', 'Property for rent'] }));
    expect(rented.realEstateDetails).toMatchObject({ purpose: 'RENT', rentPeriod: 'MONTH', completionStatus: 'READY' });
    expect((await stored(rented.id)).searchText).toContain('dubai for rent');
  });

  it('create with the fields flat in the body; the purpose amenities follow the purpose', async () => {
    const created = await createRest(property({ productName: 'Marina Off-plan Rental', amenities: ['Balcony', 'Property for sales'], ...marinaRental }));
    expect(created.realEstateDetails).toEqual({ productBeds: 2, productBaths: 2, propertyArea: 1100, ...marinaRental });
    expect(created.amenities).toEqual(['Balcony', 'Property for rent']);
    const row = await stored(created.id);
    expect(row).toMatchObject({ purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'OFF_PLAN', countryCode: 'AE', latitude: 25.0805, longitude: 55.1403 });
    expect(row.handoverDate?.toISOString().slice(0, 10)).toBe('2027-06-30');
    expect(row.searchText).toBe('marina off-plan rental luxury apartments skyline estates dubai dubai marina for rent');
    const found = await t.graphql('query ($q: String!) { search(query: $q) { edges { node { slug } } } }', { q: 'dubai marina for rent' });
    expect(found.data.search.edges.map((e: { node: { slug: string } }) => e.node.slug)).toContain(created.slug);
  });

  it('create with the fields inside realEstateDetails as JSON text, every value a text (as forms send)', async () => {
    const body = property({ productName: 'Text Fields Villa', selectedImages: JSON.stringify([media.owner]), amenities: '[]', productBeds: undefined, productBaths: undefined, propertyArea: undefined });
    body.realEstateDetails = JSON.stringify({ productBeds: '5', productBaths: '4', propertyArea: '5200', purpose: 'SALE', completionStatus: 'READY', city: ' Lahore ', neighbourhood: 'DHA  Phase 6', country: 'pk', latitude: '31.4697', longitude: '74.4541' });
    const created = await createRest(body);
    expect(created.realEstateDetails).toEqual({ productBeds: 5, productBaths: 4, propertyArea: 5200, purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null, city: 'Lahore', neighbourhood: 'DHA Phase 6', country: 'PK', latitude: 31.4697, longitude: 74.4541 });
    expect(created.amenities).toEqual(['Property for sales']);
  });

  it('flat fields win over realEstateDetails, like productBeds', async () => {
    const created = await createRest(property({ productName: 'Flat Wins Flat', city: 'Sharjah', realEstateDetails: { city: 'Ajman', neighbourhood: 'Al Nuaimiya' } }));
    expect(created.realEstateDetails).toMatchObject({ city: 'Sharjah', neighbourhood: 'Al Nuaimiya' });
  });

  it('edit without the fields keeps them; explicit empties clear what may be empty; switching to sale drops the rent period', async () => {
    const created = await createRest(property({ productName: 'Keep My Place', ...marinaRental }));
    const kept = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Keep My Place', productPrice: '99000', amenities: ['Balcony', 'Property for rent'] }), tokens.owner);
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.realEstateDetails).toMatchObject(marinaRental);
    expect(kept.json.productPrice).toBe(99000);

    const cleared = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Keep My Place', realEstateDetails: { neighbourhood: '', latitude: null, longitude: null, country: null } }), tokens.owner);
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    expect(cleared.json.realEstateDetails).toMatchObject({ purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'OFF_PLAN', handoverDate: '2027-06-30', city: 'Dubai', neighbourhood: null, country: null, latitude: null, longitude: null });

    const sale = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Keep My Place', amenities: ['Property for rent'], purpose: 'sale', completionStatus: 'READY', handoverDate: null }), tokens.owner);
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    expect(sale.json.realEstateDetails).toMatchObject({ purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null });
    expect(sale.json.amenities).toEqual(['Property for sales']);
    expect(await stored(created.id)).toMatchObject({ purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null });

    // The product answer sent back as it came (rentPeriod null beside a sale, handover null beside READY) changes nothing.
    const echoed = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Keep My Place', amenities: sale.json.amenities, realEstateDetails: sale.json.realEstateDetails }), tokens.owner);
    expect(echoed.status, JSON.stringify(echoed.json)).toBe(200);
    expect(echoed.json.realEstateDetails).toEqual(sale.json.realEstateDetails);
  });

  it('refuses every broken rule with its message and field, on create and on edit, changing nothing', async () => {
    const created = await createRest(property({ productName: 'Rule Checked Flat', ...marinaRental }));
    const before = await stored(created.id);
    const productCount = await t.db.product.count();
    for (const [fields, message, field] of BROKEN_RULES) {
      // Off-plan with no handover only fails where there is none to keep: on create.
      const onCreate = await rest('POST', '/createproduct', property({ productName: 'Never Made', ...fields }), tokens.owner);
      expect(onCreate.status, message).toBe(400);
      expect(onCreate.json).toEqual({ code: 'BAD_USER_INPUT', message, field });
    }
    // On edit, what is left out is kept: the stored handover and the other coordinate make those cases valid.
    const editCases = BROKEN_RULES.filter(([fields, message]) => !(fields.completionStatus === 'OFF_PLAN' && fields.handoverDate === undefined) && !message.startsWith('Latitude and longitude'));
    editCases.push([{ latitude: null }, 'Latitude and longitude go together: give both or neither.', 'latitude']);
    for (const [fields, message, field] of editCases) {
      const onEdit = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Changed Name', purpose: 'RENT', ...fields }), tokens.owner);
      expect(onEdit.status, message).toBe(400);
      expect(onEdit.json).toEqual({ code: 'BAD_USER_INPUT', message, field });
    }
    expect(await t.db.product.count()).toBe(productCount);
    expect(await stored(created.id)).toEqual(before);
  });

  it('home products keep no listing details, whatever is sent (like beds)', async () => {
    const res = await rest('POST', '/createproduct', { productName: 'Rattan Lamp', productPrice: '40', productDescription: 'Woven shade.', selectedCategory: 'Furniture', selectedImages: [media.homes], ...marinaRental, purpose: 'NONSENSE' }, tokens.homes);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.realEstateDetails).toBeNull();
    expect(await stored(res.json.id)).toMatchObject({ purpose: null, rentPeriod: null, completionStatus: null, handoverDate: null, city: null, neighbourhood: null, countryCode: null, latitude: null, longitude: null });
    const edited = await rest('PUT', `/products/${res.json.slug}`, { productName: 'Rattan Lamp', productPrice: '40', productDescription: 'Woven shade.', selectedCategory: 'Furniture', selectedImages: [media.homes], city: 'Lahore', latitude: 31 }, tokens.homes);
    expect(edited.status).toBe(200);
    expect(await stored(res.json.id)).toMatchObject({ city: null, latitude: null });
  });

  it('another store cannot change them: 403 and nothing changes', async () => {
    const created = await createRest(property({ productName: 'Not Yours Flat', ...marinaRental }));
    const before = await stored(created.id);
    const res = await rest('PUT', `/products/${created.slug}`, property({ productName: 'Not Yours Flat', purpose: 'SALE', city: 'Islamabad', latitude: 33.7, longitude: 73.1 }), tokens.other);
    expect(res.status).toBe(403);
    expect(await stored(created.id)).toEqual(before);
  });
});

const PRODUCT_FIELDS = 'slug amenities realEstateDetails { purpose rentPeriod completionStatus handoverDate } location { city neighbourhood countryCode latitude longitude }';
const CREATE = /* GraphQL */ `
  mutation ($input: CreateProductInput!) {
    createProduct(input: $input) {
      __typename
      ... on CreateProductSuccess { product { ${PRODUCT_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { field }
    }
  }`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on UpdateProductSuccess { product { ${PRODUCT_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { field }
    }
  }`;

const gqlInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Jumeirah Townhouse',
  price: '2100000',
  description: 'Three bedrooms near the beach.',
  category: 'Villas',
  images: [media.owner],
  amenities: [],
  beds: 3,
  baths: 3,
  area: 2600,
  ...overrides,
});
const gqlListing = { purpose: 'RENT', rentPeriod: 'MONTH', completionStatus: 'OFF_PLAN', handoverDate: '2028-01-15', city: 'Dubai', neighbourhood: 'Jumeirah Village Circle', countryCode: 'AE', latitude: 25.0622, longitude: 55.2093 };

describe('GraphQL', () => {
  it('createProduct sets them and answers them in realEstateDetails and location; left out: the defaults', async () => {
    const ok = await t.graphql(CREATE, { input: gqlInput(gqlListing) }, bearer(tokens.owner));
    expect(ok.data.createProduct).toMatchObject({
      __typename: 'CreateProductSuccess',
      product: {
        amenities: ['Property for rent'],
        realEstateDetails: { purpose: 'RENT', rentPeriod: 'MONTH', completionStatus: 'OFF_PLAN', handoverDate: '2028-01-15' },
        location: { city: 'Dubai', neighbourhood: 'Jumeirah Village Circle', countryCode: 'AE', latitude: 25.0622, longitude: 55.2093 },
      },
    });
    const plain = await t.graphql(CREATE, { input: gqlInput({ name: 'Default Townhouse' }) }, bearer(tokens.owner));
    expect(plain.data.createProduct.product).toMatchObject({
      amenities: [],
      realEstateDetails: { purpose: 'SALE', rentPeriod: null, completionStatus: 'READY', handoverDate: null },
      location: { city: 'Dubai', neighbourhood: null, countryCode: 'AE', latitude: null, longitude: null },
    });
  });

  it('every broken rule is a ValidationError naming the field', async () => {
    for (const [fields, message, field] of BROKEN_RULES) {
      const { country, ...rest } = fields as Record<string, unknown>;
      const input = gqlInput({ ...rest, ...(country !== undefined ? { countryCode: country } : {}) });
      // GraphQL types purpose, rent period and completion as enums, latitude as Float and the
      // handover as Date: those scalars refuse a wrong shape before the rules (checked below).
      const enumShapes = ['purpose', 'rentPeriod', 'completionStatus'].some((key) => typeof input[key] === 'string' && !['SALE', 'RENT', 'MONTH', 'YEAR', 'READY', 'OFF_PLAN'].includes(input[key] as string));
      if (enumShapes || typeof input.latitude === 'string' || (typeof input.handoverDate === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(input.handoverDate)) || input.handoverDate === '2027-02-30') continue;
      const bad = await t.graphql(CREATE, { input }, bearer(tokens.owner));
      expect(bad.data?.createProduct, message).toEqual({ __typename: 'ValidationError', message, field });
    }
    const badDate = await t.graphql(CREATE, { input: gqlInput({ completionStatus: 'OFF_PLAN', handoverDate: '2027-02-30' }) }, bearer(tokens.owner));
    expect(badDate.errors?.[0].message).toContain('2027-02-30 is not a calendar date.');
    const badEnum = await t.graphql(CREATE, { input: gqlInput({ purpose: 'LEASE' }) }, bearer(tokens.owner));
    expect(badEnum.errors?.[0].message).toContain('LEASE');
  });

  it('updateProduct keeps the fields left out, clears with null, and is refused for another store', async () => {
    const created = await t.graphql(CREATE, { input: gqlInput({ name: 'Edit Me Townhouse', ...gqlListing }) }, bearer(tokens.owner));
    const slug = created.data.createProduct.product.slug;
    const kept = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Edit Me Townhouse', amenities: ['Property for rent'] }), slug } }, bearer(tokens.owner));
    expect(kept.data.updateProduct.product).toMatchObject({
      realEstateDetails: { purpose: 'RENT', rentPeriod: 'MONTH', completionStatus: 'OFF_PLAN', handoverDate: '2028-01-15' },
      location: { city: 'Dubai', neighbourhood: 'Jumeirah Village Circle', countryCode: 'AE', latitude: 25.0622, longitude: 55.2093 },
    });
    const cleared = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Edit Me Townhouse', city: null, neighbourhood: null, latitude: null, longitude: null, completionStatus: 'READY', handoverDate: null, rentPeriod: 'YEAR' }), slug } }, bearer(tokens.owner));
    expect(cleared.data.updateProduct.product).toMatchObject({
      realEstateDetails: { purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'READY', handoverDate: null },
      location: { city: null, neighbourhood: null, countryCode: 'AE', latitude: null, longitude: null },
    });
    const before = await t.db.product.findUniqueOrThrow({ where: { slug }, select: columns });
    const foreign = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Edit Me Townhouse', purpose: 'SALE', city: 'Islamabad' }), slug } }, bearer(tokens.other));
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.product.findUniqueOrThrow({ where: { slug }, select: columns })).toEqual(before);
    // The admin moderates: it may change them.
    const admin = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Edit Me Townhouse', neighbourhood: 'Al Barsha' }), slug } }, bearer(tokens.admin));
    expect(admin.data.updateProduct.product.location.neighbourhood).toBe('Al Barsha');
  });

  it('home products ignore them (like beds): no details, no location', async () => {
    const res = await t.graphql(CREATE, { input: { name: 'Linen Cushion', price: '25', description: 'Washed linen.', category: 'Furniture', images: [media.homes], ...gqlListing } }, bearer(tokens.homes));
    expect(res.data.createProduct).toMatchObject({ __typename: 'CreateProductSuccess', product: { realEstateDetails: null, location: null, amenities: [] } });
  });
});
