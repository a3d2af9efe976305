import { graphql, useMutation } from 'react-relay';
import type { useRetryUndeliveredMailMutation as Mutation } from '../../__generated__/useRetryUndeliveredMailMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { removeFromRootList } from '../../lib/root-lists.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardUndeliveredMail.ts';

/** Queues an undelivered mail for delivery again (admin) and takes it off the list. */
export function useRetryUndeliveredMailMutation(): [(id: string, onFailure: (message: string) => void) => void, boolean] {
  const failed = useT(messages)('dashboardUndeliveredMail.retryFailed');
  const [commit, retrying] = useMutation<Mutation>(graphql`
    mutation useRetryUndeliveredMailMutation($input: RetryUndeliveredMailInput!) {
      retryUndeliveredMail(input: $input) {
        __typename
        ... on RetryUndeliveredMailSuccess {
          id
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const retry = (id: string, onFailure: (message: string) => void) =>
    commit({
      variables: { input: { id } },
      updater: (store, data) => {
        if (data?.retryUndeliveredMail.__typename !== 'RetryUndeliveredMailSuccess') return;
        removeFromRootList(store, 'undeliveredMails', id);
      },
      onCompleted: ({ retryUndeliveredMail }) => {
        if (retryUndeliveredMail.__typename !== 'RetryUndeliveredMailSuccess') onFailure(typedErrorMessage(retryUndeliveredMail) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [retry, retrying];
}
