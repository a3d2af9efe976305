// The message ids of the webhook events' labels (issue 35). The API sends each event's English label
// (rules/webhooks.ts WEBHOOK_EVENT_LABELS); the dashboard shows it in its language by the event's
// name, and an event this table does not know yet (a new one) with the label the API sent.
// Ids are written out: the build shortens each literal id.
import type { Translate } from '../../lib/i18n/translator.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';

type Id = keyof typeof messages;

const EVENT_IDS: Record<string, Id> = {
  'order.placed': 'dashboardWebhooks.eventOrderPlaced',
  'order_part.status_changed': 'dashboardWebhooks.eventPartStatus',
  'order_part.cancelled': 'dashboardWebhooks.eventPartCancelled',
  'viewing.booked': 'dashboardWebhooks.eventViewingBooked',
  'viewing.rescheduled': 'dashboardWebhooks.eventViewingMoved',
  'viewing.cancelled': 'dashboardWebhooks.eventViewingCancelled',
  'product.created': 'dashboardWebhooks.eventProductCreated',
  'product.updated': 'dashboardWebhooks.eventProductUpdated',
  'product.deleted': 'dashboardWebhooks.eventProductDeleted',
  'order_part.payment_received': 'dashboardWebhooks.eventPaymentReceived',
  'order_part.refunded': 'dashboardWebhooks.eventRefunded',
  'payout.recorded': 'dashboardWebhooks.eventPayout',
  'product.stock_low': 'dashboardWebhooks.eventStockLow',
  'lead.created': 'dashboardWebhooks.eventLeadCreated',
};

/** An event's label in the page's language; `label` (the API's English) for an event not listed here. */
export const eventLabel = (t: Translate<Id>, name: string, label: string): string => (EVENT_IDS[name] ? t(EVENT_IDS[name]) : label);

/** A delivery's status (PENDING, SUCCEEDED, FAILED) with its message id. */
export const DELIVERY_STATUS_IDS: Record<string, Id> = { PENDING: 'dashboardWebhooks.pending', SUCCEEDED: 'dashboardWebhooks.delivered', FAILED: 'dashboardWebhooks.failed' };
