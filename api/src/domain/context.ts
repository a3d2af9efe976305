/**
 * What a domain function is handed as its first argument: the request's caller and the
 * process's long-lived parts it may use. Its own type, below the transports: the domain imports
 * no module that builds it (api/src/context.ts does, per request, for GraphQL, REST and the
 * page forms), so no import, not even of a type, climbs from the domain back up.
 */
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import type { Logger } from '../adapters/logger.ts';
import type { MailPort } from '../adapters/mail.ts';
import type { StoragePort } from '../adapters/storage.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PartnerGrant, Viewer } from './auth/viewer.ts';
import type { RateBook } from './money/currency.ts';
import type { CategoryBook } from './catalogue/categories.ts';
import type { SynonymBook } from './catalogue/synonym-book.ts';
import type { SearchVocabulary } from './catalogue/search-vocabulary.ts';
import type { VendorCardBook } from './catalogue/vendor-cards.ts';
import type { SiteSettingsBook } from './site/settings-book.ts';
import type { ChangeFeed } from './events.ts';
import type { Signer } from './shared/signing.ts';
import type { ImageAccessBook } from './media/image-access.ts';
import type { ViewCounter } from './analytics/view-counter.ts';
import type { Clock } from './shared/clock.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';

/** The long-lived parts the domain uses: configuration, database, ports and in-memory books. */
export interface DomainServices {
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
  /** The marketplace's own details (domain/site/settings-book.ts); read again after every write. */
  siteSettings: SiteSettingsBook;
  /** What the domain's writes changed (domain/events.ts); the caches subscribe. */
  changes: ChangeFeed;
  /** The vendor names product cards show; emptied by every write. */
  vendorCards: VendorCardBook;
  /** Signs what the server hands out and checks it when it comes back (domain/shared/signing.ts). */
  signer(): Promise<Signer>;
  /** The same signer, synchronously: loaded before the app handles any request (app.ts). */
  readySigner(): Signer;
  /** Which stored images anyone may download (domain/media/image-access.ts); forgets on every write. */
  imageAccess: ImageAccessBook;
  /** Product and property page views, counted in memory and written every 30 s (domain/analytics/view-counter.ts). */
  views: ViewCounter;
  /** The time the money rules read (the system clock; a test may move it). */
  clock: Clock;
}

/** Per-request context handed to every domain function (first argument). */
export interface Context {
  services: DomainServices;
  db: Db;
  request: Request;
  /**
   * The language the request asked for (Accept-Language; REST's `?lang=`): translatable texts
   * answer in it, falling back to English per field. Never the raw header: en, ar or ur.
   */
  language: ContentLanguage;
  /** The caller's address (for per-IP rate limits). */
  clientIp: string;
  /** Whether the request carried a bearer token at all (to tell 401 "missing" from "invalid"). */
  hasToken: boolean;
  /** The API key the request came with, admitted and counted at the HTTP edge (http/api-keys.ts). */
  partner: PartnerGrant | null;
  /**
   * Called by the edge before anything runs when the partner's key sends a write its scopes
   * allow: the viewer is then the key's store (domain/auth/viewer.ts resolveViewer). A method, not
   * a field, so that it holds for copies of the context (yoga spreads it).
   */
  allowPartnerWrites(): void;
  /** Resolved once, on first use: most catalogue requests never need it. */
  viewer(): Promise<Viewer>;
  /** The viewer once viewer() has resolved (for synchronous callers such as error mapping). */
  resolvedViewer?: Viewer;
  /**
   * Marks the answer as not shareable through the public answer cache although it never asked
   * who the caller is: it depends on the time (a promo code's dates) or counts against the
   * caller's address (rate limits).
   */
  notShareable(): void;
  /**
   * The browser's anonymous visitor id, for places that must know it synchronously (a Prisma
   * select); like viewer(), it marks the answer personal.
   */
  visitorId(): string | null;
}
