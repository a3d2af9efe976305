// Products in the vendor dashboard: create, edit, delete and list over REST and GraphQL, the
// rules of docs/spec/vendor-admin.md §5, and who may do what (the permission matrix).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer } from '../helpers/auth.ts';
import { openSession } from '../../src/domain/auth/sessions.ts';
import { CREATE, DELETE, MY_PRODUCTS, UPDATE } from './dashboard-products-documents.ts';

let t: TestApp;
const tokens: Record<'owner' | 'other' | 'homes' | 'admin' | 'revoked', string> = {} as never;
const ids: Record<'owner' | 'other' | 'homes', number> = {} as never;
/** Media file names each vendor owns, added by the test beside the seeded library (known names, known owners). */
const media: Record<'owner' | 'other' | 'homes', string[]> = { owner: [], other: [], homes: [] };

async function vendorId(storeId: string) {
  return (await t.db.vendor.findUniqueOrThrow({ where: { storeId }, select: { id: true } })).id;
}

async function addMedia(key: 'owner' | 'other' | 'homes', count: number) {
  for (let i = 0; i < count; i++) {
    const fileName = `test-${key}-${i}-${Math.random().toString(36).slice(2, 8)}.webp`;
    await t.db.mediaAsset.create({ data: { vendorId: ids[key], fileName, originalName: `${key}-${i}.jpg`, width: 1200, height: 900, bytes: 1000 } });
    media[key].push(fileName);
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ids.owner = await vendorId('skyline-estates');
  ids.other = await vendorId('margalla-realty');
  ids.homes = await vendorId('casa-nova-interiors');
  tokens.owner = await openSession(t.db, ids.owner);
  tokens.other = await openSession(t.db, ids.other);
  tokens.homes = await openSession(t.db, ids.homes);
  tokens.admin = await openSession(t.db, await vendorId('admin'));
  tokens.revoked = await openSession(t.db, await vendorId('quickfix-supplies'));
  await addMedia('owner', 3);
  await addMedia('other', 1);
  await addMedia('homes', 2);
});
afterAll(() => t?.close());

function rest(method: string, path: string, body?: unknown, token?: string) {
  return t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const property = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Sunny Garden Villa',
  productPrice: '450000',
  discountedPrice: '',
  productDescription: 'Four bedrooms around a quiet garden.',
  selectedCategory: 'Villas',
  selectedImages: [media.owner[0], media.owner[1]],
  amenities: ['Security', 'Balcony'],
  productBeds: 4,
  productBaths: 3,
  propertyArea: 2400,
  ...overrides,
});

const homeProduct = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Walnut Side Table',
  productPrice: '129.99',
  discountedPrice: '99.5',
  productDescription: 'Solid walnut, oiled finish.',
  selectedCategory: 'Furniture',
  selectedImages: JSON.stringify([media.homes[0]]),
  ...overrides,
});

async function createAs(token: string, body: Record<string, unknown>) {
  const res = await rest('POST', '/createproduct', body, token);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; slug: string };
}

