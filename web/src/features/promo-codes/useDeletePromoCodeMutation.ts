import { graphql, useMutation } from 'react-relay';
import type { useDeletePromoCodeMutation as Mutation } from '../../__generated__/useDeletePromoCodeMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { removeFromRootList } from '../../lib/root-lists.ts';

const FAILED = 'Failed to delete promo code';

/** Deletes a promo code (admin) and takes it out of the list. */
export function useDeletePromoCodeMutation(): [(id: string, onFailure: (message: string) => void) => void, boolean] {
  const [commit, deleting] = useMutation<Mutation>(graphql`
    mutation useDeletePromoCodeMutation($input: DeletePromoCodeInput!) {
      deletePromoCode(input: $input) {
        __typename
        ... on DeletePromoCodeSuccess {
          deletedPromoCodeId @deleteRecord
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = (id: string, onFailure: (message: string) => void) =>
    commit({
      variables: { input: { id } },
      updater: (store, data) => {
        if (data?.deletePromoCode.__typename !== 'DeletePromoCodeSuccess') return;
        removeFromRootList(store, 'promoCodes', id);
      },
      onCompleted: ({ deletePromoCode }) => {
        if (deletePromoCode.__typename !== 'DeletePromoCodeSuccess') onFailure(typedErrorMessage(deletePromoCode) || FAILED);
      },
      onError: (e) => onFailure(e.message || FAILED),
    });
  return [remove, deleting];
}
