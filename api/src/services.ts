import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createLogger } from './adapters/logger.ts';
import { createMailPort } from './adapters/mail.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createStorage } from './adapters/create-storage.ts';
import { ResponseCache } from './http/answer-cache/store.ts';
import { createWorkQueue, type WorkQueue } from './http/work-queue.ts';
import { createRateBook } from './domain/money/currency.ts';
import { createCategoryBook } from './domain/catalogue/categories.ts';
import { createSynonymBook } from './domain/catalogue/synonym-book.ts';
import { createSearchVocabulary } from './domain/catalogue/search-vocabulary.ts';
import { createVendorCardBook } from './domain/catalogue/vendor-cards.ts';
import { createCompiledQueries, type CompiledQueries } from './graphql/compiled-queries.ts';
import { createSignerBook } from './domain/shared/signing.ts';
import { createImageAccessBook } from './domain/media/image-access.ts';
import { createChangeFeed } from './domain/events.ts';
import { createViewCounter } from './domain/analytics/view-counter.ts';
import { createSiteSettingsBook, mailSignature } from './domain/site/settings-book.ts';
import { signingMailPort } from './domain/mail/signature.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { readJobLag } from './jobs/job-lag.ts';
import type { DomainServices } from './domain/context.ts';
import { systemClock } from './domain/shared/clock.ts';

/** Long-lived things every request shares: the domain's (domain/context.ts) and the HTTP edge's. */
export interface Services extends DomainServices {
  /** Shared answers to anonymous GraphQL queries; cleared by every change. */
  responseCache: ResponseCache;
  /** GraphQL queries compiled to JavaScript from their second run, per parsed document. */
  compiledQueries: CompiledQueries;
  /** Turns for the work of GraphQL and REST requests, first come first served (http/work-queue.ts). */
  work: WorkQueue;
  /** This process's Prometheus metrics, served at /metrics (http/metrics.ts). */
  metrics: Metrics;
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
    clock: { ...systemClock },
    views: createViewCounter(db, { flushEveryMs: config.viewFlushSeconds * 1000, onError: (error) => log.error('writing page views failed', error) }),
  };
}
