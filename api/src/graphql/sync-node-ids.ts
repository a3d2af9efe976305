import { isObjectType, type GraphQLSchema } from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { madeOnce } from '../domain/shared/made-once.ts';

/** Past this many ids a type's made global ids start over rather than grow without bound. */
const MADE_IDS_KEPT = 10_000;

/**
 * Makes the relay `id` of the given node types without a promise.
 *
 * plugin-relay resolves every `id` through an async function, so each node of a list costs a
 * promise and completes its whole object asynchronously: for the 24 cards of a product list that
 * was 48 promises and about a seventh of the request's main-thread time. The id these types
 * answer is their `id` column, encoded exactly as plugin-relay encodes it (and decodes it back in
 * `node(id:)`), so only the way it is produced changes.
 *
 * Each id once encoded is kept (MADE_IDS_KEPT per type): it depends on the type and the row's id
 * alone, and a card list asks 48 of them (a product's and its vendor's per card), each a Buffer
 * and a base64 string otherwise (docs/decisions/pipeline-cost.md, "The list read, third pass").
 *
 * Public types only: the new resolver replaces the field's whole Pothos wrapping, so a type with
 * its own auth scopes must keep plugin-relay's.
 */
export function withSynchronousNodeIds(schema: GraphQLSchema, typeNames: readonly string[]): GraphQLSchema {
  for (const typeName of typeNames) {
    const type = schema.getType(typeName);
    if (!isObjectType(type) || !type.getInterfaces().some((node) => node.name === 'Node')) {
      throw new Error(`${typeName} is not a Node type of the schema`);
    }
    const globalIdOf = madeOnce(MADE_IDS_KEPT, (id: number) => encodeGlobalID(typeName, id));
    type.getFields().id.resolve = (row: { id: number }) => globalIdOf(row.id);
  }
  return schema;
}
