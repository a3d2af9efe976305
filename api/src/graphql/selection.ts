import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

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
