import { graphql, useMutation } from 'react-relay';
import type { useDeleteCustomerMutation as Mutation } from '../../__generated__/useDeleteCustomerMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { customerConnectionId } from './connection.ts';

import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardCustomers.ts';

/** Deletes a customer (admin) and takes the card out of the list; `onOutcome` gets the text to show and whether it was deleted. */
export function useDeleteCustomerMutation(): [(id: string, onOutcome: (message: string, ok: boolean) => void) => void, boolean] {
  const t = useT(messages);
  const serverText = useServerText();
  const failed = t('dashboardCustomers.deleteFailed');
  const [commit, deleting] = useMutation<Mutation>(graphql`
    mutation useDeleteCustomerMutation($input: DeleteCustomerInput!, $connections: [ID!]!) {
      deleteCustomer(input: $input) {
        __typename
        ... on DeleteCustomerSuccess {
          deletedCustomerId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = (id: string, onOutcome: (message: string, ok: boolean) => void) =>
    commit({
      variables: { input: { id }, connections: [customerConnectionId()] },
      onCompleted: ({ deleteCustomer }) => (deleteCustomer.__typename === 'DeleteCustomerSuccess' ? onOutcome(t('dashboardCustomers.deleted'), true) : onOutcome(serverText(typedErrorMessage(deleteCustomer) || failed), false)),
      onError: (e) => onOutcome(e.message || failed, false),
    });
  return [remove, deleting];
}
