import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { json } from '../../http/responses.ts';
import { ValidationError } from '../../domain/errors.ts';
import { restProductInclude, restPublicVendorSelect, toRestProduct, toRestVendor } from '../shapes.ts';
import { requireSignedIn } from '../../domain/auth/guards.ts';
import { countMyProducts, createProduct, deleteProduct, listMyProducts, updateProduct } from '../../domain/catalogue/product-editing.ts';
import type { ProductDraft } from '@rules/product.ts';
import type { Context } from '../../context.ts';

/**
 * The listing details of a property (issue 20), by the names the product answer uses inside
 * `realEstateDetails`. Not in the spec: old clients leave them out, and a field left out keeps its
 * stored value on update (on create: the defaults below); null or an empty text clears it.
 */
const listingFieldsDoc = {
  purpose: { type: 'string', enum: ['SALE', 'RENT'], description: "Properties only. Left out: kept on update; on create what the amenities say ('Property for rent': RENT), else SALE. Sets the matching purpose amenity and drops the other." },
  rentPeriod: { type: 'string', enum: ['MONTH', 'YEAR'], nullable: true, description: 'Properties for rent only (a sale with a rent period is 400); left out or empty: kept, or MONTH.' },
  completionStatus: { type: 'string', enum: ['READY', 'OFF_PLAN'], description: 'Properties only; left out: kept on update, READY on create.' },
  handoverDate: { type: 'string', format: 'date', nullable: true, description: 'YYYY-MM-DD. Off-plan properties only, and required for them.' },
  city: { type: 'string', nullable: true, description: "At most 100 characters. Left out on create: the vendor's own city." },
  neighbourhood: { type: 'string', nullable: true, description: 'The area or neighbourhood, at most 100 characters.' },
  country: { type: 'string', enum: ['AE', 'PK', 'GB', 'US'], nullable: true, description: "Country code. Left out on create: the vendor's own country." },
  latitude: { type: 'number', nullable: true, description: '-90 to 90, together with longitude (a number or its text).' },
  longitude: { type: 'number', nullable: true, description: '-180 to 180, together with latitude.' },
};

