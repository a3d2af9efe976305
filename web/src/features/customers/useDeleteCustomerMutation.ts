import { graphql, useMutation } from 'react-relay';
import type { useDeleteCustomerMutation as Mutation } from '../../__generated__/useDeleteCustomerMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { customerConnectionId } from './connection.ts';

export const CUSTOMER_DELETED = 'Customer Deleted.';
const FAILED = 'Failed to delete customer';

/** Deletes a customer (admin) and takes the card out of the list; `onOutcome` gets the text to show. */
export function useDeleteCustomerMutation(): [(id: string, onOutcome: (message: string) => void) => void, boolean] {
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
  const remove = (id: string, onOutcome: (message: string) => void) =>
    commit({
      variables: { input: { id }, connections: [customerConnectionId()] },
      onCompleted: ({ deleteCustomer }) => onOutcome(deleteCustomer.__typename === 'DeleteCustomerSuccess' ? CUSTOMER_DELETED : typedErrorMessage(deleteCustomer) || FAILED),
      onError: (e) => onOutcome(e.message || FAILED),
    });
  return [remove, deleting];
}
