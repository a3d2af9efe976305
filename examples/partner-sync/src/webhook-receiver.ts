// The partner's webhook endpoint: a plain HTTP server that accepts a delivery only when its
// Standard Webhooks signature verifies with the endpoint's secret, and drops repeats by
// `webhook-id` (every retry of one event carries the same id).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type WebhookEvent } from '../../../sdk/src/index.ts';

export interface WebhookReceiver {
  url: string;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** The endpoint's `whsec_...` secret; a function is read at each delivery, so a rotated secret is taken without a restart. */
  secret: string | (() => string);
  port?: number;
  onEvent: (event: WebhookEvent) => void;
}

export async function startWebhookReceiver({ secret, port = 0, onEvent }: ReceiverOptions): Promise<WebhookReceiver> {
  const secretNow = typeof secret === 'string' ? () => secret : secret;
  const seen = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let event: WebhookEvent;
      try {
        event = verifyWebhook(secretNow(), Buffer.concat(chunks).toString('utf8'), request.headers);
      } catch {
        // Forged, altered or too old: refuse it (the marketplace never sends such a request).
        response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid signature');
        return;
      }
      const id = String(request.headers['webhook-id']);
      // Answer first and fast (within 15 s); a repeat is acknowledged and not handled again.
      response.writeHead(204).end();
      if (seen.has(id)) return;
      seen.add(id);
      onEvent(event);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${listening}/webhooks/marketplace`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
