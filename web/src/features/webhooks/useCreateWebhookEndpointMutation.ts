import { graphql, useMutation } from 'react-relay';
import type { useCreateWebhookEndpointMutation as Mutation, CreateWebhookEndpointInput } from '../../__generated__/useCreateWebhookEndpointMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { addToRootList } from '../../lib/root-lists.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';

/** Registers an endpoint, adds it to the page's list, and hands over its secret once. */
export function useCreateWebhookEndpointMutation(): [(input: CreateWebhookEndpointInput, on: { onCreated: (secret: string) => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardWebhooks.createFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        __typename
        ... on WebhookEndpointSecret {
          secret
          endpoint {
            id
            ...WebhookEndpointTable_endpoint
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = (input: CreateWebhookEndpointInput, { onCreated, onFailure }: { onCreated: (secret: string) => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input },
      updater: (store, data) => {
        if (data?.createWebhookEndpoint.__typename === 'WebhookEndpointSecret') addToRootList(store, 'webhookEndpoints', store.getRootField('createWebhookEndpoint')?.getLinkedRecord('endpoint'), 'end');
      },
      onCompleted: ({ createWebhookEndpoint }) => {
        if (createWebhookEndpoint.__typename === 'WebhookEndpointSecret' && createWebhookEndpoint.secret) onCreated(createWebhookEndpoint.secret);
        else onFailure(typedErrorMessage(createWebhookEndpoint) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [create, saving];
}
