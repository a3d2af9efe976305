/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): each try is signed at the
 * moment it is sent, with the `standardwebhooks` library (npm) itself, by every secret that is
 * valid: after a rotation the new secret and, during its grace period, the old one, their
 * signatures separated by a space as the specification allows. A receiver holding either verifies.
 */
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_SECRET_PREFIX } from '@rules/webhooks.ts';

/** A new secret: `whsec_` and the base64 of 32 random bytes (the key the HMAC uses). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + crypto.randomBytes(32).toString('base64');
}

export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The secrets that sign at `now`: the current one, and the previous one within its grace period. */
export function activeSecrets(endpoint: SigningSecrets, now: Date): string[] {
  const previousValid = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}

/** The three headers of one try of `messageId` with `body`, signed at `at`. */
export function webhookHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const signature = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
  return { 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}
