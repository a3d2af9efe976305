// A real webhook receiver for the tests: a local HTTP server that keeps every request it gets and
// answers each path with the statuses it is told (in turn; the last one repeats; 200 by default).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  url(path: string): string;
  /** Every request to `path`, in the order they came. */
  received(path: string): ReceivedWebhook[];
  /** The statuses `path` answers from now on, one per request (the last repeats). */
  answer(path: string, statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const plans = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      const plan = plans.get(path) ?? [200];
      const status = plan.length > 1 ? (plan.shift() as number) : plan[0];
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failing on purpose (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => requests.filter((r) => r.path === path),
    answer: (path, statuses) => plans.set(path, [...statuses]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
