import SchemaBuilder from '@pothos/core';
import { codedGraphQLError } from './coded-error.ts';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ErrorsPlugin from '@pothos/plugin-errors';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Context } from '../context.ts';
import { canSeeNode } from '../domain/visibility.ts';
import { UnauthenticatedError, ForbiddenError, ValidationError, ConflictError, NotFoundError, RateLimitedError } from '../domain/errors.ts';
import { LIMITS } from './limits.ts';
import { API_KEY_MESSAGES } from '@rules/api-keys.ts';

export interface AuthScopes {
  /** A logged-in vendor or the admin. */
  vendor: boolean;
  admin: boolean;
}

/** A global id's type and row id; a malformed id is the caller's mistake: a clear, coded error, never a 500. */
export function decodeGlobalId(globalID: string): { typename: string; id: string } {
  const decoded = Buffer.from(globalID, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || !/^[A-Za-z]+:[0-9]{1,10}$/.test(decoded)) {
    throw codedGraphQLError(`"${globalID.slice(0, 64)}" is not a valid id.`, 'BAD_USER_INPUT');
  }
  return { typename: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: string };
    /** An uploaded file (GraphQL multipart request spec, parsed by yoga itself). */
    File: { Input: File; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => {
      const viewer = await ctx.viewer();
      return { vendor: viewer.kind !== 'visitor', admin: viewer.kind === 'admin' };
    },
    // The spec's texts: 401 without (valid) session, 403 with the wrong role; a partner's API key
    // is a visitor to every scope here (never a vendor or the admin), refused with 403.
    unauthorizedError: (_parent, ctx) =>
      ctx.partner ? new ForbiddenError(API_KEY_MESSAGES.notAllowed) : (ctx.resolvedViewer?.kind ?? 'visitor') === 'visitor' ? new UnauthenticatedError() : new ForbiddenError(),
  },
  // Mutations answer `<Name>Result = <Name>Success | ValidationError | ...`: the errors a client
  // should handle are typed; 401/403 stay top-level errors with a code.
  errors: {
    defaultTypes: [ValidationError, ConflictError, NotFoundError, RateLimitedError],
    defaultResultOptions: { name: ({ parentTypeName, fieldName }) => `${typeNamePrefix(parentTypeName, fieldName)}Success` },
    defaultUnionOptions: { name: ({ parentTypeName, fieldName }) => `${typeNamePrefix(parentTypeName, fieldName)}Result` },
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    maxConnectionSize: LIMITS.maxPageSize,
    defaultConnectionSize: LIMITS.defaultPageSize,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: decodeGlobalId,
    // The Relay plugin's own types and fields, described for partners reading GraphiQL.
    nodeTypeOptions: { description: 'An object that can be fetched again by its global id with `node(id:)` or `nodes(ids:)`.' },
    idFieldOptions: { description: 'The global id: opaque, stable, and unique across every type; pass it to `node(id:)` or as an ID argument (`databaseId` is the number REST and URLs use).' },
    pageInfoTypeOptions: { description: 'Where a page is in its list: whether more pages follow or precede it, and the cursors to ask for them.' },
    hasNextPageFieldOptions: { description: 'True when more objects follow this page: ask with `after: endCursor`.' },
    hasPreviousPageFieldOptions: { description: 'True when objects precede this page (asked with `before` or `last`).' },
    startCursorFieldOptions: { description: "The first object's cursor on this page; null when the page is empty." },
    endCursorFieldOptions: { description: "The last object's cursor on this page, to pass as `after`; null when the page is empty." },
    // `node` follows each type's visibility rule (domain/visibility.ts): anything missing, of an
    // unknown type or not visible to the caller is null, never an error. `nodes` is
    // graphql/nodes-field.ts (capped, and a malformed id fails only its own entry).
    nodeQueryOptions: {
      description: 'Any object by its global id; null when it does not exist or the caller may not see it (never an error).',
      args: { id: { description: 'A global id, as any `id` field answers it.' } },
      resolve: async (_root, { id }, ctx, _info, resolveNode) => ((await canSeeNode(ctx, id.typename, id.id)) ? resolveNode(id) : null),
    },
    nodesQueryOptions: false,
  },
});


builder.queryType({ description: 'Every read: the public catalogue, a signed-in vendor\'s own data, and the admin\'s (each field says who may read it).' });
builder.mutationType({ description: 'Every write; each answers its own result union of a success or the errors a client should handle.' });

function typeNamePrefix(parentTypeName: string, fieldName: string): string {
  const capitalized = fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
  return parentTypeName === 'Mutation' ? capitalized : `${parentTypeName}${capitalized}`;
}
