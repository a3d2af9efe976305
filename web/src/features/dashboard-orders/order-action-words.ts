// The words of each order step in the dashboard's language (issue 35): its button, the
// confirmation's question and its busy text, one message each. Every action of the schema's enum
// has its messages: a new step without them fails the typecheck. Ids are written out: the build
// shortens each literal id.
import type { OrderPartAction } from '../../__generated__/OrderTable_query.graphql.ts';
import type { OrderActionWords } from '../../components/orders/OrderActionDialog.tsx';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { OrderPartActionName } from '../../lib/order-actions.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardOrders.ts';

type Id = keyof typeof messages;

const ACTION_IDS = {
  CONFIRM: { label: 'dashboardOrders.actionConfirm', question: 'dashboardOrders.questionConfirm', busy: 'dashboardOrders.confirming' },
  SHIP: { label: 'dashboardOrders.actionShip', question: 'dashboardOrders.questionShip', busy: 'dashboardOrders.saving' },
  DELIVER: { label: 'dashboardOrders.actionDeliver', question: 'dashboardOrders.questionDeliver', busy: 'dashboardOrders.saving' },
  RESCHEDULE: { label: 'dashboardOrders.actionReschedule', question: 'dashboardOrders.questionReschedule', busy: 'dashboardOrders.saving' },
  COMPLETE: { label: 'dashboardOrders.actionComplete', question: 'dashboardOrders.questionComplete', busy: 'dashboardOrders.saving' },
  CANCEL: { label: 'dashboardOrders.actionCancel', question: 'dashboardOrders.questionCancel', busy: 'dashboardOrders.cancelling' },
} as const satisfies Record<Exclude<OrderPartAction, '%future added value'>, { label: Id; question: Id; busy: Id }>;

/** A step's button ("Ship"). */
export const orderActionLabel = (t: Translate<Id>, action: OrderPartActionName): string => t(ACTION_IDS[action].label);

/**
 * What the confirmation of `action` on one store's part of an order says. `serverText` shows
 * rules/carriers.ts's English checks in the page's language (useServerTextIn over dashboardOrders).
 */
export function orderActionWords(t: Translate<Id>, action: OrderPartActionName, part: { orderId: string; store: string }, serverText: (text: string) => string): OrderActionWords {
  const label = orderActionLabel(t, action);
  return {
    title: t('dashboardOrders.actionTitle', { action: label, ...part }),
    question: t(ACTION_IDS[action].question),
    // "Cancel" would read as closing the dialog: the button says what it cancels.
    confirmLabel: action === 'CANCEL' ? t('dashboardOrders.cancelPart') : label,
    busyLabel: t(ACTION_IDS[action].busy),
    reason: t('dashboardOrders.reason'),
    fields: { newViewingDate: t('dashboardOrders.newViewingDate'), carrier: t('dashboardOrders.carrierOptional'), trackingNumber: t('dashboardOrders.trackingNumberOptional'), problem: serverText },
  };
}
