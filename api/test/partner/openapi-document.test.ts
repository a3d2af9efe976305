// The OpenAPI document itself: valid OpenAPI 3.1, one template per route, an operationId on every
// operation, multipart where the handler reads multipart; and the answer checker that test-app.ts
// runs on every REST answer of the suite really refuses a wrong answer.
import { describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/rest/openapi.ts';
import { restRoutes } from '../../src/rest/handler.ts';
import { compileRoutes, matchRoute } from '../../src/rest/router.ts';
import { createAnswerChecker } from '../helpers/openapi-check.ts';
import { createTestApp } from '../helpers/test-app.ts';

const doc = openApiDocument(restRoutes);
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as any })));
/** A template with its parameter names erased: `/products/{id}` and `/products/{slug}` are the same. */
const shape = (template: string) => template.replace(/\{\w+\}/g, '{}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (the official schema, through @readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as any);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
  });

  it('publishes no two paths that are the same template under other parameter names', () => {
    const seen = new Map<string, string>();
    for (const path of Object.keys(doc.paths)) {
      expect(seen.get(shape(path)), `${path} collides with ${seen.get(shape(path))}`).toBeUndefined();
      seen.set(shape(path), path);
    }
  });

  it('has no two routes a URL could match both of, unless they are the same template (one path item, methods apart)', () => {
    const segments = (template: string) => template.split('/');
    const overlap = (a: string, b: string) => {
      const [x, y] = [segments(a), segments(b)];
      return x.length === y.length && x.every((s, i) => s === y[i] || s.startsWith('{') || y[i].startsWith('{'));
    };
    for (const [i, a] of restRoutes.entries()) {
      for (const b of restRoutes.slice(i + 1)) {
        if (!overlap(a.path, b.path)) continue;
        expect(b.path, `${a.method} ${a.path} and ${b.method} ${b.path} match the same URLs`).toBe(a.path);
        expect(b.method, `${a.method} ${a.path} is routed twice`).not.toBe(a.method);
      }
    }
  });

  it('still routes every documented spec path to the operation it always reached', () => {
    const routes = compileRoutes(restRoutes);
    const cases: Array<[string, string, string, Record<string, string>]> = [
      ['GET', '/products/12', 'getProduct', { product: '12' }],
      ['PUT', '/products/modern-villa-dubai', 'updateProduct', { product: 'modern-villa-dubai' }],
      ['DELETE', '/products/12', 'deleteProduct', { product: '12' }],
      ['GET', '/products/slug/modern-villa-dubai', 'getProductBySlug', { slug: 'modern-villa-dubai' }],
      ['GET', '/comments/7', 'listProductComments', { id: '7' }],
      ['DELETE', '/comments/7', 'deleteComment', { id: '7' }],
      ['POST', '/comments', 'postComment', {}],
      ['POST', '/api/auth/send-otp', 'sendRegistrationCodeAtSpecPath', {}],
      ['POST', '/auth/send-otp', 'sendRegistrationCode', {}],
      ['PUT', '/profile/update2', 'updateProfile', {}],
      ['PUT', '/profile/update/skyline-estates', 'adminUpdateVendorProfile', { id: 'skyline-estates' }],
    ];
    for (const [method, path, operationId, params] of cases) {
      const match = matchRoute(routes, method, path);
      expect(match && 'route' in match ? match.route.doc.operationId : match, `${method} ${path}`).toBe(operationId);
      if (match && 'route' in match) expect(match.params).toEqual(params);
    }
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares multipart/form-data with binary file fields exactly where the handler reads a form', () => {
    for (const route of restRoutes) {
      const content = (doc.paths as any)[route.path][route.method.toLowerCase()].requestBody?.content ?? {};
      if (!route.upload) {
        expect(Object.keys(content).filter((type) => type !== 'application/json'), `${route.method} ${route.path}`).toEqual([]);
        continue;
      }
      const form = content['multipart/form-data'];
      expect(form, `${route.method} ${route.path}`).toBeDefined();
      const binary = Object.values<any>(form.schema.properties).filter((p) => p.format === 'binary' || p.items?.format === 'binary');
      expect(binary.length, `${route.method} ${route.path} has a file field`).toBeGreaterThan(0);
    }
    const upload = doc.paths['/uploadImages'].post as any;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.images.items.format).toBe('binary');
    expect(Object.keys((doc.paths['/profile/update2'].put as any).requestBody.content)).toEqual(['multipart/form-data', 'application/json']);
  });

  it("declares what every route shares: 400, 415 on JSON routes, an API key's 401/403/429 and quota headers, Retry-After on 429, the paged headers", () => {
    for (const { path, method, op } of operations) {
      const route = restRoutes.find((r) => r.path === path && r.method.toLowerCase() === method)!;
      expect(op.responses[400], `${method} ${path}`).toBeDefined();
      if (!route.upload) expect(op.responses[415], `${method} ${path}`).toBeDefined();
      // Any request may carry an API key, admitted before the route runs.
      expect([op.responses[401], op.responses[403], op.responses[429]].every(Boolean), `${method} ${path}`).toBe(true);
      expect(op.responses[429].headers['Retry-After'].required).toBe(true);
      for (const response of Object.values(op.responses) as { headers: Record<string, unknown> }[]) {
        expect(Object.keys(response.headers)).toEqual(expect.arrayContaining(['RateLimit-Policy', 'RateLimit']));
      }
      if (route.doc.paged) expect(Object.keys(op.responses[200].headers)).toEqual(['X-Total-Count', 'Link', 'RateLimit-Policy', 'RateLimit']);
      // A key reads: every GET route takes one where it takes no session, or names the key's scope.
      const schemes = (op.security as Record<string, string[]>[]).flatMap((alternative) => Object.keys(alternative));
      if (method === 'get' && (!route.auth || route.partnerScope)) expect(schemes, `${method} ${path}`).toContain('apiKey');
      else expect(schemes, `${method} ${path}`).not.toContain('apiKey');
    }
    expect((doc.paths['/createproduct'].post as any).responses[201]).toBeDefined();
    expect(Object.keys((doc.paths['/checkout'].post as any).responses)).toEqual(expect.arrayContaining(['200', '201', '409', '429']));
    expect((doc.paths['/getposts'].get as any).responses[200].headers['X-Total-Count'].required).toBe(true);
  });
});

