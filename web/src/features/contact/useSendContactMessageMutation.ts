import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ContactUserType, useSendContactMessageMutation as Mutation } from '../../__generated__/useSendContactMessageMutation.graphql.ts';
import type { ContactMessage, UserType } from './contactValidation.ts';

const USER_TYPE: Record<UserType, ContactUserType> = { vendor: 'VENDOR', customer: 'CUSTOMER' };

/**
 * Sends a contact message to the team (GraphQL `sendContactMessage`). `send` resolves true when
 * the server took it, false on a typed error (rate limit, validation) or a failed request.
 */
export function useSendContactMessageMutation(): [(message: ContactMessage) => Promise<boolean>, boolean] {
  const [commit, sending] = useMutation<Mutation>(graphql`
    mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
      sendContactMessage(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const send = useCallback(
    (message: ContactMessage) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { ...message, userType: USER_TYPE[message.userType] } },
          onCompleted: ({ sendContactMessage }) => resolve(sendContactMessage.__typename === 'SendContactMessageSuccess'),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [send, sending];
}
