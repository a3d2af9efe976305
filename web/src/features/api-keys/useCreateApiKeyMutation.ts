import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateApiKeyMutation as Mutation, CreateApiKeyInput } from '../../__generated__/useCreateApiKeyMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { addToRootList } from '../../lib/root-lists.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardApiKeys.ts';

/** Puts a new key first in the page's list (the list is a plain root field). */
function prependKey(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createApiKey')?.getLinkedRecord('apiKey');
  addToRootList(store, 'apiKeys', created, 'start');
}

export interface CreatedApiKey {
  name: string;
  secret: string;
}

/** Creates a partner's API key (admin), shows it first in the list, and hands over its secret once. */
export function useCreateApiKeyMutation(): [(input: CreateApiKeyInput, on: { onCreated: (key: CreatedApiKey) => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardApiKeys.createFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        __typename
        ... on CreateApiKeySuccess {
          secret
          apiKey {
            id
            name
            ...ApiKeyTable_apiKey
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = (input: CreateApiKeyInput, { onCreated, onFailure }: { onCreated: (key: CreatedApiKey) => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input },
      updater: (store, data) => {
        if (data?.createApiKey.__typename === 'CreateApiKeySuccess') prependKey(store);
      },
      onCompleted: ({ createApiKey }) => {
        if (createApiKey.__typename === 'CreateApiKeySuccess' && createApiKey.apiKey && createApiKey.secret) onCreated({ name: createApiKey.apiKey.name, secret: createApiKey.secret });
        else onFailure(typedErrorMessage(createApiKey) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [create, saving];
}
