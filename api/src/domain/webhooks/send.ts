/**
 * One HTTP try of a webhook: POST the signed body, wait at most the timeout, keep the status, the
 * time taken and the start of the answer. Never throws: a refused address, a DNS failure, a reset
 * or a timeout is an outcome with an error text, written to the delivery log like any answer.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { WebhookSettings } from '../../config-webhooks.ts';
import { deliveryLookup, isPublicAddress } from './address-guard.ts';

/** The most of a receiver's answer the log keeps (and reads: the rest is not waited for). */
export const RESPONSE_BODY_LIMIT = 2048;

export interface TryOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/** A 2xx answer is a success; anything else (redirects included, which are not followed) is a failure. */
export const succeeded = (outcome: TryOutcome) => outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

export function postWebhook(settings: WebhookSettings, target: string, headers: Record<string, string>, body: string): Promise<TryOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is never looked up by the socket: it is checked here instead.
  if (!settings.allowPrivateAddresses && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ statusCode: null, durationMs: 0, error: `${host} is a private, loopback or link-local address: webhooks are only sent to public addresses.`, responseBody: null });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<TryOutcome>((resolve) => {
    let settled = false;
    // The whole try is bounded, not only the socket's silences: a receiver trickling bytes is cut off too.
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No answer within ${settings.timeoutMs} ms.`, responseBody: null });
      request.destroy();
    }, settings.timeoutMs);
    const finish = (outcome: Omit<TryOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Marketplace-Webhooks/1' },
        lookup: deliveryLookup(settings) as never,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () => {
          finish({ statusCode: response.statusCode ?? null, error: null, responseBody: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_LIMIT) });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= RESPONSE_BODY_LIMIT) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) => finish({ statusCode: null, error: error.message, responseBody: null }));
    request.end(body);
  });
}
