import type { Route } from './router.ts';
import { pagedHeadersDoc } from './params.ts';
import { BRAND_TYPE_LABEL_LIST, CATALOGUE_LABELS } from '../../../rules/brand-types.ts';
import { CURRENCY_CODES } from '../../../rules/money.ts';

const productSchema = {
  type: 'object',
  required: ['id', 'slug', 'productName', 'productPrice', 'mainCategory', 'selectedCategory', 'featureImage', 'numberOfReviews', 'storeId'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    productName: { type: 'string' },
    productDescription: { type: 'string' },
    productPrice: { type: 'number', description: 'USD' },
    discountedPrice: { type: ['number', 'null'], description: 'USD; present only when below productPrice' },
    mainCategory: { enum: Object.values(CATALOGUE_LABELS) },
    selectedCategory: { type: 'string' },
    featureImage: { type: 'string', description: 'A file name under /uploads/, or an absolute http(s) URL' },
    selectedImages: { type: 'array', items: { type: 'string' } },
    amenities: { type: 'array', items: { type: 'string' } },
    realEstateDetails: {
      type: ['object', 'null'],
      properties: { productBeds: { type: 'integer' }, productBaths: { type: 'integer' }, propertyArea: { type: 'integer', description: 'sqft' } },
    },
    numberOfReviews: { type: 'integer' },
    avgRating: { type: ['number', 'null'] },
    product_status: { enum: [0, 1], description: '0: hidden from suggestions' },
    storeId: { type: 'string' },
    vendorDetails: { $ref: '#/components/schemas/VendorSummary' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const vendorSummary = {
  type: 'object',
  properties: {
    store_id: { type: 'string' }, store_name: { type: 'string' }, image: { type: ['string', 'null'] },
    brand_type: { enum: BRAND_TYPE_LABEL_LIST }, email: { type: 'string' }, store_phone: { type: 'string' },
  },
};

const vendorSchema = {
  type: 'object',
  required: ['store_id', 'store_name', 'brand_type', 'isAdmin'],
  properties: {
    id: { type: 'integer' }, store_id: { type: 'string' }, store_name: { type: 'string' }, image: { type: ['string', 'null'] },
    brand_type: { enum: BRAND_TYPE_LABEL_LIST }, isAdmin: { enum: [0, 1] }, vendor_status: { enum: [0, 1] },
    first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string' }, store_phone: { type: 'string' },
    address1: { type: 'string' }, address2: { type: 'string' }, city: { type: 'string' }, state_county: { type: 'string' },
    country: { type: 'string' }, postcode: { type: 'string' }, description: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
  },
};

const schemas = {
  Product: productSchema,
  VendorSummary: vendorSummary,
  Vendor: vendorSchema,
  Category: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' }, mainCategory: { enum: Object.values(CATALOGUE_LABELS) }, image: { type: ['string', 'null'] }, inMenu: { type: 'boolean' } },
  },
  Currency: { type: 'object', properties: { code: { enum: CURRENCY_CODES }, rate: { type: 'number' }, symbol: { type: 'string' } } },
  Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
};

/** The OpenAPI 3.1 document, generated from the same route table the router uses. */
export function openApiDocument(routes: Route[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(route.doc.query ?? {}).map(([name, q]) => ({ name, in: 'query', required: q.required ?? false, description: q.description, schema: { type: q.type ?? 'string' } })),
    ];
    const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      tags: [route.doc.tag],
      summary: route.doc.summary,
      parameters,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      ...(route.doc.requestBody ? { requestBody: { required: true, content: { 'application/json': { schema: route.doc.requestBody } } } } : {}),
      responses: {
        200: { description: 'OK', ...(route.doc.paged ? { headers: pagedHeadersDoc } : {}), content: { 'application/json': { schema: route.doc.response } } },
        400: error('Malformed input'),
        ...(route.auth ? { 401: error('User is not authenticated. Token is missing.'), 403: error('Not allowed for this account') } : {}),
        404: error('Not found'),
        429: error('Too many requests'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace REST API',
      version: '1.0.0',
      description: 'The documented REST paths of the marketplace, under /api. Images: a value starting with http is a URL; anything else is a file under /uploads/. GraphQL at /graphql offers the same data and more.',
    },
    servers: [{ url: '/api' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
