import { graphql, useMutation } from 'react-relay';
import type { useRevokeApiKeyMutation as Mutation } from '../../__generated__/useRevokeApiKeyMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardApiKeys.ts';

/** Revokes a key (admin); its row shows it revoked (the answer updates the record). */
export function useRevokeApiKeyMutation(): [(id: string, on: { onDone: () => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardApiKeys.revokeFailed');
  const [commit, revoking] = useMutation<Mutation>(graphql`
    mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
      revokeApiKey(input: $input) {
        __typename
        ... on RevokeApiKeySuccess {
          apiKey {
            id
            ...ApiKeyTable_apiKey
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const revoke = (id: string, { onDone, onFailure }: { onDone: () => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ revokeApiKey }) => {
        if (revokeApiKey.__typename === 'RevokeApiKeySuccess') onDone();
        else onFailure(typedErrorMessage(revokeApiKey) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [revoke, revoking];
}
