import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { useMoneyAdminMutationsSetRateMutation as SetRate } from '../../__generated__/useMoneyAdminMutationsSetRateMutation.graphql.ts';
import type { useMoneyAdminMutationsSettingsMutation as Settings } from '../../__generated__/useMoneyAdminMutationsSettingsMutation.graphql.ts';
import type { useMoneyAdminMutationsAdjustMutation as Adjust } from '../../__generated__/useMoneyAdminMutationsAdjustMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';

export interface Outcome {
  onDone: () => void;
  onFailure: (message: string) => void;
}
type Result = { readonly __typename: string; readonly message?: string };
type Commit<M extends MutationParameters> = (config: UseMutationConfig<M>) => unknown;

/** Sends one admin money mutation: `success` is the answer's typename on success, anything else is its error's message. */
function send<M extends MutationParameters>(commit: Commit<M>, input: M['variables']['input'], success: string, pick: (response: M['response']) => Result, failed: string, { onDone, onFailure }: Outcome) {
  commit({
    variables: { input } as M['variables'],
    onCompleted: (response) => {
      const result = pick(response);
      if (result.__typename === success) onDone();
      else onFailure(typedErrorMessage(result) || failed);
    },
    onError: (e) => onFailure(e.message || failed),
  });
}

/** Sets a commission rate (a brand type's default or one vendor's override) from a date on. */
export function useSetCommissionRate(): [(input: SetRate['variables']['input'], on: Outcome) => void, boolean] {
  const failed = useT(messages)('dashboardMoneyAdmin.rateFailed');
  const [commit, saving] = useMutation<SetRate>(graphql`
    mutation useMoneyAdminMutationsSetRateMutation($input: SetCommissionRateInput!) {
      setCommissionRate(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  return [(input, on) => send<SetRate>(commit, input, 'CommissionRate', (r) => r.setCommissionRate, failed, on), saving];
}

/** Saves the holding days and the bank-transfer days. */
export function useUpdatePaymentSettings(): [(input: Settings['variables']['input'], on: Outcome) => void, boolean] {
  const failed = useT(messages)('dashboardMoneyAdmin.settingsFailedSave');
  const [commit, saving] = useMutation<Settings>(graphql`
    mutation useMoneyAdminMutationsSettingsMutation($input: UpdatePaymentSettingsInput!) {
      updatePaymentSettings(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  return [(input, on) => send<Settings>(commit, input, 'PaymentSettings', (r) => r.updatePaymentSettings, failed, on), saving];
}

/** Records a manual adjustment of a vendor's balance, with its reason. */
export function useAdjustBalance(): [(input: Adjust['variables']['input'], on: Outcome) => void, boolean] {
  const failed = useT(messages)('dashboardMoneyAdmin.adjustmentFailed');
  const [commit, saving] = useMutation<Adjust>(graphql`
    mutation useMoneyAdminMutationsAdjustMutation($input: AdjustBalanceInput!) {
      adjustBalance(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  return [(input, on) => send<Adjust>(commit, input, 'AdjustBalanceSuccess', (r) => r.adjustBalance, failed, on), saving];
}
