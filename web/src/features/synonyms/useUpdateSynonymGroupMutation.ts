import { graphql, useMutation } from 'react-relay';
import type { useUpdateSynonymGroupMutation as Mutation } from '../../__generated__/useUpdateSynonymGroupMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

/** Replaces a group's terms (admin); the row shows the server's answer. */
export function useUpdateSynonymGroupMutation(): [(id: string, terms: string[], on: { onSaved: () => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardSynonyms.saveFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useUpdateSynonymGroupMutation($input: UpdateSynonymGroupInput!) {
      updateSynonymGroup(input: $input) {
        __typename
        ... on UpdateSynonymGroupSuccess {
          synonymGroup {
            id
            terms
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = (id: string, terms: string[], { onSaved, onFailure }: { onSaved: () => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input: { id, terms } },
      onCompleted: ({ updateSynonymGroup }) => {
        if (updateSynonymGroup.__typename === 'UpdateSynonymGroupSuccess') onSaved();
        else onFailure(typedErrorMessage(updateSynonymGroup) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [save, saving];
}
