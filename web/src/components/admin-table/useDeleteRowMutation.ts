import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { removeFromRootList } from '../../lib/root-lists.ts';

/** A delete mutation of an admin list: `input: { id }`, answering a success type or a typed error. */
interface DeleteRowMutation extends MutationParameters {
  readonly variables: { readonly input: { readonly id: string } };
}

type Payload = { readonly __typename: string; readonly message?: string };

export interface DeleteRowRule<M extends DeleteRowMutation> {
  /** The mutation's field in the answer (deletePromoCode). */
  field: keyof M['response'] & string;
  /** The answer's type when it deleted (DeletePromoCodeSuccess). */
  success: string;
  /** The root list the row leaves (promoCodes), kept in step in the Relay store. */
  rootList: string;
  /** The text when the answer gives none. */
  failed: string;
}

/**
 * Deletes one row of an admin list and takes it out of its root list (issue 33: the delete hooks of
 * promo codes and synonym groups were the same code). The feature keeps its mutation document (its
 * `@deleteRecord`) and names the parts; `onFailure` gets the text to show.
 */
export function useDeleteRowMutation<M extends DeleteRowMutation>(mutation: GraphQLTaggedNode, rule: DeleteRowRule<M>): [(id: string, onFailure: (message: string) => void) => void, boolean] {
  const [commit, deleting] = useMutation<M>(mutation);
  const payloadOf = (data: M['response'] | null | undefined) => (data as Record<string, Payload | undefined> | null | undefined)?.[rule.field];
  const remove = (id: string, onFailure: (message: string) => void) =>
    commit({
      variables: { input: { id } } as M['variables'],
      updater: (store, data) => {
        if (payloadOf(data)?.__typename === rule.success) removeFromRootList(store, rule.rootList, id);
      },
      onCompleted: (data) => {
        const payload = payloadOf(data);
        if (payload?.__typename !== rule.success) onFailure(typedErrorMessage(payload) || rule.failed);
      },
      onError: (e) => onFailure(e.message || rule.failed),
    });
  return [remove, deleting];
}
