import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreatePromoCodeMutation as Mutation } from '../../__generated__/useCreatePromoCodeMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { addToRootList } from '../../lib/root-lists.ts';
import type { PromoForm } from '../../lib/promo-form.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPromoCodes.ts';

/** Puts a new code first in the page's list (the list is a plain root field). */
function prependPromo(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createPromoCode')?.getLinkedRecord('promoCode');
  addToRootList(store, 'promoCodes', created, 'start');
}

/** Creates a promo code (admin) and shows it first in the list. */
export function useCreatePromoCodeMutation(): [(form: PromoForm, on: { onCreated: () => void; onFailure: (message: string) => void }) => void, boolean] {
  const failed = useT(messages)('dashboardPromoCodes.createFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useCreatePromoCodeMutation($input: CreatePromoCodeInput!) {
      createPromoCode(input: $input) {
        __typename
        ... on CreatePromoCodeSuccess {
          promoCode {
            id
            ...PromoCodeTable_promoCode
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = (form: PromoForm, { onCreated, onFailure }: { onCreated: () => void; onFailure: (message: string) => void }) =>
    commit({
      variables: { input: form },
      updater: (store, data) => {
        if (data?.createPromoCode.__typename === 'CreatePromoCodeSuccess') prependPromo(store);
      },
      onCompleted: ({ createPromoCode }) => {
        if (createPromoCode.__typename === 'CreatePromoCodeSuccess') onCreated();
        else onFailure(typedErrorMessage(createPromoCode) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [create, saving];
}