describe('the examples of the OpenAPI document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(structuredClone(doc), 'doc');
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const pointer = (...tokens: string[]) => '#' + tokens.map((t) => '/' + encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

  it('shows a request (when the operation takes JSON) and every JSON answer of every operation, each valid against its own schema', () => {
    let checked = 0;
    for (const { path, method, op } of operations) {
      const bodies: Array<[string, string[], any]> = [];
      const request = op.requestBody?.content['application/json'];
      if (request) bodies.push(['request', ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'], request]);
      for (const [status, response] of Object.entries<any>(op.responses)) {
        const body = response.content?.['application/json'];
        if (body) bodies.push([status, ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'], body]);
      }
      for (const [what, at, body] of bodies) {
        expect(body.example, `${method} ${path} ${what} has an example`).toBeDefined();
        // Bodies of one schema (the shared Error, above all) share one compiled validator.
        const key = JSON.stringify(body.schema);
        const validate = validators.get(key) ?? validators.set(key, ajv.compile({ $ref: 'doc' + pointer(...at) })).get(key)!;
        expect(validate(body.example), `${method} ${path} ${what}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(operations.length * 5);
  });

  it('shows each refusal with the contract code of its status, and uses no OpenAPI 3.0 `nullable`', () => {
    const put = doc.paths['/products/{product}'].put as any;
    expect(put.responses[404].content['application/json'].example).toMatchObject({ code: 'NOT_FOUND' });
    expect(put.responses[422].content['application/json'].example).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    expect((doc.components.schemas.Error as any).properties.code.enum).toContain('API_KEY_SCOPE_MISSING');
  });
});

describe('the answer checker of the test suite', () => {
  const checker = createAnswerChecker();
  const jsonHeaders = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'application/json; charset=utf-8', ...extra });
  const failure = { success: false, message: 'Invalid promo code', promoCode: null, discountPercentage: null, discountedPrice: null, convertedPrice: null, selected_currency: 'USD' };

  it('passes an answer the document declares', () => {
    expect(() => checker.check({ method: 'POST', url: '/api/validate-promo', status: 200, headers: jsonHeaders(), text: JSON.stringify(failure) })).not.toThrow();
    expect(() => checker.check({ method: 'GET', url: '/api/nope', status: 404, headers: jsonHeaders(), text: '{"code":"NOT_FOUND","message":"No such API path"}' })).not.toThrow();
    expect(() => checker.check({ method: 'PATCH', url: '/api/products', status: 405, headers: jsonHeaders(), text: '{"code":"METHOD_NOT_ALLOWED","message":"no","allowed":["GET"]}' })).not.toThrow();
  });

  it('refuses an undeclared status', () => {
    expect(() => checker.check({ method: 'GET', url: '/api/categories', status: 409, headers: jsonHeaders(), text: '{"message":"x"}' })).toThrow(/declares only/);
    expect(() => checker.check({ method: 'GET', url: '/api/categories', status: 500, headers: jsonHeaders(), text: '{"message":"x"}' })).toThrow(/declares only/);
  });

  it('refuses a body that breaks its schema', () => {
    expect(() => checker.check({ method: 'POST', url: '/api/validate-promo', status: 200, headers: jsonHeaders(), text: JSON.stringify({ ...failure, discountPercentage: 'ten' }) })).toThrow(/breaks its schema/);
    expect(() => checker.check({ method: 'GET', url: '/api/currencies', status: 200, headers: jsonHeaders(), text: '[{"code":"EUR","rate":1,"symbol":"€"}]' })).toThrow(/breaks its schema/);
    expect(() => checker.check({ method: 'GET', url: '/api/categories', status: 400, headers: jsonHeaders(), text: '{"error":"no message"}' })).toThrow(/breaks its schema/);
    // A field the document does not name is a lie too (the checker closes listed objects).
    expect(() => checker.check({ method: 'GET', url: '/api/currencies', status: 200, headers: jsonHeaders(), text: '[{"code":"USD","rate":1,"symbol":"$","spread":0}]' })).toThrow(/additional properties/);
    expect(() => checker.check({ method: 'GET', url: '/api/currencies', status: 200, headers: jsonHeaders(), text: '[{"code":"USD","rate":1,"symbol":"$"}]' })).not.toThrow();
  });

  it('refuses a missing required header, a wrong content type, and a path the document does not know', () => {
    expect(() => checker.check({ method: 'GET', url: '/api/getposts', status: 200, headers: jsonHeaders(), text: '[]' })).toThrow(/X-Total-Count is missing/);
    expect(() => checker.check({ method: 'GET', url: '/api/getposts', status: 200, headers: jsonHeaders({ 'x-total-count': 'many' }), text: '[]' })).toThrow(/header X-Total-Count/);
    expect(() => checker.check({ method: 'POST', url: '/api/visitor', status: 429, headers: jsonHeaders(), text: '{"message":"slow down"}' })).toThrow(/Retry-After is missing/);
    expect(() => checker.check({ method: 'GET', url: '/api/categories', status: 200, headers: new Headers({ 'content-type': 'text/html' }), text: '<p>' })).toThrow(/content-type/);
    expect(() => checker.check({ method: 'GET', url: '/api/nope', status: 200, headers: jsonHeaders(), text: '{}' })).toThrow(/no path of the OpenAPI document/);
  });

  it('is what t.request runs: a request whose answer the document does not declare fails the test that made it', async () => {
    // The same document, except that GET /categories declares only a 201.
    const lying = structuredClone(doc) as any;
    lying.paths['/categories'].get.responses = { 201: lying.paths['/categories'].get.responses[200] };
    const t = await createTestApp({ answerChecker: createAnswerChecker(lying) });
    try {
      await expect(t.request('/api/categories')).rejects.toThrow(/GET \/api\/categories answered 200: the document declares only 201/);
      await expect(t.request('/api/currencies')).resolves.toMatchObject({ status: 200 });
    } finally {
      await t.close();
    }
  });
});
