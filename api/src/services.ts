import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import { createLogger, type Logger } from './adapters/logger.ts';
import { createMailPort, type MailPort } from './adapters/mail.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import type { StoragePort } from './adapters/storage.ts';
import { createStorage } from './adapters/create-storage.ts';
import { ResponseCache } from './http/response-cache.ts';
import { createWorkQueue, type WorkQueue } from './http/work-queue.ts';
import { createRateBook, type RateBook } from './domain/money/currency.ts';
import { createCategoryBook, type CategoryBook } from './domain/catalogue/categories.ts';
import { createSynonymBook, type SynonymBook } from './domain/catalogue/synonyms.ts';
import { createSearchVocabulary, type SearchVocabulary } from './domain/catalogue/search-vocabulary.ts';
import { createVendorCardBook, type VendorCardBook } from './domain/catalogue/vendor-cards.ts';
import { createCompiledQueries, type CompiledQueries } from './graphql/compiled-queries.ts';
import { createSignerBook, type Signer } from './domain/shared/signing.ts';
import { createImageAccessBook, type ImageAccessBook } from './domain/media/image-access.ts';
import { createChangeFeed, type ChangeFeed } from './domain/events.ts';
import { createViewCounter, type ViewCounter } from './domain/analytics/view-counter.ts';
import { createSiteSettingsBook, mailSignature, type SiteSettingsBook } from './domain/site/settings.ts';
import { signingMailPort } from './domain/mail/signature.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { readJobLag } from './jobs/job-lag.ts';

/** Long-lived things every request shares: configuration, database, adapters. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  mail: MailPort;
  /** The durable job queue (jobs/job-queue.ts): mail delivery and timed work. */
  jobs: JobQueue;
  storage: StoragePort;
  rates: RateBook;
  categories: CategoryBook;
  /** Search's synonym groups; read again after every write. */
  synonyms: SynonymBook;
  /** Search's word list and thesaurus, less the pairs the admin switched off. */
  searchVocabulary: SearchVocabulary;
  /** The marketplace's own details (domain/site/settings.ts); read again after every write. */
  siteSettings: SiteSettingsBook;
  /** What the domain's writes changed (domain/events.ts); the caches below subscribe. */
  changes: ChangeFeed;
  /** The vendor names product cards show; emptied by every write. */
  vendorCards: VendorCardBook;
  /** Shared answers to anonymous GraphQL queries; cleared by every change. */
  responseCache: ResponseCache;
  /** GraphQL queries compiled to JavaScript from their second run, per parsed document. */
  compiledQueries: CompiledQueries;
  /** Turns for the work of GraphQL and REST requests, first come first served (http/work-queue.ts). */
  work: WorkQueue;
  /** This process's Prometheus metrics, served at /metrics (http/metrics.ts). */
  metrics: Metrics;
  /** Signs what the server hands out and checks it when it comes back (domain/shared/signing.ts). */
  signer(): Promise<Signer>;
  /** The same signer, synchronously: loaded before the app handles any request (app.ts). */
  readySigner(): Signer;
  /** Which stored images anyone may download (domain/media/image-access.ts); forgets on every write. */
  imageAccess: ImageAccessBook;
  /** Product and property page views, counted in memory and written every 30 s (domain/analytics/view-counter.ts). */
  views: ViewCounter;
}

function failNotLoaded(): never {
  throw new Error('The signing key is read before the first request (app.ts); it was used earlier.');
}

export function createServices({ config, database }: { config: Config; database: Database }): Services {
  const db = database.prisma;
  const log = createLogger(config);
  const signers = createSignerBook(db, config.appSecret);
  const responseCache = new ResponseCache({ maxEntries: 2000, maxBodyBytes: 512 * 1024, ttlMs: 60_000 });
  const changes = createChangeFeed();
  // Any change may show in any stored answer. Clearing also moves the cache's write generation,
  // which the vendor card book and the image access book follow (and tells the other processes:
  // adapters/cache-bus.ts), whether or not answers are cached.
  changes.subscribe(() => responseCache.clear());
  const jobs = createJobQueue({ database, settings: config.jobs, log });
  const metrics = createMetrics();
  responseCache.onLookup = metrics.recordCacheLookup;
  const work = createWorkQueue({
    concurrency: config.maxConcurrentRequests,
    maxWaiting: config.maxQueuedRequests,
    maxWaitMs: config.maxQueueWaitMs,
    onShed: metrics.recordShed,
    onStart: metrics.recordQueueWait,
  });
  metrics.watch({
    admission: () => ({ waiting: work.waiting, running: work.running }),
    answerCacheEntries: () => responseCache.size,
    jobLag: () => readJobLag(database.jobSql),
    poolUse: () => database.poolUse?.(),
    onScrapeError: (what, error) => log.warn(`metrics: ${what} failed`, error),
  });
  const siteSettings = createSiteSettingsBook(db, { writeGeneration: () => responseCache.generation });
  return {
    config,
    database,
    db,
    log,
    changes,
    jobs,
    mail: signingMailPort(createMailPort({ db, log, jobs, config }), async (tx) => mailSignature(await siteSettings.get(tx))),
    siteSettings,
    storage: createStorage(config),
    rates: createRateBook(db),
    categories: createCategoryBook(db),
    synonyms: createSynonymBook(db, { writeGeneration: () => responseCache.generation }),
    searchVocabulary: createSearchVocabulary(db, { writeGeneration: () => responseCache.generation }),
    vendorCards: createVendorCardBook(db, { writeGeneration: () => responseCache.generation }),
    responseCache,
    compiledQueries: createCompiledQueries(),
    work,
    metrics,
    signer: signers.load,
    readySigner: () => signers.loaded() ?? failNotLoaded(),
    imageAccess: createImageAccessBook(db, () => responseCache.generation),
    views: createViewCounter(db, { onError: (error) => log.error('writing page views failed', error) }),
  };
}
