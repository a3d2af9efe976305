import type { Route } from './router.ts';
import { pagedHeadersDoc } from './params.ts';
import { BRAND_TYPE_LABEL_LIST, CATALOGUE_LABELS } from '@rules/brand-types.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { ERROR_CODES, ERROR_CODE_LIST } from '../domain/error-codes.ts';
import { withExamples, withoutNullable } from './openapi-examples.ts';
import { withRequiredProperties } from './openapi-required.ts';

const productSchema = {
  type: 'object',
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
      description: 'Properties only. After the documented beds, baths and area, extra fields a portal needs.',
      properties: {
        productBeds: { type: 'integer' },
        productBaths: { type: 'integer' },
        propertyArea: { type: 'integer', description: 'sqft' },
        purpose: { enum: ['SALE', 'RENT'] },
        rentPeriod: { enum: ['MONTH', 'YEAR', null], description: 'What the price is per, for a property for rent' },
        completionStatus: { enum: ['READY', 'OFF_PLAN'] },
        handoverDate: { type: ['string', 'null'], format: 'date', description: 'Expected handover of an off-plan property' },
        city: { type: ['string', 'null'] },
        neighbourhood: { type: ['string', 'null'], description: 'The area within the city, e.g. Dubai Marina' },
        country: { enum: ['AE', 'PK', 'GB', 'US', null], description: 'ISO 3166-1 alpha-2' },
        latitude: { type: ['number', 'null'] },
        longitude: { type: ['number', 'null'] },
      },
    },
    numberOfReviews: { type: 'integer' },
    stock: { type: ['integer', 'null'], description: 'Units left; null when not tracked (every property; it sells without limit).' },
    lowStockThreshold: { type: 'integer', description: 'At or below this many units left, shoppers see "Only N left".' },
    avgRating: { type: ['number', 'null'] },
    product_status: { enum: [0, 1], description: '0: hidden from suggestions' },
    storeId: { type: 'string' },
    vendorDetails: { $ref: '#/components/schemas/VendorSummary' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  example: {
    id: 12,
    slug: 'marina-view-two-bedroom-apartment',
    productName: 'Marina View Two-Bedroom Apartment',
    productDescription: 'A bright two-bedroom apartment on the 18th floor with a balcony over the marina.',
    productPrice: 40871.93,
    discountedPrice: null,
    mainCategory: 'Real Estate',
    selectedCategory: 'Apartments',
    featureImage: 'marina-view-1.webp',
    selectedImages: ['marina-view-1.webp', 'marina-view-2.webp'],
    amenities: ['Balcony', 'Covered parking', 'Property for rent'],
    realEstateDetails: {
      productBeds: 2, productBaths: 2, propertyArea: 1250, purpose: 'RENT', rentPeriod: 'YEAR', completionStatus: 'READY', handoverDate: null,
      city: 'Dubai', neighbourhood: 'Dubai Marina', country: 'AE', latitude: 25.0805, longitude: 55.1403,
    },
    numberOfReviews: 4,
    stock: null,
    lowStockThreshold: 3,
    avgRating: 4.5,
    product_status: 1,
    storeId: 'skyline-estates',
    vendorDetails: { store_id: 'skyline-estates', store_name: 'Skyline Estates', image: 'skyline-logo.webp', brand_type: 'Real Estate', email: 'hello@skyline.example', store_phone: '+971 4 555 0101' },
    createdAt: '2026-11-02T09:30:00.000Z',
  },
};

const vendorSummary = {
  type: 'object',
  properties: {
    store_id: { type: 'string' }, store_name: { type: 'string' }, image: { type: ['string', 'null'] },
    brand_type: { enum: BRAND_TYPE_LABEL_LIST }, email: { type: 'string' }, store_phone: { type: 'string' },
  },
  example: { store_id: 'casa-nova-interiors', store_name: 'Casa Nova Interiors', image: 'casa-nova-logo.webp', brand_type: 'Home Products', email: 'shop@casanova.example', store_phone: '+44 20 7946 0000' },
};

const vendorSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, store_id: { type: 'string' }, store_name: { type: 'string' }, image: { type: ['string', 'null'] },
    brand_type: { enum: BRAND_TYPE_LABEL_LIST }, isAdmin: { enum: [0, 1] }, vendor_status: { enum: [0, 1] },
    first_name: { type: 'string' }, last_name: { type: 'string' }, email: { type: 'string' }, store_phone: { type: 'string' },
    address1: { type: 'string' }, address2: { type: 'string' }, city: { type: 'string' }, state_county: { type: 'string' },
    country: { type: 'string' }, postcode: { type: 'string' }, description: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
  },
};

