import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateSynonymGroupMutation as Mutation } from '../../__generated__/useCreateSynonymGroupMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { addToRootList } from '../../lib/root-lists.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSynonyms.ts';

/** Puts a new group last in the page's list (the list is a plain root field, oldest first). */
function appendGroup(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createSynonymGroup')?.getLinkedRecord('synonymGroup');
  addToRootList(store, 'synonymGroups', created, 'end');
}

/** Adds a synonym group (admin) and shows it in the list. */
export function useCreateSynonymGroupMutation(): [(terms: string[], on: { onCreated: () => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardSynonyms.createFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useCreateSynonymGroupMutation($input: CreateSynonymGroupInput!) {
      createSynonymGroup(input: $input) {
        __typename
        ... on CreateSynonymGroupSuccess {
          synonymGroup {
            id
            ...SynonymGroupTable_synonymGroup
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = (terms: string[], { onCreated, onFailure }: { onCreated: () => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input: { terms } },
      updater: (store, data) => {
        if (data?.createSynonymGroup.__typename === 'CreateSynonymGroupSuccess') appendGroup(store);
      },
      onCompleted: ({ createSynonymGroup }) => {
        if (createSynonymGroup.__typename === 'CreateSynonymGroupSuccess') onCreated();
        else onFailure(typedErrorMessage(createSynonymGroup) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [create, saving];
}
