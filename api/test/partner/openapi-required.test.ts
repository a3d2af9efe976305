// Issue 38 item 3: every object of a REST success answer says which keys it always carries
// (`required`), so generated clients (sdk/, openapi-typescript, @hey-api) type them as present.
// The rule lives in api/src/rest/openapi-required.ts; that each required key really is in every
// answer is checked on every REST answer of the api suite (helpers/openapi-check.ts).
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/rest/openapi.ts';
import { restRoutes } from '../../src/rest/handler.ts';
import { withRequiredProperties } from '../../src/rest/openapi-required.ts';
import { createAnswerChecker } from '../helpers/openapi-check.ts';

type Schema = Record<string, any>;

/** Each object schema of the document's success answers that lists properties: where it is, and the schema. */
function answerObjects(doc: Schema): Array<{ where: string; schema: Schema }> {
  const found: Array<{ where: string; schema: Schema }> = [];
  const seen = new Set<Schema>();
  const walk = (where: string, node: Schema | undefined) => {
    const schema: Schema | undefined = node?.$ref ? doc.components.schemas[node.$ref.split('/').pop()] : node;
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (schema.properties) {
      found.push({ where, schema });
      for (const [name, property] of Object.entries(schema.properties)) walk(`${where}.${name}`, property as Schema);
    }
    walk(`${where}[]`, schema.items);
    for (const key of ['oneOf', 'anyOf', 'allOf']) (schema[key] ?? []).forEach((member: Schema, i: number) => walk(`${where}/${key}[${i}]`, member));
  };
  for (const [path, item] of Object.entries<Schema>(doc.paths)) {
    for (const [method, operation] of Object.entries<Schema>(item)) {
      for (const [status, response] of Object.entries<Schema>(operation.responses)) {
        if (Number(status) < 300) walk(`${method.toUpperCase()} ${path} ${status}`, response.content?.['application/json']?.schema);
      }
    }
  }
  return found;
}

describe('required keys in REST success answers', () => {
  const doc = openApiDocument(restRoutes) as Schema;
  const objects = answerObjects(doc);

  it('lists `required` on every object of every success answer, naming only properties it declares', () => {
    expect(objects.length).toBeGreaterThan(150);
    expect(objects.filter(({ schema }) => !Array.isArray(schema.required)).map(({ where }) => where), 'these answer objects have no required list').toEqual([]);
    const unknown = objects.flatMap(({ where, schema }) => schema.required.filter((name: string) => !(name in schema.properties)).map((name: string) => `${where}: ${name}`));
    expect(unknown, 'required names a property the schema does not declare').toEqual([]);
  });

  it('requires every property of an object that does not say otherwise, nested ones too, and keeps a list written by hand', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        note: { type: ['string', 'null'] },
        lines: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' } } } },
        either: { oneOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', required: [], properties: { b: { type: 'string' } } }] },
      },
    };
    const filled = withRequiredProperties(schema) as Schema;
    expect(filled.required).toEqual(['id', 'note', 'lines', 'either']);
    expect(filled.properties.lines.items.required).toEqual(['at']);
    expect(filled.properties.either.oneOf.map((member: Schema) => member.required)).toEqual([['a'], []]);
    expect(schema).not.toHaveProperty('required');
  });

  it('refuses an answer that leaves out a required key, even one whose value may be null', () => {
    const checker = createAnswerChecker();
    const headers = new Headers({ 'content-type': 'application/json' });
    const rate = { id: 1, brand_type: 'REAL_ESTATE', vendor_id: null, store_name: null, percent: '5', booking_fee: null, valid_from: '2026-01-01T00:00:00.000Z' };
    expect(() => checker.check({ method: 'GET', url: '/api/money/commission-rates', status: 200, headers, text: JSON.stringify([rate]) })).not.toThrow();
    const { vendor_id: _left, ...withoutVendor } = rate;
    expect(() => checker.check({ method: 'GET', url: '/api/money/commission-rates', status: 200, headers, text: JSON.stringify([withoutVendor]) })).toThrow(/must have required property 'vendor_id'/);
  });
});
