// Webhooks (issue 38): the event types an endpoint may subscribe to, and the limits and texts the
// dashboard's form and the server share. A new event (a stock level once stock exists) is one line in WEBHOOK_EVENT_TYPES and one call where its change is
// written (api/src/domain/webhooks/outbox.ts recordWebhookEvent).

export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order_part.status_changed',
  'order_part.cancelled',
  'viewing.booked',
  'viewing.rescheduled',
  'viewing.cancelled',
  'product.created',
  'product.updated',
  'product.deleted',
  'order_part.payment_received',
  'order_part.refunded',
  'payout.recorded',
  'product.stock_low',
  'lead.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" sends: never caused by a change, and no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'An order was placed',
  'order_part.status_changed': "A store's part of an order changed status",
  'order_part.cancelled': "A store's part of an order was cancelled",
  'viewing.booked': 'A viewing was booked',
  'viewing.rescheduled': 'A viewing was moved to another time',
  'viewing.cancelled': 'A viewing was cancelled',
  'product.created': 'A product was created',
  'product.updated': 'A product was updated',
  'product.deleted': 'A product was deleted',
  'order_part.payment_received': "A bank transfer for a store's part of an order was received",
  'order_part.refunded': "A store's part of an order was refunded, in full or in part",
  'payout.recorded': 'The marketplace paid a store out',
  'product.stock_low': "A product's stock fell to its low-stock threshold",
  'lead.created': 'A shopper sent an enquiry about a listing',
};

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints per owner (a store, or the marketplace): enough for any integration, a bound on fan-out. */
export const WEBHOOK_ENDPOINTS_PER_OWNER = 10;
/** A Standard Webhooks secret: `whsec_` and the base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please enter the URL that receives the webhooks.',
  urlTooLong: `The URL is limited to ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlInvalid: 'The URL must be a full address such as https://example.com/webhooks.',
  urlHttps: 'The URL must start with https:// (webhooks carry signed data and are never sent in clear).',
  urlCredentials: 'The URL must not contain a user name or password; the signature proves who sent a webhook.',
  urlPrivate: 'This URL names a private, loopback or link-local address; webhooks are only sent to public addresses.',
  descriptionTooLong: `The description is limited to ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
  eventsRequired: 'Choose at least one event to receive.',
  unknownEvent: (event: string) => `"${event}" is not an event: choose among ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  tooMany: `At most ${WEBHOOK_ENDPOINTS_PER_OWNER} webhook endpoints per store; delete one you no longer use first.`,
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  disabled: 'This endpoint is disabled; enable it before sending to it.',
} as const;