const errorSchema = {
  type: 'object',
  description: 'Every refusal: a code for programs (the same codes as GraphQL\'s ErrorCode enum) and a message for people.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: ERROR_CODE_LIST, description: ERROR_CODE_LIST.map((code) => `\`${code}\`: ${ERROR_CODES[code]}`).join('\n') },
    message: { type: 'string', description: 'What went wrong and what to do, in English.' },
    field: { type: 'string', description: 'The input field a validation error names (a short cart line: items.N)' },
    allowed: { type: 'array', items: { type: 'string' }, description: 'On a 405: the methods the path takes (also in `Allow`).' },
    productId: { type: 'integer', description: 'OUT_OF_STOCK: the product that is short' },
    left: { type: 'integer', description: 'OUT_OF_STOCK: how many units are left (0: out of stock)' },
  },
  example: { code: 'BAD_USER_INPUT', message: 'productName is required.', field: 'productName' },
};

/** The shared schemas; the answers' (Product, VendorSummary, Vendor) require every key they name. */
const schemas = {
  Product: withRequiredProperties(productSchema),
  VendorSummary: withRequiredProperties(vendorSummary),
  Vendor: withRequiredProperties(vendorSchema),
  ProductTexts: {
    type: 'object',
    description: "A product's texts in one language; a blank or absent text shows the English one.",
    properties: { name: { type: 'string', maxLength: 200 }, description: { type: 'string', maxLength: 20000 } },
  },
  Category: {
    type: 'object',
    required: ['id', 'name', 'slug', 'mainCategory', 'image', 'inMenu'],
    properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' }, mainCategory: { enum: Object.values(CATALOGUE_LABELS) }, image: { type: ['string', 'null'] }, inMenu: { type: 'boolean' } },
  },
  Currency: { type: 'object', required: ['code', 'rate', 'symbol'], properties: { code: { enum: CURRENCY_CODES }, rate: { type: 'number' }, symbol: { type: 'string' } } },
  Error: errorSchema,
};

/** What each refusal means, for every operation that can answer it. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed input: a path, query or body value the route refuses (`field` names it when it is one field).',
  401: 'No session, or one that has ended (log in again); or an API key that is unknown or revoked.',
  403: 'Signed in, but not allowed: another store\'s object, an admin function, or a revoked store; or an API key outside its scopes (API_KEY_SCOPE_MISSING).',
  404: 'Not found.',
  409: 'Conflicts with the current state (a duplicate, a changed price, a cart line short of stock: OUT_OF_STOCK, an object still in use); or a request with the same Idempotency-Key is still running.',
  413: 'The body is larger than the operation accepts.',
  415: 'multipart/form-data sent to an operation that takes JSON.',
  422: 'The Idempotency-Key was already used for a different request (another method, path or body): send a new key.',
  429: 'Too many requests (from this address, or over the API key\'s quota): try again after Retry-After seconds.',
  503: 'The server is busy, or the database or a service it needs (mail) is unavailable just now: Retry-After says when to retry.',
};

const retryAfter = (required: boolean) => ({
  'Retry-After': { description: 'Seconds to wait before trying again.', required, schema: { type: 'integer', minimum: 0 } },
});

const json = (schema: unknown) => ({ 'application/json': { schema } });
/** A route that answers a web page (a link opened from a mail). */
const page = { 'text/html': { schema: { type: 'string' } } };
const csvFile = { 'text/csv': { schema: { type: 'string' } } };

/** Every answer to a request with an API key says where the key's quota stands (api/src/http/api-keys.ts). */
const quotaHeaders = {
  'RateLimit-Policy': { description: 'With an API key: its quota, e.g. `"key";q=600;w=60` (600 requests per 60 s).', required: false, schema: { type: 'string' } },
  RateLimit: { description: 'With an API key: what is left of it, e.g. `"key";r=599;t=42` (599 requests, window ends in 42 s).', required: false, schema: { type: 'string' } },
};

/** A write whose Idempotency-Key the edge keeps (http/idempotency.ts): every non-GET but checkout, which has its own rule. */
const keepsIdempotencyKey = (route: Route) => route.method !== 'GET' && !route.doc.headers?.['Idempotency-Key'];

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Any 1-255 visible ASCII characters, new per request (a UUID): a repeat of the same request with it answers the first answer (24 hours), with Idempotent-Replayed: true.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const replayedHeader = {
  'Idempotent-Replayed': { description: 'true when this is the kept answer of an earlier request with the same Idempotency-Key.', required: false, schema: { type: 'string', enum: ['true'] } },
};

/**
 * Who may call: a session where the route needs one (or a key whose scope the route names), else
 * anyone, with a key optional; a route that reads an optional session says so.
 */
function securityOf(route: Route): Array<Record<string, string[]>> {
  if (route.auth) return route.partnerScope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
  if (route.method !== 'GET') return route.doc.bearerOptional ? [{}, { bearer: [] }] : [{}];
  return route.doc.bearerOptional ? [{}, { bearer: [] }, { apiKey: [] }] : [{}, { apiKey: [] }];
}

/**
 * Every status the handler can answer for this route: its success, the refusals of its own
 * (doc.errors), and the ones rest/handler.ts answers for any route of its kind.
 */
