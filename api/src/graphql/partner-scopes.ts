// What a partner's API key may run over GraphQL (issue 18, issue 38): each root field needs the
// scope that grants it. Queries: the fields of one store's orders are checked by the domain
// (requireOrderReader, STORE_ORDERS_READ); introspection is free; every other field is a public
// read and needs CATALOGUE_READ (a field a key may reach but not use, a vendor's own products, is
// still refused by its domain guard). Mutations: every root field must be one a write scope of the
// key names (rules/api-keys.ts API_KEY_WRITES); the whole operation then runs as the key's store.
// A missing scope is HTTP 403 with API_KEY_SCOPE_MISSING before anything runs.
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { requireScope, requireWriteScope } from '../domain/auth/guards.ts';
import { ApiKeyScopeError, DomainError } from '../domain/errors.ts';
import { API_KEY_MESSAGES, writeScopeFor } from '@rules/api-keys.ts';

/** Root fields whose domain function checks the key's store scope itself. */
const STORE_SCOPED_FIELDS = new Set(['myOrders', 'myOrderBrandTypes', 'myOrderStatusCounts']);

function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/** Throws the refusal for a key's operation, if any. */
function checkOperation(ctx: Context, args: { document: DocumentNode; operationName?: string | null }): void {
  const partner = ctx.partner;
  if (!partner) return;
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of args.document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields = rootFields(operation.selectionSet, fragments);
  if (operation.operation === 'mutation') {
    for (const field of fields) if (!field.startsWith('__')) requireWriteScope(partner, writeScopeFor('graphql', field));
    ctx.allowPartnerWrites();
    return;
  }
  if (operation.operation !== 'query') throw new ApiKeyScopeError(API_KEY_MESSAGES.readOnly);
  for (const field of fields) {
    if (field.startsWith('__') || STORE_SCOPED_FIELDS.has(field)) continue;
    requireScope(partner, 'CATALOGUE_READ');
  }
}


export function partnerScopesPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      try {
        checkOperation(args.contextValue as unknown as Context, args);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // 403 on the HTTP answer too (issue 38), the code saying which refusal it is.
        setResultAndStopExecution({ errors: [new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 403 } } })] });
      }
    },
  };
}
