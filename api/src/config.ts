import os from 'node:os';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { parseCorsOrigins, type CorsOrigins } from './http/security-headers.ts';
import { loadWebhookSettings, type WebhookSettings } from './config-webhooks.ts';
import { MAIL_JOB_EXPIRY_SECONDS, MAINTENANCE_SECONDS } from './jobs/queues.ts';

/** Everything the app reads from the environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and uploads live. */
  dataDir: string;
  uploadsDir: string;
  /** A postgres:// URL switches from the embedded database to PostgreSQL. */
  databaseUrl: string | undefined;
  production: boolean;
  /** The built web app (served at /). */
  webDistDir: string;
  /** The server's renderer of the web app (vite build's second output). */
  webServerDir: string;
  /** Where the public reaches the storefront, without a trailing slash (PUBLIC_URL): sitemap and robots.txt links. */
  publicUrl: string;
  /** The GraphQL documents the web app was built with, by id (relay-compiler writes the file). */
  persistedDocumentsFile: string;
  /**
   * The web app's GraphQL path (/graphql/app) runs only those documents (WEB_GRAPHQL_PERSISTED_ONLY=0
   * lets it run any, as /graphql always does).
   */
  webGraphqlPersistedOnly: boolean;
  /** SMTP server for outgoing mail (SMTP_URL). */
  smtpUrl: string | undefined;
  /** Where mail goes after the outbox table: see `MailTransport`. */
  mailTransport: MailTransport;
  /** The durable job queue's settings (jobs/job-queue.ts). */
  jobs: JobSettings;
  /** Webhook delivery: retries, timeout, which URLs are allowed (config-webhooks.ts). */
  webhooks: WebhookSettings;
  /** How long PostgreSQL may take before a request gives up on it (db/database.ts). */
  databaseTimeouts: DatabaseTimeouts;
  /** Serve anonymous GraphQL queries from the shared response cache (RESPONSE_CACHE=0 turns it off). */
  responseCache: boolean;
  /** Run repeated GraphQL queries through compiled code (graphql/compiled-queries.ts; GRAPHQL_JIT=0 turns it off). */
  compiledQueries: boolean;
  /** Answer JSON POSTs to GraphQL below yoga's HTTP layer (graphql/direct-path.ts; GRAPHQL_DIRECT=0 sends them through yoga's `handle`). */
  graphqlDirectPath: boolean;
  /** Behind reverse proxies: which of them report the client address (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Origins whose pages may call the API from a browser (CORS_ORIGINS; default any: see security-headers.ts). */
  corsOrigins: CorsOrigins;
  /** Seed demo data into an empty database at start. */
  seedDemoData: boolean;
  /** With the demo data, its 90 days of orders, enquiries, stock movements and page views (SEED_DEMO_ACTIVITY, default on). */
  seedDemoActivity: boolean;
  /** Where contact-form messages are mailed (TEAM_INBOX). */
  teamInbox: string;
  /** S3_BUCKET switches media storage from `uploadsDir` to an S3-compatible bucket. */
  s3: S3Config | undefined;
  /**
   * HTTP worker processes (WEB_CONCURRENCY). On PostgreSQL one per core by default; the embedded
   * database belongs to a single process, so it always runs one.
   */
  processes: number;
  /** Requests running their database and GraphQL work at once, per process (MAX_CONCURRENT_REQUESTS). */
  maxConcurrentRequests: number;
  /** Requests that may wait for a turn, per process, before more are answered 503 (MAX_QUEUED_REQUESTS). */
  maxQueuedRequests: number;
  /** How long a request may wait for a turn, in ms, before it is answered 503 SERVER_BUSY (MAX_QUEUE_WAIT_MS). */
  maxQueueWaitMs: number;
  /** A bearer token that may read /metrics from anywhere (METRICS_TOKEN); unset, only this machine may. */
  metricsToken: string | undefined;
  /** Log lines as JSON (one object a line) or as text for a terminal (LOG_FORMAT; JSON in production). */
  logFormat: 'json' | 'text';
  /**
   * The key the server signs with (APP_SECRET, at least 32 characters); unset, a random key is
   * made at the first start and kept in the database.
   */
  appSecret: string | undefined;
  /** The map views' background tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); unset, maps draw a plain background. */
  mapTiles: MapTiles | undefined;
  /** How often counted page views are written, in seconds (VIEW_FLUSH_SECONDS; domain/analytics/view-counter.ts). */
  viewFlushSeconds: number;
}

