/**
 * A bounded HTTP load against a server on this machine (loopback only), through autocannon.
 *
 *   const r = await runLoad({ url: 'http://127.0.0.1:4000/healthz', connections: 10, durationSeconds: 5 });
 *   // { requestsPerSecond, latency: { p50, p95, p99 } (ms), errors, non2xx }
 *
 * autocannon's own percentiles skip p95, so the latencies are taken from every response.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: string;
  body?: string | Buffer | object;
  headers?: Record<string, string>;
  /** Concurrent connections (default 10). */
  connections?: number;
  /** Length of the run (default 5 s, at most 120 s). */
  durationSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p95: number; p99: number };
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  totalRequests: number;
  durationSeconds: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const host = new URL(options.url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`runLoad only targets this machine (loopback), not ${host}`);
  }
  const durationSeconds = Math.min(options.durationSeconds ?? 5, 120);
  const headers = { ...options.headers };
  let body = options.body;
  if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }

  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body,
    headers,
    connections: options.connections ?? 10,
    duration: durationSeconds,
    timeout: 10,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;

  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]) : NaN);
  const total = latencies.length;
  return {
    requestsPerSecond: round(total / (result.duration || durationSeconds)),
    latency: { p50: at(50), p95: at(95), p99: at(99) },
    errors: result.errors,
    non2xx: result.non2xx,
    totalRequests: total,
    durationSeconds: result.duration,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
