import { isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';

/**
 * Fields of the product card that only read their parent's property of the same name, handed
 * to GraphQL's default resolver (no resolver of their own).
 *
 * graphql-jit (compiled-queries.ts) reads a field without a resolver straight off its parent;
 * a field with one costs a call with a fresh resolve info, its path and three closures, for every
 * card: about a fifth of a 24-card list's per-card main-thread work and allocation went to the
 * fields below (docs/decisions/pipeline-cost.md, "The list read"). Pothos gives every field a
 * resolver, and for a Prisma type even an exposed column (`t.exposeString`) is wrapped by the
 * Prisma plugin, so the Pothos definitions stay as they are and the property read is recorded
 * here. Non-Prisma types need no entry: their exposed fields are already left to the default.
 */
export const CARD_PROPERTY_READS = {
  Product: ['slug', 'catalogue', 'featureImage', 'stock', 'lowStockThreshold'],
  Vendor: ['storeId'],
  ProductListingEdge: ['node'],
  // The page's own fields (once a request, but on every list's path).
  ProductListingConnection: ['edges', 'pageInfo'],
} as const satisfies Record<string, readonly string[]>;

/** Values a read hands back as they are: a resolver that defaults or changes any of them is no read. */
const PROBES: readonly unknown[] = [Symbol('the parent property'), null, undefined, 0, '', false];

/**
 * Removes the resolver of each named field, after checking that it is a plain read of the same
 * property (it answers each probe parent's own value, nulls and blanks included) that no Pothos
 * plugin wraps (an auth scope, a Prisma selection): a field whose resolver does more stops the
 * start, named, instead of silently losing that work.
 */
export function withPropertyReads(schema: GraphQLSchema, reads: Record<string, readonly string[]>): GraphQLSchema {
  for (const [typeName, fieldNames] of Object.entries(reads)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type of the schema`);
    for (const fieldName of fieldNames) {
      const field = type.getFields()[fieldName];
      if (!field || !readsOwnProperty(field)) throw new Error(`${typeName}.${fieldName} does more than read its parent's ${fieldName}: it keeps its resolver`);
      field.resolve = undefined;
    }
  }
  return schema;
}

function readsOwnProperty(field: GraphQLField<unknown, unknown>): boolean {
  if (field.args.length > 0 || field.extensions?.pothosResolveWrapped || !field.resolve) return false;
  try {
    // Only the parent is given: a resolver that needs its arguments, context or info is not a read.
    const resolve = field.resolve as (parent: unknown) => unknown;
    return PROBES.every((probe) => Object.is(resolve({ [field.name]: probe }), probe));
  } catch {
    return false;
  }
}
