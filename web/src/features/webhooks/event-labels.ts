// The message ids of the webhook events' labels (issue 35). The API sends each event's English label
// (rules/webhooks.ts WEBHOOK_EVENT_LABELS); the dashboard shows it in its language by the event's
// name (every event of rules/webhooks.ts has its message: the typecheck says when one is missing),
// and an event newer than this page with the label the API sent.
// Ids are written out: the build shortens each literal id.
import type { WebhookEventType } from '@rules/webhooks.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import type { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';

type Id = keyof typeof messages;

const EVENT_IDS = {
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
} as const satisfies Record<WebhookEventType, Id>;

/** An event's label in the page's language; `label` (the API's English) for an event not listed here. */
export const eventLabel = (t: Translate<Id>, name: string, label: string): string => {
  const id = (EVENT_IDS as Record<string, Id>)[name];
  return id ? t(id) : label;
};

/** A delivery's status (PENDING, SUCCEEDED, FAILED) with its message id. */
export const DELIVERY_STATUS_IDS: Record<string, Id> = { PENDING: 'dashboardWebhooks.pending', SUCCEEDED: 'dashboardWebhooks.delivered', FAILED: 'dashboardWebhooks.failed' };