const productBody = {
  type: 'object',
  required: ['productName', 'productPrice', 'productDescription', 'selectedCategory', 'selectedImages'],
  properties: {
    productName: { type: 'string' },
    productPrice: { type: 'string', description: 'Digits and one dot, at most 2 decimals (a number is accepted too).' },
    discountedPrice: { type: 'string', description: 'Optional; not above productPrice.' },
    productDescription: { type: 'string' },
    selectedCategory: { type: 'string', description: "A category name of the store's catalogue." },
    selectedImages: { description: "Media file names of the store's library (a list or its JSON text); the first is the feature image.", oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
    amenities: { description: 'Properties only (a list or its JSON text).', oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
    productBeds: { type: 'integer', description: 'Properties only; required on create, empty means 0 on update.' },
    productBaths: { type: 'integer' },
    propertyArea: { type: 'integer', description: 'Square feet.' },
    ...listingFieldsDoc,
    translations: {
      type: 'object',
      description: 'Optional Arabic and Urdu texts, each field optional under the English limits: `{"ar": {"name", "description"}, "ur": {...}}`. Given: replaces the stored ones; left out: kept on update.',
      properties: { ar: { $ref: '#/components/schemas/ProductTexts' }, ur: { $ref: '#/components/schemas/ProductTexts' } },
    },
    realEstateDetails: {
      description: 'Properties only, instead of the flat fields above (beds, baths, area and the listing details, by the same names): an object or its JSON text (malformed text is 400).',
      oneOf: [{ type: 'object', properties: { productBeds: { type: 'integer' }, productBaths: { type: 'integer' }, propertyArea: { type: 'integer' }, ...listingFieldsDoc } }, { type: 'string' }],
    },
  },
  example: {
    productName: 'Mid-Century Two-Seater Sofa',
    productPrice: '1199.00',
    productDescription: 'Walnut frame, wool upholstery in forest green; 160 cm wide.',
    selectedCategory: 'Furniture',
    selectedImages: ['sofa-green-1.webp', 'sofa-green-2.webp'],
    translations: { ar: { name: 'أريكة بمقعدين من منتصف القرن' } },
  },
};

const DETAILS_SHAPE = 'realEstateDetails must be an object {productBeds, productBaths, propertyArea} or its JSON text';

/**
 * `realEstateDetails` as an object or as its JSON text (docs/spec/vendor-admin.md §3: "may be JSON text"), parsed here
 * and then read exactly as the object form; absent, null or blank is no details. Malformed text
 * or anything but an object is a 400 naming the field.
 */
function realEstateDetails(value: unknown): Record<string, unknown> {
  let details = value;
  if (typeof value === 'string') {
    if (!value.trim()) return {};
    try {
      details = JSON.parse(value);
    } catch {
      throw new ValidationError(`${DETAILS_SHAPE}; the text sent is not valid JSON.`, 'realEstateDetails');
    }
  }
  if (details == null) return {};
  if (typeof details !== 'object' || Array.isArray(details)) throw new ValidationError(`${DETAILS_SHAPE}.`, 'realEstateDetails');
  return details as Record<string, unknown>;
}

/**
 * The documented payload names. Beds, baths, area and the listing details may also come inside
 * `realEstateDetails` (the shape products are answered in, or its JSON text). Anything else
 * (storeId, product_status, numberOfReviews, slug, ...) is not the vendor's to set and is ignored.
 * A listing field absent from both places stays undefined: the domain keeps its stored value.
 */
function draftFrom(body: Record<string, unknown>): ProductDraft {
  const details = realEstateDetails(body.realEstateDetails);
  const listing = (name: string) => (body[name] !== undefined ? body[name] : details[name]);
  return {
    purpose: listing('purpose'),
    rentPeriod: listing('rentPeriod'),
    completionStatus: listing('completionStatus'),
    handoverDate: listing('handoverDate'),
    city: listing('city'),
    neighbourhood: listing('neighbourhood'),
    countryCode: listing('country'),
    latitude: listing('latitude'),
    longitude: listing('longitude'),
    name: body.productName,
    price: body.productPrice,
    discountedPrice: body.discountedPrice,
    description: body.productDescription,
    category: body.selectedCategory,
    images: body.selectedImages,
    amenities: body.amenities,
    beds: body.productBeds ?? details.productBeds,
    baths: body.productBaths ?? details.productBaths,
    area: body.propertyArea ?? details.propertyArea,
    translations: body.translations,
  };
}

async function restProduct(ctx: Context, id: number) {
  return toRestProduct(await ctx.db.product.findUniqueOrThrow({ where: { id }, include: restProductInclude }), ctx.language);
}

const product = { $ref: '#/components/schemas/Product' };

export const vendorProductRoutes: Route[] = [
  {
    method: 'GET',
    path: '/vendor-details',
    auth: 'vendor',
    doc: { operationId: 'getMyVendorDetails', tag: 'Dashboard', summary: "The signed-in vendor's own details (isAdmin 1 for the admin).", response: { $ref: '#/components/schemas/Vendor' } },
    async handle({ ctx }) {
      const viewer = await requireSignedIn(ctx);
      return toRestVendor(await ctx.db.vendor.findUniqueOrThrow({ where: { id: viewer.vendorId }, select: restPublicVendorSelect }));
    },
  },
  {
    method: 'GET',
    path: '/vendor-products',
    auth: 'vendor',
    doc: {
      operationId: 'listMyProducts',
      tag: 'Dashboard',
      summary: "The signed-in vendor's products, newest first; the admin gets every product. `isAdmin` is accepted and ignored: the role comes from the token.",
      query: {
        isAdmin: { description: 'Ignored (the old client sends it).' },
        ...pageQueryDoc({ fallback: 1000 }),
      },
      response: { type: 'array', items: product },
      paged: true,
    },
    async handle({ ctx, query, url }) {
      const filter = { search: textParam(query.get('search'), 'search') };
      const paging = pageParams(query, { fallback: 1000 });
      const [rows, total] = await Promise.all([listMyProducts(ctx, filter, { include: restProductInclude, ...paging }), countMyProducts(ctx, filter)]);
      return pagedAnswer(url, paging, total, rows.map((p) => toRestProduct(p, ctx.language)));
    },
  },
  {
    method: 'POST',
    path: '/createproduct',
    auth: 'vendor',
    doc: { operationId: 'createProduct', success: [201], tag: 'Dashboard', summary: "Adds a product to the signed-in vendor's catalogue (201). The admin cannot (403).", requestBody: productBody, response: product },
    async handle({ ctx, body }) {
      const created = await createProduct(ctx, draftFrom(await readObject(body)));
      return json(await restProduct(ctx, created.id), 201);
    },
  },
  {
    method: 'PUT',
    path: '/products/{product}',
    auth: 'vendor',
    doc: { operationId: 'updateProduct', errors: [404], params: { product: { description: "The product's slug (PUT /products/{slug} in the spec)." } }, tag: 'Dashboard', summary: "Replaces a product's editable fields; the slug stays. Owner or admin (another store's product: 403).", requestBody: productBody, response: product },
    async handle({ ctx, params, body }) {
      const updated = await updateProduct(ctx, textParam(params.product, 'slug', 300)!, draftFrom(await readObject(body)));
      return restProduct(ctx, updated.id);
    },
  },
  {
    method: 'DELETE',
    path: '/products/{product}',
    auth: 'vendor',
    doc: { operationId: 'deleteProduct', errors: [404], params: { product: { description: 'The numeric id of the product (DELETE /products/{id} in the spec).', type: 'integer' } }, tag: 'Dashboard', summary: "Deletes a product by its numeric id. Owner or admin (another store's product: 403).", response: { type: 'object', properties: { message: { type: 'string' }, id: { type: 'integer' } } } },
    async handle({ ctx, params }) {
      const deleted = await deleteProduct(ctx, intParam(params.product, 'id', { min: 1 }));
      return { message: 'Product deleted successfully', id: deleted.id };
    },
  },
];
