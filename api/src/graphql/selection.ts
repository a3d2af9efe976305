import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/**
 * Whether a field selected under the field being resolved (through fragments) matches `test`:
 * among its direct fields, or, `deep`, at any depth.
 */
function selects(info: GraphQLResolveInfo, test: (field: FieldNode) => boolean, deep: boolean): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return test(s) || (deep && s.selectionSet !== undefined && visit(s.selectionSet.selections));
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      const fragment = info.fragments?.[s.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? visit(node.selectionSet.selections) : false));
}

/** Whether the field being resolved selects `name` (directly or through fragments). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selects(info, (field) => field.name.value === name, false);
}

/** Whether any field selected under the field being resolved, at any depth (through fragments), matches `test`. */
export function selectsAnyField(info: GraphQLResolveInfo, test: (field: FieldNode) => boolean): boolean {
  return selects(info, test, true);
}
