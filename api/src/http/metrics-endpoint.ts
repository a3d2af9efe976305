/**
 * GET /metrics: the Prometheus text of this process, or of the whole cluster when it runs in one.
 *
 * Who may read it: a request from this machine that no proxy forwarded (a reverse proxy on the
 * same host would otherwise make every visitor look local), or one carrying METRICS_TOKEN as a
 * bearer token. Everyone else gets 404, as if there were nothing here: the metrics name the
 * app's operations and its load, which is nobody else's business.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Metrics } from './metrics.ts';
import type { Connection } from './connection.ts';
import { errorJson, methodNotAllowed } from './responses.ts';
import { clusterMetricsText, inClusterWorker } from './cluster-metrics.ts';

export const METRICS_PATH = '/metrics';

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** Compared through digests, in constant time: the token's length is not told by the timing either. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function mayReadMetrics(request: Request, connection: Connection, token: string | undefined): boolean {
  const authorization = request.headers.get('authorization');
  if (token && authorization?.startsWith('Bearer ')) return sameToken(authorization.slice('Bearer '.length), token);
  return isLoopback(connection.clientIp) && !request.headers.has('x-forwarded-for') && !request.headers.has('forwarded');
}

export async function metricsAnswer(request: Request, connection: Connection, metrics: Metrics, token: string | undefined): Promise<Response> {
  if (!mayReadMetrics(request, connection, token)) return errorJson(404, 'NOT_FOUND', 'Not found');
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method, ['GET', 'HEAD']);
  const text = inClusterWorker() ? await clusterMetricsText() : await metrics.registry.metrics();
  return new Response(request.method === 'HEAD' ? null : text, {
    headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
  });
}