describe('REST: create', () => {
  it('answers 401 with the spec text without a token', async () => {
    const res = await rest('POST', '/createproduct', property());
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('User is not authenticated. Token is missing.');
  });

  it('creates a property in the REST shape, with a slug from the name, findable on the storefront at once', async () => {
    const res = await rest('POST', '/createproduct', property({ productName: 'Sunny Garden Villa #1' }), tokens.owner);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: 'sunny-garden-villa-1',
      productName: 'Sunny Garden Villa #1',
      productPrice: 450000,
      discountedPrice: null,
      mainCategory: 'Real Estate',
      selectedCategory: 'Villas',
      featureImage: media.owner[0],
      selectedImages: [media.owner[0], media.owner[1]],
      amenities: ['Balcony', 'Security'],
      realEstateDetails: { productBeds: 4, productBaths: 3, propertyArea: 2400 },
      numberOfReviews: 0,
      product_status: 1,
      storeId: 'skyline-estates',
    });
    const bySlug = await t.request('/api/products/slug/sunny-garden-villa-1');
    expect(bySlug.json.productName).toBe('Sunny Garden Villa #1');
    const searchText = (await t.db.product.findUniqueOrThrow({ where: { id: res.json.id } })).searchText;
    expect(searchText).toContain('sunny garden villa');
    expect(searchText).toContain('villas');
    const found = await t.graphql('query ($q: String!) { search(query: $q) { edges { node { slug } } } }', { q: 'sunny garden villa' });
    expect(found.data.search.edges.map((e: { node: { slug: string } }) => e.node.slug)).toContain('sunny-garden-villa-1');
  });

  it('keeps slugs unique with -2, -3', async () => {
    const first = await createAs(tokens.owner, property({ productName: 'Twin Towers Loft' }));
    const second = await createAs(tokens.owner, property({ productName: 'Twin  Towers Loft!' }));
    const third = await createAs(tokens.owner, property({ productName: 'twin towers loft' }));
    expect([first.slug, second.slug, third.slug]).toEqual(['twin-towers-loft', 'twin-towers-loft-2', 'twin-towers-loft-3']);
  });

  it('creates a home product with images as JSON text and keeps no property details', async () => {
    const res = await rest('POST', '/createproduct', homeProduct({ amenities: ['Balcony'], productBeds: 3 }), tokens.homes);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mainCategory: 'Home Products', productPrice: 129.99, discountedPrice: 99.5, selectedImages: [media.homes[0]], amenities: [], realEstateDetails: null, storeId: 'casa-nova-interiors' });
  });

  it('refuses missing fields with the spec messages, in the form order', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ productName: '  ' }, 'Product name is required.', 'name'],
      [{ productPrice: '' }, 'Product price is required.', 'price'],
      [{ productDescription: '' }, 'Product description is required.', 'description'],
      [{ selectedCategory: '' }, 'Product category is required.', 'category'],
      [{ selectedImages: [] }, 'At least one image must be selected.', 'images'],
      [{ selectedImages: '[]' }, 'At least one image must be selected.', 'images'],
      [{ productBeds: '' }, 'Number of beds is required.', 'beds'],
      [{ productBaths: null }, 'Number of baths is required.', 'baths'],
      [{ propertyArea: undefined }, 'Area is required.', 'area'],
      [{ productName: '', productPrice: '' }, 'Product name is required.', 'name'],
    ];
    for (const [overrides, message, field] of cases) {
      const res = await rest('POST', '/createproduct', property(overrides), tokens.owner);
      expect(res.status, message).toBe(400);
      expect(res.json).toEqual({ code: 'BAD_USER_INPUT', message, field });
    }
  });

  it('checks prices: digits and one dot, at most 2 decimals, above 0, discount not above the price', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ productPrice: '12,000' }, 'Product price may only contain digits and one dot.'],
      [{ productPrice: '1e5' }, 'Product price may only contain digits and one dot.'],
      [{ productPrice: '-5' }, 'Product price may only contain digits and one dot.'],
      [{ productPrice: '1.2.3' }, 'Product price may only contain digits and one dot.'],
      [{ productPrice: '10.999' }, 'Product price can have at most 2 decimals.'],
      [{ productPrice: '0' }, 'Product price must be greater than 0.'],
      [{ productPrice: '9999999999999' }, 'Product price is too large.'],
      [{ discountedPrice: 'abc' }, 'Discounted price may only contain digits and one dot.'],
      [{ productPrice: '100', discountedPrice: '100.01' }, 'Discounted price cannot be greater than product price!'],
    ];
    for (const [overrides, message] of bad) {
      const res = await rest('POST', '/createproduct', property(overrides), tokens.owner);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const equal = await createAs(tokens.owner, property({ productName: 'Equal Price Flat', productPrice: 100, discountedPrice: '100' }));
    expect(await t.db.product.findUniqueOrThrow({ where: { id: equal.id }, select: { price: true } })).toMatchObject({ price: expect.anything() });
    const dotted = await rest('POST', '/createproduct', property({ productName: 'Dotted Price Flat', productPrice: '.5' }), tokens.owner);
    expect(dotted.json.productPrice).toBe(0.5);
  });

  it('checks beds, baths, area, amenities, category and images against the store', async () => {
    const bad: Array<[string, Record<string, unknown>, string]> = [
      [tokens.owner, { productBeds: 2.5 }, 'Number of beds must be a whole number of 0 or more.'],
      [tokens.owner, { productBaths: -1 }, 'Number of baths must be a whole number of 0 or more.'],
      [tokens.owner, { amenities: ['Balcony', 'Helipad'] }, 'Unknown amenity: Helipad.'],
      [tokens.owner, { selectedCategory: 'Furniture' }, '"Furniture" is not a category of your catalogue.'],
      [tokens.owner, { selectedCategory: 'Castles' }, '"Castles" is not a category of your catalogue.'],
      [tokens.homes, { ...homeProduct(), selectedCategory: 'Villas' }, '"Villas" is not a category of your catalogue.'],
      [tokens.owner, { selectedImages: [media.owner[0], 'someone-elses.webp'] }, 'Image "someone-elses.webp" is not in your media library.'],
      [tokens.owner, { selectedImages: [media.other[0]] }, `Image "${media.other[0]}" is not in your media library.`],
      [tokens.owner, { selectedImages: '[not json' }, 'images is not a valid JSON list.'],
    ];
    for (const [token, overrides, message] of bad) {
      const res = await rest('POST', '/createproduct', token === tokens.homes ? overrides : property(overrides), token);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const zero = await rest('POST', '/createproduct', property({ productName: 'Empty Plot', productBeds: 0, productBaths: '0', propertyArea: '500', amenities: '["Property for sales"]' }), tokens.owner);
    expect(zero.json.realEstateDetails).toMatchObject({ productBeds: 0, productBaths: 0, propertyArea: 500 });
    expect(zero.json.amenities).toEqual(['Property for sales']);
  });

  it('ignores fields a vendor must not set (store, status, reviews, rating, slug)', async () => {
    const res = await rest(
      'POST',
      '/createproduct',
      property({ productName: 'Honest Cottage', storeId: 'margalla-realty', store_id: 'margalla-realty', vendorId: ids.other, product_status: 0, numberOfReviews: 99, avgRating: 5, slug: 'chosen-slug', mainCategory: 'Home Products' }),
      tokens.owner,
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ slug: 'honest-cottage', storeId: 'skyline-estates', product_status: 1, numberOfReviews: 0, avgRating: null, mainCategory: 'Real Estate' });
    const row = await t.db.product.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row).toMatchObject({ vendorId: ids.owner, status: 'ACTIVE', ratingCount: 0, ratingSum: 0 });
  });

  it('the admin does not sell: 403', async () => {
    const res = await rest('POST', '/createproduct', property(), tokens.admin);
    expect(res.status).toBe(403);
  });
});

