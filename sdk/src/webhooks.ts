import { Webhook } from 'standardwebhooks';
import type { WebhookEventType } from './generated/schema-types.ts';

/** An event as the marketplace sends it (README, "Webhooks"): `data` depends on `type`. */
export interface WebhookEvent<Data = Record<string, unknown>> {
  type: WebhookEventType | 'webhook.test';
  timestamp: string;
  data: Data;
}

/**
 * Checks a delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the endpoint's `whsec_...` secret and answers the event; throws when
 * the signature is forged or the delivery is older than 5 minutes. Pass the body exactly as
 * received (its raw text), never a re-serialised object.
 */
export function verifyWebhook<Data = Record<string, unknown>>(secret: string, rawBody: string, headers: Headers | Record<string, string | string[] | undefined>): WebhookEvent<Data> {
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new Webhook(secret).verify(rawBody, plain) as WebhookEvent<Data>;
}
