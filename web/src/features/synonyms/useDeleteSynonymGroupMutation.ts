import { graphql } from 'react-relay';
import type { useDeleteSynonymGroupMutation as Mutation } from '../../__generated__/useDeleteSynonymGroupMutation.graphql.ts';
import { useDeleteRowMutation } from '../../components/admin-table/useDeleteRowMutation.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

/** Deletes a synonym group (admin) and takes it out of the list. */
export function useDeleteSynonymGroupMutation() {
  const t = useT(messages);
  return useDeleteRowMutation<Mutation>(
    graphql`
      mutation useDeleteSynonymGroupMutation($input: DeleteSynonymGroupInput!) {
        deleteSynonymGroup(input: $input) {
          __typename
          ... on DeleteSynonymGroupSuccess {
            deletedSynonymGroupId @deleteRecord
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { field: 'deleteSynonymGroup', success: 'DeleteSynonymGroupSuccess', rootList: 'synonymGroups', failed: t('dashboardSynonyms.deleteFailed') },
  );
}
