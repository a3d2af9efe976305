/**
 * A bounded HTTP load against a server on this machine (loopback only), through wrk in its own
 * process: a C load generator costs far less CPU than a JavaScript one, so on this 2-core machine
 * the server under test keeps one core (wrk runs one thread).
 *
 *   const r = await runLoad({ url: 'http://127.0.0.1:4000/healthz', connections: 10, durationSeconds: 5 });
 *   // { requestsPerSecond, latency: { p50, p95, p99 } (ms), errors, non2xx }
 *
 * wrk comes from Debian's packages (`sudo apt-get install -y wrk`); nothing is downloaded.
 * Method, body and headers are set by a generated Lua script whose done() prints one JSON line.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  method?: string;
  body?: string | Buffer | object;
  headers?: Record<string, string>;
  /** Concurrent connections (default 10). */
  connections?: number;
  /** Length of the run (default 5 s, at most 120 s). */
  durationSeconds?: number;
  /**
   * Every request from a client address of its own (X-Forwarded-For 10.x.y.z, counting up; the app
   * must trust the loopback proxy): for writes that per-address limits would otherwise cut off.
   */
  distinctClients?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p95: number; p99: number };
  /** Socket errors: connect, read, write and timeouts. */
  errors: number;
  /** Responses with an error status (wrk counts 4xx and 5xx). */
  non2xx: number;
  totalRequests: number;
  durationSeconds: number;
}

export const WRK_INSTALL = 'sudo apt-get install -y wrk';

/** Throws with the install command when wrk is not on this machine. */
export function assertWrkInstalled(): void {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error(`wrk is missing (the benchmarks' load generator). Install it: ${WRK_INSTALL}`);
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  const host = url.hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`runLoad only targets this machine (loopback), not ${host}`);
  }
  assertWrkInstalled();
  const durationSeconds = Math.max(1, Math.min(Math.round(options.durationSeconds ?? 5), 120));
  const connections = Math.max(1, options.connections ?? 10);
  const headers = { ...options.headers };
  let body = options.body;
  if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'load.lua');
  fs.writeFileSync(script, luaScript(options.method ?? 'GET', body === undefined ? undefined : Buffer.from(body), headers, options.distinctClients ?? false));
  try {
    const args = ['-t', '1', '-c', String(connections), '-d', `${durationSeconds}s`, '--timeout', '10s', '-s', script, url.href];
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile('wrk', args, { timeout: (durationSeconds + 30) * 1000, maxBuffer: 1 << 20 }, (error, out, err) =>
        error ? reject(new Error(`wrk ${args.join(' ')} failed: ${error.message}\n${err}`)) : resolve(out),
      );
    });
    const line = stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
    if (!line) throw new Error(`wrk printed no result line:\n${stdout}`);
    const r = JSON.parse(line.slice(RESULT_PREFIX.length)) as WrkSummary;
    const seconds = r.duration / 1e6;
    return {
      requestsPerSecond: round(r.requests / seconds),
      latency: { p50: round(r.p50 / 1000), p95: round(r.p95 / 1000), p99: round(r.p99 / 1000) },
      errors: r.connect + r.read + r.write + r.timeout,
      non2xx: r.status,
      totalRequests: r.requests,
      durationSeconds: round(seconds),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What done() writes: counts, duration and latencies in microseconds, as wrk keeps them. */
interface WrkSummary {
  requests: number;
  duration: number;
  p50: number;
  p95: number;
  p99: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  status: number;
}

const RESULT_PREFIX = 'BENCH_RESULT ';

function luaScript(method: string, body: Buffer | undefined, headers: Record<string, string>, distinctClients: boolean): string {
  const lines = [`wrk.method = ${luaString(Buffer.from(method))}`];
  if (body) lines.push(`wrk.body = ${luaString(body)}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${luaString(Buffer.from(name))}] = ${luaString(Buffer.from(value))}`);
  if (distinctClients) {
    lines.push(
      'local sent = 0',
      'function request()',
      '  sent = sent + 1',
      '  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(sent / 65536) % 256, math.floor(sent / 256) % 256, sent % 256)',
      '  return wrk.format()',
      'end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('${RESULT_PREFIX}{"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\\n',`,
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),',
    '    e.connect, e.read, e.write, e.timeout, e.status))',
    'end',
  );
  return lines.join('\n') + '\n';
}

/** A Lua string literal of exact bytes: printable ASCII as is, everything else as \ddd. */
function luaString(bytes: Buffer): string {
  let out = '"';
  for (const byte of bytes) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
    out += printable ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`;
  }
  return out + '"';
}

const round = (n: number) => Math.round(n * 100) / 100;
