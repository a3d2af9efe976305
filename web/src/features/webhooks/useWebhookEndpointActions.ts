import { graphql, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useWebhookEndpointActionsUpdateMutation as UpdateMutation } from '../../__generated__/useWebhookEndpointActionsUpdateMutation.graphql.ts';
import type { useWebhookEndpointActionsRotateMutation as RotateMutation } from '../../__generated__/useWebhookEndpointActionsRotateMutation.graphql.ts';
import type { useWebhookEndpointActionsDeleteMutation as DeleteMutation } from '../../__generated__/useWebhookEndpointActionsDeleteMutation.graphql.ts';
import type { useWebhookEndpointActionsTestMutation as TestMutation } from '../../__generated__/useWebhookEndpointActionsTestMutation.graphql.ts';
import type { useWebhookEndpointActionsRedeliverMutation as RedeliverMutation } from '../../__generated__/useWebhookEndpointActionsRedeliverMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { removeFromRootList } from '../../lib/root-lists.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';

export interface ActionOutcome<T = void> {
  onDone: (result: T) => void;
  onFailure: (message: string) => void;
}

type Answer = { readonly __typename: string; readonly message?: string };

/**
 * One mutation of a webhook endpoint: commits `input`, then hands the field's answer to onDone
 * when it is the `success` type, else its message (or the message `failed` names) to onFailure.
 */
function useAction<M extends MutationParameters, T>(mutation: GraphQLTaggedNode, field: string, success: string, failedId: keyof typeof messages, pick: (answer: any) => T, updater?: (store: RecordSourceSelectorProxy, input: M['variables']['input']) => void) {
  const failed = useT(messages)(failedId);
  const [commit, busy] = useMutation<M>(mutation);
  const run = (input: M['variables']['input'], { onDone, onFailure }: ActionOutcome<T>) =>
    commit({
      variables: { input } as M['variables'],
      updater: (store, data) => {
        const answer = (data as Record<string, Answer> | null)?.[field];
        if (answer?.__typename === success) updater?.(store, input);
      },
      onCompleted: (data) => {
        const answer = (data as Record<string, Answer>)[field];
        if (answer.__typename === success) onDone(pick(answer));
        else onFailure(typedErrorMessage(answer) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [run, busy] as const;
}

/** Enable, disable or change an endpoint; its row updates from the answer. */
export const useUpdateWebhookEndpoint = () =>
  useAction<UpdateMutation, void>(
    graphql`
      mutation useWebhookEndpointActionsUpdateMutation($input: UpdateWebhookEndpointInput!) {
        updateWebhookEndpoint(input: $input) {
          __typename
          ... on WebhookEndpointSuccess { endpoint { id ...WebhookEndpointTable_endpoint } }
          ... on Error { message }
        }
      }
    `,
    'updateWebhookEndpoint', 'WebhookEndpointSuccess', 'dashboardWebhooks.saveFailed', () => undefined,
  );

/** A new secret, handed over once. */
export const useRotateWebhookSecret = () =>
  useAction<RotateMutation, string>(
    graphql`
      mutation useWebhookEndpointActionsRotateMutation($input: RotateWebhookSecretInput!) {
        rotateWebhookSecret(input: $input) {
          __typename
          ... on WebhookEndpointSecret { secret endpoint { id ...WebhookEndpointTable_endpoint } }
          ... on Error { message }
        }
      }
    `,
    'rotateWebhookSecret', 'WebhookEndpointSecret', 'dashboardWebhooks.rotateFailed', (answer) => answer.secret as string,
  );

/** Deletes an endpoint and drops it from the page's list. */
export const useDeleteWebhookEndpoint = () =>
  useAction<DeleteMutation, void>(
    graphql`
      mutation useWebhookEndpointActionsDeleteMutation($input: DeleteWebhookEndpointInput!) {
        deleteWebhookEndpoint(input: $input) {
          __typename
          ... on DeleteWebhookEndpointSuccess { deletedId }
          ... on Error { message }
        }
      }
    `,
    'deleteWebhookEndpoint', 'DeleteWebhookEndpointSuccess', 'dashboardWebhooks.deleteFailed', () => undefined,
    (store, input) => removeFromRootList(store, 'webhookEndpoints', input.id),
  );

/** Queues a test event to the endpoint. */
export const useSendTestWebhook = () =>
  useAction<TestMutation, void>(
    graphql`
      mutation useWebhookEndpointActionsTestMutation($input: SendTestWebhookInput!) {
        sendTestWebhook(input: $input) {
          __typename
          ... on WebhookDeliverySuccess { delivery { id } }
          ... on Error { message }
        }
      }
    `,
    'sendTestWebhook', 'WebhookDeliverySuccess', 'dashboardWebhooks.testFailed', () => undefined,
  );

/** Sends a delivery again, once. */
export const useRedeliverWebhook = () =>
  useAction<RedeliverMutation, void>(
    graphql`
      mutation useWebhookEndpointActionsRedeliverMutation($input: RedeliverWebhookInput!) {
        redeliverWebhook(input: $input) {
          __typename
          ... on WebhookDeliverySuccess { delivery { id } }
          ... on Error { message }
        }
      }
    `,
    'redeliverWebhook', 'WebhookDeliverySuccess', 'dashboardWebhooks.redeliverFailed', () => undefined,
  );