function responsesOf(route: Route) {
  const { doc } = route;
  const statuses = new Set<number>([400, ...(doc.errors ?? [])]);
  // rest/handler.ts: multipart to a route without `upload` is refused unread.
  if (!route.upload) statuses.add(415);
  // A JSON body is read within 1 MB; an upload within its limits.
  if (doc.requestBody || route.upload) statuses.add(413);
  // Every route but an upload waits for a turn in the work queue (503 when it is full).
  if (!route.upload) statuses.add(503);
  // Any request may carry a partner's API key, checked before the route runs: 401 for a dead key,
  // 403 outside its scopes, 429 over its quota (http/api-keys.ts, rest/handler.ts).
  statuses.add(401);
  statuses.add(403);
  statuses.add(429);
  if (keepsIdempotencyKey(route)) {
    statuses.add(409);
    statuses.add(422);
  }
  const pagedHeaders =
    doc.paged === true ? { ...pagedHeadersDoc, 'X-Total-Count': { ...pagedHeadersDoc['X-Total-Count'], required: true } } : doc.paged ? pagedHeadersDoc : undefined;
  const responses: Record<string, unknown> = {};
  for (const status of doc.success ?? [200]) {
    responses[status] = {
      description: status === 201 ? 'Created' : doc.success?.includes(201) ? 'OK (a repeated request: the earlier answer)' : 'OK',
      headers: { ...pagedHeaders, ...quotaHeaders, ...(keepsIdempotencyKey(route) ? replayedHeader : {}) },
      content: doc.page ? page : doc.csv ? csvFile : json(withRequiredProperties(doc.response)),
    };
  }
  for (const status of [...statuses].sort()) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status],
      headers: { ...(status === 429 ? retryAfter(true) : status === 503 ? retryAfter(false) : {}), ...quotaHeaders },
      // A page's own refusal (a bad link) is a page too; the shared refusals stay JSON.
      content: doc.page && status === 400 ? { ...page, ...json({ $ref: '#/components/schemas/Error' }) } : json({ $ref: '#/components/schemas/Error' }),
    };
  }
  return responses;
}

function requestBodyOf(route: Route) {
  const schema = route.doc.requestBody;
  if (!schema) return {};
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  if (!route.upload) return { requestBody: { required, content: json(schema) } };
  // The form's file fields are binary parts; sent as JSON, the same fields without the files.
  const properties = (schema.properties ?? {}) as Record<string, { format?: string; items?: { format?: string } }>;
  const isFile = (p: { format?: string; items?: { format?: string } }) => p.format === 'binary' || p.items?.format === 'binary';
  const fileFields = Object.keys(properties).filter((name) => isFile(properties[name]));
  const withoutFiles = { ...schema, properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !fileFields.includes(name))) };
  return {
    requestBody: {
      required,
      content: {
        'multipart/form-data': { schema, encoding: Object.fromEntries(fileFields.map((name) => [name, { contentType: 'image/*' }])) },
        ...(route.doc.jsonToo ? json(withoutFiles) : {}),
      },
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same route table the router uses. */
export function openApiDocument(routes: Route[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { doc } = route;
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
        const param = doc.params?.[name];
        const schema = param?.type === 'integer' ? { type: 'integer', minimum: 1 } : { type: 'string' };
        return { name, in: 'path', required: true, ...(param ? { description: param.description } : {}), schema };
      }),
      ...Object.entries(doc.query ?? {}).map(([name, q]) => ({ name, in: 'query', required: q.required ?? false, description: q.description, schema: { type: q.type ?? 'string' } })),
      ...Object.entries(doc.headers ?? {}).map(([name, description]) => ({ name, in: 'header', required: false, description, schema: { type: 'string' } })),
      ...(keepsIdempotencyKey(route) ? [idempotencyHeader] : []),
    ];
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      operationId: doc.operationId,
      tags: [doc.tag],
      summary: doc.summary,
      parameters,
      security: securityOf(route),
      ...requestBodyOf(route),
      responses: responsesOf(route),
    };
  }
  return withExamples(withoutNullable({
    openapi: '3.1.0',
    info: {
      title: 'Marketplace REST API',
      version: '1.0.0',
      description:
        'The documented REST paths of the marketplace, under /api. Images: a value starting with http is a URL; anything else is a file under /uploads/. GraphQL at /graphql offers the same data and more. ' +
        'Where two documented paths differ only in the name of their parameter (PUT /products/{slug} and DELETE /products/{id}; GET /comments/{productId} and DELETE /comments/{commentId}), one template is published and each operation says what its parameter names. ' +
        'An unknown path answers 404 and a known path with another method 405, both with { message }. ' +
        'Languages: product names and descriptions, amenities, store and category names answer in the language of Accept-Language (en, ar or ur; anything else is English), or of `?lang=en|ar|ur` on any path (another value is 400); each text falls back to English when it has no translation. Every answer names its language in Content-Language.',
    },
    servers: [{ url: '/api' }],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /login.' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: "A partner's API key from the admin (mk_…; also accepted as Authorization: Bearer mk_…). Read-only: GET routes within its scopes." },
      },
    },
    paths,
  }));
}
