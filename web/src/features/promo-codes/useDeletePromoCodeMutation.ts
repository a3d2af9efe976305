import { graphql } from 'react-relay';
import type { useDeletePromoCodeMutation as Mutation } from '../../__generated__/useDeletePromoCodeMutation.graphql.ts';
import { useDeleteRowMutation } from '../../components/admin-table/useDeleteRowMutation.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPromoCodes.ts';

/** Deletes a promo code (admin) and takes it out of the list. */
export function useDeletePromoCodeMutation() {
  const t = useT(messages);
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
    { field: 'deletePromoCode', success: 'DeletePromoCodeSuccess', rootList: 'promoCodes', failed: t('dashboardPromoCodes.deleteFailed') },
  );
}
