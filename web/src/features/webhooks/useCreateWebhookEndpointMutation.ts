import { graphql, useMutation } from 'react-relay';
import type { useCreateWebhookEndpointMutation as Mutation, CreateWebhookEndpointInput } from '../../__generated__/useCreateWebhookEndpointMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { addToRootList } from '../../lib/root-lists.ts';

const FAILED = 'Failed to add the endpoint. Please check the URL and the events.';

/** Registers an endpoint, adds it to the page's list, and hands over its secret once. */
export function useCreateWebhookEndpointMutation(): [(input: CreateWebhookEndpointInput, on: { onCreated: (secret: string) => void; onFailure: (message: string) => void }) => void, boolean] {
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
        else onFailure(typedErrorMessage(createWebhookEndpoint) || FAILED);
      },
      onError: (e) => onFailure(e.message || FAILED),
    });
  return [create, saving];
}
