/**
 * The process's Prometheus metrics (prom-client), served at /metrics (http/metrics-endpoint.ts):
 * what requests came and how they went, the admission queue, the job queues' lag, the answer
 * cache and the database pool. docs/deploy.md lists every metric and what it means.
 *
 * Each app has its own registry (tests run several apps in one process); in a cluster the primary
 * sums the workers' registries (http/cluster-metrics.ts). Label values are bounded: a GraphQL
 * operation is named by graphql/operation-label.ts, a REST route by its pattern in the route
 * table, never by a raw path or a client's free text.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ShedReason } from './work-queue.ts';
import type { QueueLag } from '../jobs/job-lag.ts';

/**
 * Which part of the app answered. `cache`: an anonymous GET answered from the shared cache on the
 * socket (server.ts); a POST answered there is counted as the app counts the same hit, `graphql`.
 */
export type Transport = 'graphql' | 'rest' | 'page' | 'cache' | 'other';

/** The operation label of a request nothing named more finely (no GraphQL operation, no REST route). */
export const unnamedOperation = (transport: Transport) => `_${transport}`;

export interface AnsweredRequest {
  transport: Transport;
  /** A bounded name: the GraphQL operation, the REST route's pattern, or the transport's own word. */
  operation: string;
  status: number;
  /** An error the status does not show (a GraphQL result with errors). */
  failed?: boolean;
  seconds: number;
}

/** pg's Pool counters (PostgreSQL); PGlite has one connection in its own thread and no pool. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What the gauges read at each scrape. */
export interface MetricSources {
  admission(): { waiting: number; running: number };
  answerCacheEntries(): number;
  jobLag(): Promise<QueueLag[]>;
  poolUse(): PoolUse | undefined;
  onScrapeError(what: string, error: unknown): void;
}

export interface Metrics {
  readonly registry: Registry;
  recordAnswer(answer: AnsweredRequest): void;
  recordShed(reason: ShedReason): void;
  recordQueueWait(ms: number): void;
  recordCacheLookup(hit: boolean): void;
  /** Connects the gauges to what they read (the services are made after the metrics). */
  watch(sources: MetricSources): void;
}

/** A scrape must answer while the database is away: the job lag is skipped past this. */
const JOB_LAG_TIMEOUT_MS = 1_000;

/** Seconds, from a cached answer (well under a millisecond) to a request cut off at the queue's bound and beyond. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

/** Reads the sources the metrics watch, once `watch()` has connected them. */
type Watched = () => MetricSources | undefined;

/** What the app counts as it answers; the gauges below read state at each scrape instead. */
function registerCounters(registry: Registry) {
  const requests = new Counter({
    name: 'marketplace_http_requests_total',
    help: 'Requests answered, by transport, operation (GraphQL operation or REST route pattern) and status.',
    labelNames: ['transport', 'operation', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'marketplace_http_request_errors_total',
    help: 'Requests that failed: a 5xx status, or a GraphQL result carrying errors.',
    labelNames: ['transport', 'operation'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'marketplace_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer starting, by transport and operation.',
    labelNames: ['transport', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'marketplace_admission_shed_total',
    help: 'Requests answered 503 SERVER_BUSY: the queue was full, or the wait would pass (or passed) MAX_QUEUE_WAIT_MS.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const queueWait = new Histogram({
    name: 'marketplace_admission_wait_seconds',
    help: 'How long admitted requests waited for a turn.',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'marketplace_answer_cache_lookups_total',
    help: 'Lookups in the shared answer cache, by result (hit or miss); the hit ratio is hit / (hit + miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return { requests, errors, latency, shed, queueWait, cacheLookups };
}

/** Gauges of the admission queue, the answer cache and the database pool, read at each scrape. */
function registerStateGauges(registry: Registry, watched: Watched): void {
  new Gauge({
    name: 'marketplace_admission_waiting',
    help: 'Requests waiting for a turn now.',
    registers: [registry],
    collect() {
      const sources = watched();
      if (sources) this.set(sources.admission().waiting);
    },
  });
  new Gauge({
    name: 'marketplace_admission_running',
    help: 'Requests doing their work now (at most MAX_CONCURRENT_REQUESTS per process).',
    registers: [registry],
    collect() {
      const sources = watched();
      if (sources) this.set(sources.admission().running);
    },
  });
  new Gauge({
    name: 'marketplace_answer_cache_entries',
    help: 'Answers the shared cache holds now.',
    registers: [registry],
    collect() {
      const sources = watched();
      if (sources) this.set(sources.answerCacheEntries());
    },
  });
  new Gauge({
    name: 'marketplace_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total open, idle, and queries waiting for one (absent on the embedded database).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = watched()?.poolUse();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
}

/** The job queues' lag and waiting jobs, from one read of the queues per scrape. */
function registerJobQueueGauges(registry: Registry, watched: Watched): void {
  // One read of the job queues serves both gauges of a scrape (their collects start together).
  let lagRead: Promise<QueueLag[] | undefined> | undefined;
  const readLag = () =>
    (lagRead ??= (async () => {
      const sources = watched();
      if (!sources) return undefined;
      return withTimeout(sources.jobLag(), JOB_LAG_TIMEOUT_MS).catch((error: unknown) => {
        sources.onScrapeError("reading the job queues' lag", error);
        return undefined;
      });
    })().finally(() => (lagRead = undefined)));
  /**
   * A gauge per job queue, read from the scrape's one read of the queues. Every process of a
   * cluster reads the same queues: the aggregate is the maximum, not a sum that would count each
   * job once per process.
   */
  const queueGauge = (name: string, help: string, valueOf: (lag: QueueLag) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const lags = await readLag();
        this.reset();
        for (const lag of lags ?? []) this.set({ queue: lag.queue }, valueOf(lag));
      },
    });
  queueGauge('marketplace_job_lag_seconds', 'How long the oldest due job of each queue has waited for a worker (0 when none waits).', (lag) => lag.lagSeconds);
  queueGauge('marketplace_jobs_waiting', 'Jobs due and waiting for a worker, per queue.', (lag) => lag.waiting);

}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // The process's own: resident memory, heap, event loop delay, CPU (names start with process_ and nodejs_).
  collectDefaultMetrics({ register: registry });
  let sources: MetricSources | undefined;
  const watched = () => sources;
  const { requests, errors, latency, shed, queueWait, cacheLookups } = registerCounters(registry);
  registerStateGauges(registry, watched);
  registerJobQueueGauges(registry, watched);

  return {
    registry,
    recordAnswer({ transport, operation, status, failed, seconds }) {
      requests.inc({ transport, operation, status: String(status) });
      latency.observe({ transport, operation }, seconds);
      if (failed || status >= 500) errors.inc({ transport, operation });
    },
    recordShed: (reason) => shed.inc({ reason }),
    recordQueueWait: (ms) => queueWait.observe(ms / 1000),
    recordCacheLookup: (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
    watch(watched) {
      sources = watched;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