describe('REST: update and delete', () => {
  it('updates by slug, keeps the slug, and the storefront shows the new price at once', async () => {
    const created = await createAs(tokens.owner, property({ productName: 'Harbour View Apartment', selectedCategory: 'Luxury Apartments' }));
    const res = await rest('PUT', `/products/${created.slug}`, property({ slug: created.slug, productName: 'Harbour View Penthouse', productPrice: '510000.50', discountedPrice: '499999', selectedCategory: 'Rental', productBeds: '', productBaths: '', propertyArea: '', amenities: [] }), tokens.owner);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: created.id, slug: created.slug, productName: 'Harbour View Penthouse', productPrice: 510000.5, discountedPrice: 499999, selectedCategory: 'Rental', amenities: [], realEstateDetails: { productBeds: 0, productBaths: 0, propertyArea: 0 } });
    const storefront = await t.graphql('query ($s: String!) { product(slug: $s) { name price { amount } discountedPrice { amount } category { name } } }', { s: created.slug });
    expect(storefront.data.product).toEqual({ name: 'Harbour View Penthouse', price: { amount: '510000.50' }, discountedPrice: { amount: '499999.00' }, category: { name: 'Rental' } });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: created.id } })).searchText).toContain('harbour view penthouse rental');
  });

  it('keeps pictures the product already had when editing, but refuses new foreign ones', async () => {
    const seeded = await t.db.product.findFirstOrThrow({ where: { vendorId: ids.owner, createdAt: { lt: new Date(Date.now() - 60_000) } }, include: { category: true } });
    const body = property({ productName: seeded.name, productPrice: seeded.price.toString(), selectedCategory: seeded.category.name, selectedImages: [...seeded.images, media.owner[2]] });
    const ok = await rest('PUT', `/products/${seeded.slug}`, body, tokens.owner);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.selectedImages).toEqual([...seeded.images, media.owner[2]]);
    const foreign = await rest('PUT', `/products/${seeded.slug}`, { ...body, selectedImages: [media.homes[1]] }, tokens.owner);
    expect(foreign.status).toBe(400);
  });

  it('answers 404 for an unknown slug or id', async () => {
    expect((await rest('PUT', '/products/no-such-product', property(), tokens.owner)).json).toEqual({ code: 'NOT_FOUND', message: 'Product not found.' });
    expect((await rest('DELETE', '/products/99999999', undefined, tokens.owner)).status).toBe(404);
    expect((await rest('DELETE', '/products/abc', undefined, tokens.owner)).status).toBe(400);
  });

  it('deletes by id; the product leaves the storefront', async () => {
    const created = await createAs(tokens.owner, property({ productName: 'Short Lived Studio' }));
    const res = await rest('DELETE', `/products/${created.id}`, undefined, tokens.owner);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Product deleted successfully', id: created.id });
    expect((await t.request(`/api/products/slug/${created.slug}`)).status).toBe(404);
  });
});

