import { graphql, useMutation } from 'react-relay';
import type { useRecordPayoutsMutation as Mutation } from '../../__generated__/useRecordPayoutsMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';

export interface PayoutInput {
  vendor: string | null;
  currency: 'USD' | 'AED' | 'PKR' | 'GBP';
  bankReference: string;
}

/** Records the admin's payout of available balances (one vendor or all); answers how much was paid. */
export function useRecordPayoutsMutation(): [(input: PayoutInput, on: { onDone: (paid: number) => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardMoneyAdmin.payoutFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useRecordPayoutsMutation($input: RecordPayoutsInput!) {
      recordPayouts(input: $input) {
        __typename
        ... on RecordPayoutsSuccess {
          payouts {
            amount
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const record = (input: PayoutInput, { onDone, onFailure }: { onDone: (paid: number) => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input },
      onCompleted: ({ recordPayouts }) => {
        if (recordPayouts.__typename === 'RecordPayoutsSuccess') onDone(recordPayouts.payouts?.length ?? 0);
        else onFailure(typedErrorMessage(recordPayouts) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [record, saving];
}
