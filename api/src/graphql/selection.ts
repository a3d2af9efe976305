import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** Whether the field being resolved selects `name` (directly or through fragments). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      const fragment = info.fragments?.[s.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? visit(node.selectionSet.selections) : false));
}

/** Whether any field selected under the field being resolved, at any depth (through fragments), matches `test`. */
export function selectsAnyField(info: GraphQLResolveInfo, test: (field: FieldNode) => boolean): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((s) => {
      if (s.kind === Kind.FIELD) return test(s) || (s.selectionSet ? visit(s.selectionSet.selections) : false);
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet.selections);
      const fragment = info.fragments?.[s.name.value];
      return fragment ? visit(fragment.selectionSet.selections) : false;
    });
  return info.fieldNodes.some((node) => (node.selectionSet ? visit(node.selectionSet.selections) : false));
}
