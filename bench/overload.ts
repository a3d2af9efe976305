/**
 * Overload at 1,000 connections (issue 31): does the server shed what it cannot serve in time
 * (503 SERVER_BUSY), keep the requests it accepts fast, and keep its memory flat?
 *
 *   npx tsx bench/overload.ts                                  # this checkout, 25 s at 1,000 connections
 *   npx tsx bench/overload.ts --app-root /tmp/main --label main # another checkout (before/after)
 *   npx tsx bench/overload.ts --duration 20 --connections 1000
 *
 * The app runs as its own process (`node --import tsx scripts/serve.ts` from --app-root, in
 * production mode, on a fresh embedded database with the demo data, the shared answer cache off so
 * every request does its GraphQL and database work). wrk floods /graphql with the storefront's
 * product list at 1,000 connections; beside it a probe of 4 clients sends the same request one
 * after another and times each answer by its status (wrk's latencies mix fast 503s with the
 * answers, so the accepted requests' p99 comes from the probe). The server's resident memory is
 * read from /proc every second. Loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/harness.ts';
import { assertWrkInstalled, runLoad } from './load.ts';
import { PRODUCT_LIST } from './queries.ts';
import { root } from './app-process.ts';
import { option } from './options.ts';

const appRoot = path.resolve(option('app-root', root));
const label = option('label', 'this checkout');
const durationSeconds = Number(option('duration', '25'));
const connections = Number(option('connections', '1000'));
const PROBE_CLIENTS = 4;
const PROBE_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

async function main() {
  assertWrkInstalled();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-overload-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: appRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir, RESPONSE_CACHE: '0', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error', SEED_DEMO_ACTIVITY: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('the app exited while starting');
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
      if (i > 1200) throw new Error('the app did not start within 5 minutes');
      await sleep(250);
    }
    const request = () =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PRODUCT_LIST.body), signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    // Warm up: compiled queries, caches of the process, the JIT.
    for (let i = 0; i < 50; i++) await (await request()).arrayBuffer();

    const rss: number[] = [];
    const idleRss = rssMb(child.pid!);
    let loading = true;
    const sampler = (async () => {
      while (loading) {
        rss.push(rssMb(child.pid!));
        await sleep(1000);
      }
    })();
    const probes: Array<{ status: number; ms: number }> = [];
    const probe = async () => {
      await sleep(2000); // once wrk's connections are open
      while (loading) {
        const startedAt = performance.now();
        const status = await request().then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
        probes.push({ status, ms: performance.now() - startedAt });
      }
    };
    const probing = Promise.all(Array.from({ length: PROBE_CLIENTS }, probe));
    const load = await runLoad({ url: `${url}/graphql`, method: 'POST', body: PRODUCT_LIST.body, connections, durationSeconds });
    loading = false;
    await Promise.all([sampler, probing]);
    const afterRss = rssMb(child.pid!);

    const accepted = probes.filter((p) => p.status === 200).map((p) => p.ms).sort((a, b) => a - b);
    const busy = probes.filter((p) => p.status === 503).length;
    const failed = probes.filter((p) => p.status !== 200 && p.status !== 503).length;
    const firstFive = rss.slice(0, 5);
    const lastFive = rss.slice(-5);
    const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    const result = {
      label,
      connections,
      durationSeconds: load.durationSeconds,
      machineLoad: os.loadavg().map((l) => l.toFixed(2)).join(' '),
      wrk: { requestsPerSecond: load.requestsPerSecond, totalRequests: load.totalRequests, non2xx: load.non2xx, socketErrorsAndTimeouts: load.errors, latencyAll: load.latency },
      probe: { accepted: accepted.length, busy503: busy, failedOrTimedOut: failed, acceptedP50: percentile(accepted, 50), acceptedP99: percentile(accepted, 99), acceptedMax: Math.round(accepted.at(-1) ?? NaN) },
      rssMb: { idle: idleRss, firstFiveSeconds: mean(firstFive), lastFiveSeconds: mean(lastFive), peak: Math.max(...rss), afterLoad: afterRss },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
