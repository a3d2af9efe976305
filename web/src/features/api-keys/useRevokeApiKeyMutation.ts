import { graphql, useMutation } from 'react-relay';
import type { useRevokeApiKeyMutation as Mutation } from '../../__generated__/useRevokeApiKeyMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

const FAILED = 'Failed to revoke the API key.';

/** Revokes a key (admin); its row shows it revoked (the answer updates the record). */
export function useRevokeApiKeyMutation(): [(id: string, on: { onDone: () => void; onFailure: (message: string) => void }) => void, boolean] {
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
        else onFailure(typedErrorMessage(revokeApiKey) || FAILED);
      },
      onError: (e) => onFailure(e.message || FAILED),
    });
  return [revoke, revoking];
}
