// What a partner's API key may run over GraphQL (issue 18): queries only, and each root field
// needs the scope that grants it. The fields of one store's orders are checked by the domain
// (requireOrderReader, STORE_ORDERS_READ); introspection is free; every other field is a public
// read and needs CATALOGUE_READ. A field a key may reach but not use (a vendor's own products)
// is still refused by its domain guard: a key is never a vendor or the admin.
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { requireScope } from '../domain/auth/guards.ts';
import { DomainError, ForbiddenError } from '../domain/errors.ts';
import { API_KEY_MESSAGES } from '@rules/api-keys.ts';

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
  if (operation.operation !== 'query') throw new ForbiddenError(API_KEY_MESSAGES.readOnly);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of args.document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  for (const field of rootFields(operation.selectionSet, fragments)) {
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
        // The shape of every other FORBIDDEN refusal (handler.ts maskError): 200 with a coded error.
        setResultAndStopExecution({ errors: [new GraphQLError(error.message, { extensions: { code: error.code } })] });
      }
    },
  };
}