export interface MapTiles {
  /** A raster XYZ template: https://tile.openstreetmap.org/{z}/{x}/{y}.png ({s} for subdomains a, b, c). */
  url: string;
  /** What the tiles' licence asks the map to show, e.g. "© OpenStreetMap contributors". */
  attribution: string;
  /** The tiles' origin as a CSP source (a {s} subdomain becomes *): the page policy lets images come from it. */
  cspSource: string;
}

/**
 * Every mail is first kept in the `outbox_mails` table; then it is sent over SMTP (`smtp`), printed
 * to the console for a developer (`console`: one-time codes included, so never in production), or
 * kept only in the table (`outbox`: for a production start whose mail another system delivers,
 * and for benchmarks).
 */
export type MailTransport = 'smtp' | 'console' | 'outbox';

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible servers (MinIO, R2, ...); unset means AWS S3 itself. */
  endpoint: string | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data'));
  const port = Number(env.PORT ?? 4000);
  const webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(projectRoot, 'web/dist'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  return {
    port,
    // The README promises http://localhost:4000: only this machine reaches it unless HOST says so.
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    production: env.NODE_ENV === 'production',
    webDistDir,
    // Beside the browser's build, as `vite build` writes them (a test's own web dist has none).
    webServerDir: path.resolve(env.WEB_SERVER_DIR ?? path.join(webDistDir, '../dist-server')),
    publicUrl: loadPublicUrl(env.PUBLIC_URL, port),
    persistedDocumentsFile: path.resolve(env.PERSISTED_DOCUMENTS_FILE ?? path.join(projectRoot, 'web/src/__generated__/persisted-documents.json')),
    webGraphqlPersistedOnly: env.WEB_GRAPHQL_PERSISTED_ONLY !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    mailTransport: loadMailTransport(env),
    compiledQueries: env.GRAPHQL_JIT !== '0',
    graphqlDirectPath: env.GRAPHQL_DIRECT !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    responseCache: env.RESPONSE_CACHE !== '0',
    seedDemoData: env.SEED_DEMO_DATA !== '0',
    seedDemoActivity: env.SEED_DEMO_ACTIVITY !== '0',
    teamInbox: env.TEAM_INBOX?.trim() || 'team@marketplace.test',
    s3: loadS3Config(env),
    processes: loadProcesses(env, databaseUrl),
    maxConcurrentRequests: wholeNumber(env, 'MAX_CONCURRENT_REQUESTS', 8, 1, 10_000),
    maxQueuedRequests: wholeNumber(env, 'MAX_QUEUED_REQUESTS', 1000, 0, 1_000_000),
    maxQueueWaitMs: wholeNumber(env, 'MAX_QUEUE_WAIT_MS', 2000, 1, 600_000),
    metricsToken: loadMetricsToken(env),
    logFormat: loadLogFormat(env),
    appSecret: loadAppSecret(env),
    mapTiles: loadMapTiles(env),
    viewFlushSeconds: wholeNumber(env, 'VIEW_FLUSH_SECONDS', 30, 1, 3600),
    databaseTimeouts: {
      connectSeconds: wholeNumber(env, 'DATABASE_CONNECT_TIMEOUT_SECONDS', 3, 1, 600),
      statementSeconds: wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 30, 0, 86_400),
    },
    webhooks: loadWebhookSettings(env),
    jobs: {
      workers: env.JOB_WORKERS?.trim() !== '0',
      pollSeconds: wholeNumber(env, 'JOB_POLL_SECONDS', 2, 1, 3600),
      mailRetries: wholeNumber(env, 'MAIL_RETRIES', 8, 0, 50),
      mailRetryDelaySeconds: wholeNumber(env, 'MAIL_RETRY_DELAY_SECONDS', 30, 1, 86_400),
      mailJobExpirySeconds: wholeNumber(env, 'MAIL_JOB_EXPIRY_SECONDS', MAIL_JOB_EXPIRY_SECONDS, 6, 3600),
      maintenanceSeconds: wholeNumber(env, 'JOB_MAINTENANCE_SECONDS', MAINTENANCE_SECONDS, 1, 3600),
      viewingReminderHourUtc: wholeNumber(env, 'VIEWING_REMINDER_HOUR_UTC', 12, 0, 23),
    },
  };
}

/**
 * PostgreSQL's limits, so a request whose database is away answers 503 in seconds instead of
 * hanging: opening a connection (or waiting for one of the pool's) gives up after
 * `connectSeconds`; a statement is stopped by the server after `statementSeconds` (0: never).
 * Migrations at start are exempt (db/database.ts). The embedded database has no connection to
 * lose and ignores both.
 */
export interface DatabaseTimeouts {
  connectSeconds: number;
  statementSeconds: number;
}

