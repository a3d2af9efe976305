import type { Db } from './db/database.ts';
import type { Services } from './services.ts';
import type { CacheProbe } from './http/response-cache.ts';
import { resolveViewer, bearerToken, visitorIdFrom, type PartnerGrant, type Viewer } from './domain/auth/viewer.ts';

/** Per-request context handed to every domain function (first argument) and resolver. */
export interface Context {
  services: Services;
  db: Db;
  request: Request;
  /** The caller's address (for per-IP rate limits). */
  clientIp: string;
  /** Whether the request carried a bearer token at all (to tell 401 "missing" from "invalid"). */
  hasToken: boolean;
  /** The API key the request came with, admitted and counted at the HTTP edge (http/api-keys.ts). */
  partner: PartnerGrant | null;
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

export function createContext(services: Services, request: Request, clientIp = 'local', cacheProbe?: CacheProbe, partner: PartnerGrant | null = null): Context {
  let viewer: Promise<Viewer> | undefined;
  const context: Context = {
    services,
    db: services.db,
    request,
    clientIp,
    hasToken: bearerToken(request) !== null,
    partner,
    viewer: () => {
      // An answer that depends on who asked must never be served to someone else.
      if (cacheProbe) cacheProbe.personalized = true;
      return (viewer ??= resolveViewer(services.db, request, services.readySigner(), partner).then((resolved) => (context.resolvedViewer = resolved)));
    },
    notShareable: () => {
      if (cacheProbe) cacheProbe.personalized = true;
    },
    visitorId: () => {
      if (cacheProbe) cacheProbe.personalized = true;
      return visitorIdFrom(request, services.readySigner());
    },
  };
  return context;
}
