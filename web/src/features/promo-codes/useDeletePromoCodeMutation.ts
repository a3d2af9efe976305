import { graphql } from 'react-relay';
import type { useDeletePromoCodeMutation as Mutation } from '../../__generated__/useDeletePromoCodeMutation.graphql.ts';
import { useDeleteRowMutation } from '../../components/admin-table/useDeleteRowMutation.ts';

/** Deletes a promo code (admin) and takes it out of the list. */
export function useDeletePromoCodeMutation() {
  return useDeleteRowMutation<Mutation>(
    graphql`
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
    `,
    { field: 'deletePromoCode', success: 'DeletePromoCodeSuccess', rootList: 'promoCodes', failed: 'Failed to delete promo code' },
  );
}
