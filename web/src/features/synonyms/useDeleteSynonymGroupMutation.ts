import { graphql, useMutation } from 'react-relay';
import type { useDeleteSynonymGroupMutation as Mutation } from '../../__generated__/useDeleteSynonymGroupMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { removeFromRootList } from '../../lib/root-lists.ts';

const FAILED = 'Failed to delete the synonym group';

/** Deletes a synonym group (admin) and takes it out of the list. */
export function useDeleteSynonymGroupMutation(): [(id: string, onFailure: (message: string) => void) => void, boolean] {
  const [commit, deleting] = useMutation<Mutation>(graphql`
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
  `);
  const remove = (id: string, onFailure: (message: string) => void) =>
    commit({
      variables: { input: { id } },
      updater: (store, data) => {
        if (data?.deleteSynonymGroup.__typename !== 'DeleteSynonymGroupSuccess') return;
        removeFromRootList(store, 'synonymGroups', id);
      },
      onCompleted: ({ deleteSynonymGroup }) => {
        if (deleteSynonymGroup.__typename !== 'DeleteSynonymGroupSuccess') onFailure(typedErrorMessage(deleteSynonymGroup) || FAILED);
      },
      onError: (e) => onFailure(e.message || FAILED),
    });
  return [remove, deleting];
}
