import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { OrderStatusActionsMutation } from '../../__generated__/OrderStatusActionsMutation.graphql.ts';
import type { OrderPartAction } from '../../__generated__/OrderTable_query.graphql.ts';
import { OrderActionDialog } from '../../components/orders/OrderActionDialog.tsx';
import { ORDER_ACTIONS, type OrderPartActionName } from '../../lib/order-actions.ts';
import { useT } from '../../components/context/locale.tsx';
import { useServerTextIn } from '../../hooks/useServerTextIn.ts';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';
import { messages as ordersMessages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';
import { orderActionLabel, orderActionWords } from './order-action-words.ts';
import styles from './Orders.module.css';

const isKnownAction = (action: OrderPartAction): action is OrderPartActionName => action in ORDER_ACTIONS;

/**
 * The steps the server allows the viewer on one part, each behind a confirmation. The answer
 * carries the part's new status, history and steps, which Relay writes over the row by its id.
 */
export function OrderStatusActions({ partId, subject, actions, onChanged, product = null }: { partId: string; subject: { orderId: string; store: string }; actions: readonly OrderPartAction[]; onChanged: () => void; product?: string | null }) {
  const t = useT(ordersMessages);
  const serverText = useServerTextIn(ordersMessages);
  const { cancelLabel } = useDashboardConfirmLabels();
  const [action, setAction] = useState<OrderPartActionName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<OrderStatusActionsMutation>(graphql`
    mutation OrderStatusActionsMutation($input: SetOrderPartStatusInput!) {
      setOrderPartStatus(input: $input) {
        __typename
        ... on SetOrderPartStatusSuccess {
          part {
            id
            status
            statusLabel
            allowedActions
            viewingDate
            viewingTime
            viewingTimeZone
            history {
              status
              statusLabel
              at
              actor
              note
              viewingDate
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const known = actions.filter(isKnownAction);
  if (!known.length) return null;
  return (
    <>
      {known.map((name) => (
        <button key={name} type="button" className={ORDER_ACTIONS[name].danger ? styles.delete : styles.secondaryButton} onClick={() => { setError(null); setAction(name); }}>
          {orderActionLabel(t, name)}
        </button>
      ))}
      <OrderActionDialog
        action={action}
        words={(step) => ({ ...orderActionWords(t, step, subject, serverText), cancelLabel })}
        busy={busy}
        error={error}
        onClose={() => setAction(null)}
        product={product}
        onConfirm={({ note, viewingDate, viewingAt, carrier, trackingNumber }) => {
          if (!action) return;
          setError(null);
          commit({
            variables: { input: { part: partId, action, note, viewingDate, viewingAt, carrier, trackingNumber } },
            onCompleted: (response) => {
              const result = response.setOrderPartStatus;
              if (result.__typename === 'SetOrderPartStatusSuccess') {
                setAction(null);
                onChanged();
              } else setError(('message' in result && result.message && serverText(result.message)) || t('dashboardOrders.stepFailed'));
            },
            onError: (cause) => setError(cause.message ? serverText(cause.message) : t('dashboardOrders.stepFailed')),
          });
        }}
      />
    </>
  );
}
