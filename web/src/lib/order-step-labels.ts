// An order part's status and the actor of each step in the page's language (issue 35). The API
// names them in English (api/src/domain/orders/lifecycle.ts STATUS_LABELS by status, ACTOR_LABELS
// as "Vendor", "Admin", ...), which the dashboard, the mails and REST clients read; the storefront
// shows its own message for each value, as rule-labels.ts does for the listing rules. A value the
// storefront does not know yet shows as the API wrote it.
// Every status of the schema's enum has its message: a new status without one fails the typecheck.
import type { OrderPartStatus } from '../__generated__/OrderTable_query.graphql.ts';
import type { messages as orderStepsMessages } from './i18n/compiled/en/orderSteps.ts';
import type { Translate } from './i18n/translator.ts';

export type OrderStepsT = Translate<keyof typeof orderStepsMessages>;

const STATUS_IDS = {
  PLACED: 'orderSteps.statusPlaced',
  REQUESTED: 'orderSteps.statusRequested',
  CONFIRMED: 'orderSteps.statusConfirmed',
  RESCHEDULED: 'orderSteps.statusRescheduled',
  SHIPPED: 'orderSteps.statusShipped',
  DELIVERED: 'orderSteps.statusDelivered',
  COMPLETED: 'orderSteps.statusCompleted',
  CANCELLED: 'orderSteps.statusCancelled',
} as const satisfies Record<Exclude<OrderPartStatus, '%future added value'>, keyof typeof orderStepsMessages>;

const ACTOR_IDS = { Vendor: 'orderSteps.actorVendor', Admin: 'orderSteps.actorAdmin', Shopper: 'orderSteps.actorShopper', System: 'orderSteps.actorSystem' } as const;

/** "Shipped" for SHIPPED; `label` (the API's) for a status the storefront does not know. */
export const orderStatusLabel = (t: OrderStepsT, status: string, label: string): string => (status in STATUS_IDS ? t(STATUS_IDS[status as keyof typeof STATUS_IDS]) : label);

/** Who took a step, from the API's English name of them. */
export const orderActorLabel = (t: OrderStepsT, actor: string): string => (actor in ACTOR_IDS ? t(ACTOR_IDS[actor as keyof typeof ACTOR_IDS]) : actor);