/**
 * The durable job queue. A process with `workers` off still enqueues (inside the writes'
 * transactions) but runs nothing: another process does (JOB_WORKERS=0, for example a web process
 * beside a jobs process). A failed mail is tried again after `mailRetryDelaySeconds`, doubling each
 * time (30 s, 1 min, 2 min ... about 2 hours for the eighth retry), then kept as undelivered.
 */
export interface JobSettings {
  workers: boolean;
  pollSeconds: number;
  mailRetries: number;
  mailRetryDelaySeconds: number;
  /**
   * How long a mail job may stay active before it counts as its worker's death and is tried again
   * (the queue's expiry, jobs/queues.ts). It must outlast one SMTP conversation (adapters/mail.ts's
   * socket timeouts, 15 s): 30 s by default; tests that prove the retry of a killed worker's mail
   * set it shorter, so they wait seconds, not half a minute.
   */
  mailJobExpirySeconds: number;
  /** How often a job-running process looks for expired jobs (pg-boss's maintenance): 15 s by default; tests set it shorter. */
  maintenanceSeconds: number;
  /**
   * From this hour (UTC) of the day before a viewing, its reminder goes out. 12:00 UTC is the
   * afternoon in the UAE and Pakistan, noon in the UK and the morning in the USA: "the day
   * before" wherever our properties are.
   */
  viewingReminderHourUtc: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

const MAIL_TRANSPORTS: readonly MailTransport[] = ['smtp', 'console', 'outbox'];

function loadMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  // A guessable token would open the metrics to anyone who tries a few.
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters.');
  return token;
}

function loadLogFormat(env: NodeJS.ProcessEnv): 'json' | 'text' {
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV === 'production' ? 'json' : 'text');
  if (format !== 'json' && format !== 'text') throw new Error(`LOG_FORMAT must be "json" or "text", got "${format}"`);
  return format;
}

function loadMailTransport(env: NodeJS.ProcessEnv): MailTransport {
  const smtpUrl = env.SMTP_URL?.trim();
  const chosen = env.MAIL_TRANSPORT?.trim().toLowerCase() || (smtpUrl ? 'smtp' : 'console');
  if (!MAIL_TRANSPORTS.includes(chosen as MailTransport)) throw new Error(`MAIL_TRANSPORT must be smtp, console or outbox, got "${env.MAIL_TRANSPORT}"`);
  if (chosen === 'smtp' && !smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL (for example smtps://user:pass@smtp.example.com)');
  if (chosen === 'console' && env.NODE_ENV === 'production') {
    // Printed mails carry one-time codes and reset links: a log reader could take over any account.
    throw new Error(
      'In production mail must not be printed to the log (it carries one-time codes). Set SMTP_URL to send it, ' +
        'or MAIL_TRANSPORT=outbox to keep it only in the database table outbox_mails for another system to deliver.',
    );
  }
  return chosen as MailTransport;
}

function loadPublicUrl(value: string | undefined, port: number): string {
  const text = value?.trim();
  if (!text) return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be the storefront's http(s) address, such as https://homes.example.com; got "${text}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function loadAppSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.APP_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('APP_SECRET must be at least 32 characters (for example `openssl rand -base64 32`)');
  return secret;
}

function loadMapTiles(env: NodeJS.ProcessEnv): MapTiles | undefined {
  const template = env.MAP_TILE_URL?.trim();
  if (!template) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(template.replace('{s}', 'a'));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an http(s) raster tile template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png; got "${template}"`);
  }
  const host = template.includes('{s}') ? `*.${url.host.split('.').slice(1).join('.')}` : url.host;
  return { url: template, attribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '', cspSource: `${url.protocol}//${host}` };
}

const MAX_PROCESSES = 64;

function loadProcesses(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const processes = wholeNumber(env, 'WEB_CONCURRENCY', databaseUrl ? os.availableParallelism() : 1, 1, MAX_PROCESSES);
  if (processes > 1 && !databaseUrl) {
    throw new Error('WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only');
  }
  return processes;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    // A half-done S3 set-up must not quietly store uploads on the local disk.
    const stray = S3_SETTINGS.filter((name) => value(name));
    if (stray.length) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store media in S3, or remove the S3_ settings`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const endpoint = value('S3_ENDPOINT');
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  }
  const region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials (AWS_* variables, profile, instance role)');
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle !== undefined && !['1', '0', 'true', 'false'].includes(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return {
    bucket,
    region,
    endpoint,
    // S3-compatible servers mostly lack per-bucket host names; AWS itself prefers them.
    forcePathStyle: pathStyle === undefined ? Boolean(endpoint) : pathStyle === '1' || pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export { projectRoot };
