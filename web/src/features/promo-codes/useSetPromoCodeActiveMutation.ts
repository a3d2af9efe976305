import { graphql, useMutation } from 'react-relay';
import type { useSetPromoCodeActiveMutation as Mutation } from '../../__generated__/useSetPromoCodeActiveMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPromoCodes.ts';

/** Switches a promo code on or off (admin); the row shows the server's answer. */
export function useSetPromoCodeActiveMutation(): [(id: string, isActive: boolean, onFailure: (message: string) => void) => void, boolean] {
  const failed = useT(messages)('dashboardPromoCodes.statusFailed');
  const [commit, toggling] = useMutation<Mutation>(graphql`
    mutation useSetPromoCodeActiveMutation($input: SetPromoCodeActiveInput!) {
      setPromoCodeActive(input: $input) {
        __typename
        ... on SetPromoCodeActiveSuccess {
          promoCode {
            id
            isActive
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const setActive = (id: string, isActive: boolean, onFailure: (message: string) => void) =>
    commit({
      variables: { input: { id, isActive } },
      onCompleted: ({ setPromoCodeActive }) => {
        if (setPromoCodeActive.__typename !== 'SetPromoCodeActiveSuccess') onFailure(typedErrorMessage(setPromoCodeActive) || failed);
      },
      onError: (e) => onFailure(e.message || failed),
    });
  return [setActive, toggling];
}
