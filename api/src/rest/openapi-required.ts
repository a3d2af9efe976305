// `required` on every answer (issue 38 item 3): a generated client types a property the document
// does not require as optional, so every object of a success answer says which keys it always
// carries. The rule, in one place: an object schema of an answer that lists its properties but no
// `required` requires all of them (the route table's answers carry every key they name, `null`
// where there is no value); an answer that may leave a key out writes its own `required` naming
// the others. The api suite checks every REST answer against the document
// (api/test/helpers/openapi-check.ts), so a required key an answer lacks fails the test that made
// the request; api/test/partner/openapi-required.test.ts requires `required` on every answer object.

type Schema = Record<string, unknown>;

const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not'] as const;

/** A copy of an answer's schema in which every object that names its properties requires them (unless it says otherwise). */
export function withRequiredProperties<T>(schema: T): T {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Schema = { ...(schema as Schema) };
  const properties = copy.properties as Record<string, unknown> | undefined;
  if (properties && typeof properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, withRequiredProperties(property)]));
    copy.required ??= Object.keys(properties);
  }
  for (const key of SUBSCHEMAS) if (copy[key] && typeof copy[key] === 'object') copy[key] = withRequiredProperties(copy[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withRequiredProperties);
  return copy as T;
}