describe('REST: vendor details and products', () => {
  it('GET /vendor-details answers the own details; 401 without a token', async () => {
    const res = await rest('GET', '/vendor-details', undefined, tokens.owner);
    expect(res.json).toMatchObject({ store_id: 'skyline-estates', brand_type: 'Real Estate', isAdmin: 0, vendor_status: 1 });
    expect(res.json).not.toHaveProperty('password');
    expect(res.json).not.toHaveProperty('passwordHash');
    expect((await rest('GET', '/vendor-details', undefined, tokens.admin)).json.isAdmin).toBe(1);
    const anonymous = await rest('GET', '/vendor-details');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
  });

  it('GET /vendor-products lists own products whatever isAdmin says; the admin gets all', async () => {
    const own = await rest('GET', '/vendor-products?isAdmin=1', undefined, tokens.owner);
    expect(own.status).toBe(200);
    const count = await t.db.product.count({ where: { vendorId: ids.owner } });
    expect(own.json).toHaveLength(count);
    expect(new Set(own.json.map((p: { storeId: string }) => p.storeId))).toEqual(new Set(['skyline-estates']));
    const admin = await rest('GET', '/vendor-products?isAdmin=0', undefined, tokens.admin);
    expect(admin.json.length).toBe(Math.min(1000, await t.db.product.count()));
    expect(new Set(admin.json.map((p: { storeId: string }) => p.storeId)).size).toBeGreaterThan(3);
  });
});

const gqlInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Canal Side House',
  price: '320000',
  description: 'Three floors by the canal.',
  category: 'Residential',
  images: [media.owner[0]],
  amenities: ['Shared Gym'],
  beds: 3,
  baths: 2,
  area: 1800,
  ...overrides,
});

describe('GraphQL', () => {
  it('createProduct answers the product, or a typed validation error with its field', async () => {
    const ok = await t.graphql(CREATE, { input: gqlInput() }, bearer(tokens.owner));
    expect(ok.data.createProduct).toMatchObject({
      __typename: 'CreateProductSuccess',
      product: { slug: 'canal-side-house', catalogue: 'REAL_ESTATE', category: { name: 'Residential' }, price: { amount: '320000.00' }, realEstateDetails: { beds: 3, baths: 2, areaSqft: 1800 }, amenities: ['Shared Gym'], images: [{ reference: media.owner[0] }] },
    });
    const bad = await t.graphql(CREATE, { input: gqlInput({ price: '10', discountedPrice: '11' }) }, bearer(tokens.owner));
    expect(bad.data.createProduct).toEqual({ __typename: 'ValidationError', message: 'Discounted price cannot be greater than product price!', code: 'BAD_USER_INPUT', field: 'discountedPrice' });
    const noImages = await t.graphql(CREATE, { input: gqlInput({ images: [] }) }, bearer(tokens.owner));
    expect(noImages.data.createProduct.message).toBe('At least one image must be selected.');
    const anonymous = await t.graphql(CREATE, { input: gqlInput() });
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'User is not authenticated. Token is missing.', extensions: { code: 'UNAUTHENTICATED' } });
    const admin = await t.graphql(CREATE, { input: gqlInput() }, bearer(tokens.admin));
    expect(admin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('updateProduct and deleteProduct change only what the viewer owns', async () => {
    const created = await t.graphql(CREATE, { input: gqlInput({ name: 'Mill Lane House' }) }, bearer(tokens.owner));
    const { id, slug } = created.data.createProduct.product;
    const updated = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Mill Lane House', price: '333000', discountedPrice: '300000', beds: null }), slug } }, bearer(tokens.owner));
    expect(updated.data.updateProduct).toEqual({ __typename: 'UpdateProductSuccess', product: { id, slug, name: 'Mill Lane House', price: { amount: '333000.00' }, discountedPrice: { amount: '300000.00' } } });
    const missing = await t.graphql(UPDATE, { input: { ...gqlInput(), slug: 'no-such-thing' } }, bearer(tokens.owner));
    expect(missing.data.updateProduct).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found.' });
    const deleted = await t.graphql(DELETE, { input: { id } }, bearer(tokens.owner));
    expect(deleted.data.deleteProduct).toMatchObject({ __typename: 'DeleteProductSuccess', deletedId: id });
    const again = await t.graphql(DELETE, { input: { id } }, bearer(tokens.owner));
    expect(again.data.deleteProduct.__typename).toBe('NotFoundError');
  });

  it('myProducts lists own products, filtered by words and main category; the admin sees every store', async () => {
    const own = await t.graphql(MY_PRODUCTS, {}, bearer(tokens.owner));
    const stores = new Set(own.data.myProducts.edges.map((e: { node: { vendor: { storeId: string } } }) => e.node.vendor.storeId));
    expect(stores).toEqual(new Set(['skyline-estates']));
    expect(own.data.myProductCatalogues).toEqual(['REAL_ESTATE']);
    const search = await t.graphql(MY_PRODUCTS, { search: 'TWIN towers' }, bearer(tokens.owner));
    expect(search.data.myProducts.edges.map((e: { node: { slug: string } }) => e.node.slug).sort()).toEqual(['twin-towers-loft', 'twin-towers-loft-2', 'twin-towers-loft-3']);
    const otherCatalogue = await t.graphql(MY_PRODUCTS, { catalogue: 'HOME_PRODUCTS' }, bearer(tokens.owner));
    expect(otherCatalogue.data.myProducts.edges).toEqual([]);
    const admin = await t.graphql(MY_PRODUCTS, {}, bearer(tokens.admin));
    expect(new Set(admin.data.myProducts.edges.map((e: { node: { vendor: { storeId: string } } }) => e.node.vendor.storeId)).size).toBeGreaterThan(3);
    expect(admin.data.myProductCatalogues).toEqual(['REAL_ESTATE', 'HOME_PRODUCTS']);
    const anonymous = await t.graphql(MY_PRODUCTS, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('myProduct finds a product to edit only for its owner or the admin', async () => {
    const slug = (await t.db.product.findFirstOrThrow({ where: { vendorId: ids.owner } })).slug;
    const query = 'query ($s: String!) { myProduct(slug: $s) { slug } }';
    expect((await t.graphql(query, { s: slug }, bearer(tokens.owner))).data.myProduct).toEqual({ slug });
    expect((await t.graphql(query, { s: slug }, bearer(tokens.admin))).data.myProduct).toEqual({ slug });
    expect((await t.graphql(query, { s: slug }, bearer(tokens.other))).data.myProduct).toBeNull();
  });
});

describe('permission matrix', () => {
  type Actor = 'anonymous' | 'owner' | 'other' | 'revoked' | 'admin';
  const actors: Actor[] = ['anonymous', 'owner', 'other', 'revoked', 'admin'];
  const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : tokens[actor]);

  /** A fresh product of the owner, and a snapshot of it to prove a refusal changed nothing. */
  async function target() {
    const created = await createAs(tokens.owner, property({ productName: 'Matrix Manor' }));
    return t.db.product.findUniqueOrThrow({ where: { id: created.id } });
  }
  const snapshot = (id: number) => t.db.product.findUnique({ where: { id } });

  const expected = {
    update: { anonymous: 401, owner: 200, other: 403, revoked: 401, admin: 200 },
    delete: { anonymous: 401, owner: 200, other: 403, revoked: 401, admin: 200 },
    create: { anonymous: 401, owner: 201, other: 201, revoked: 401, admin: 403 },
    list: { anonymous: 401, owner: 200, other: 200, revoked: 401, admin: 200 },
  } as const;

  for (const actor of actors) {
    it(`update and delete as ${actor}`, async () => {
      const product = await target();
      const before = await snapshot(product.id);
      const update = await rest('PUT', `/products/${product.slug}`, property({ productName: 'Taken Over', productPrice: '1' }), tokenOf(actor));
      expect(update.status).toBe(expected.update[actor]);
      if (update.status !== 200) expect(await snapshot(product.id)).toEqual(before);
      const gqlUpdate = await t.graphql(UPDATE, { input: { ...gqlInput({ name: 'Taken Over Again' }), slug: product.slug } }, bearer(tokenOf(actor)));
      const gqlDelete = await t.graphql(DELETE, { input: { id: Buffer.from(`Product:${product.id}`).toString('base64') } }, bearer(tokenOf(actor)));
      if (expected.update[actor] === 200) {
        expect(gqlUpdate.data.updateProduct.__typename).toBe('UpdateProductSuccess');
        expect(gqlDelete.data.deleteProduct.__typename).toBe('DeleteProductSuccess');
        expect(await snapshot(product.id)).toBeNull();
        return;
      }
      const code = expected.update[actor] === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      expect(gqlUpdate.errors?.[0].extensions?.code).toBe(code);
      expect(gqlDelete.errors?.[0].extensions?.code).toBe(code);
      const del = await rest('DELETE', `/products/${product.id}`, undefined, tokenOf(actor));
      expect(del.status).toBe(expected.delete[actor]);
      expect(await snapshot(product.id)).toEqual(before);
    });

    it(`create and list as ${actor}`, async () => {
      const images = actor === 'other' ? [media.other[0]] : [media.owner[0]];
      const countBefore = await t.db.product.count();
      const create = await rest('POST', '/createproduct', property({ productName: `Made By ${actor}`, selectedImages: images }), tokenOf(actor));
      expect(create.status).toBe(expected.create[actor]);
      expect(await t.db.product.count()).toBe(countBefore + (create.status === 201 ? 1 : 0));
      if (create.status === 201) expect(create.json.storeId).toBe(actor === 'owner' ? 'skyline-estates' : 'margalla-realty');
      const list = await rest('GET', '/vendor-products', undefined, tokenOf(actor));
      expect(list.status).toBe(expected.list[actor]);
      if (actor === 'revoked') expect(list.json.message).toBe('Your session has ended. Please log in again.');
    });
  }
});
