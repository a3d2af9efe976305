import type { Services } from './services.ts';
import type { CacheProbe } from './http/answer-cache/store.ts';
import { resolveViewer, bearerToken, visitorIdFrom, type PartnerGrant, type Viewer } from './domain/auth/viewer.ts';
import type { Context as DomainContext } from './domain/context.ts';
import { languageFromAcceptLanguage } from '@rules/content-languages.ts';

/**
 * The domain's context (domain/context.ts) as the transports build it: the same, with the
 * services of the whole app (the answer cache, the work queue, the metrics) that the GraphQL
 * and REST layers also use.
 */
export interface Context extends DomainContext {
  services: Services;
}

export function createContext(services: Services, request: Request, clientIp = 'local', cacheProbe?: CacheProbe, partner: PartnerGrant | null = null): Context {
  let viewer: Promise<Viewer> | undefined;
  let partnerWrites = false;
  const context: Context = {
    services,
    db: services.db,
    request,
    language: languageFromAcceptLanguage(request.headers.get('accept-language')),
    clientIp,
    hasToken: bearerToken(request) !== null,
    partner,
    // Methods, not arrows in properties: tsx (esbuild's keepNames) names each arrow again for
    // every context it builds, 1% of a small request's CPU. None of them uses `this`.
    viewer() {
      // An answer that depends on who asked must never be served to someone else.
      if (cacheProbe) cacheProbe.personalized = true;
      return (viewer ??= resolveViewer(services.db, request, services.readySigner(), partner, partnerWrites).then((resolved) => (context.resolvedViewer = resolved)));
    },
    allowPartnerWrites() {
      partnerWrites = true;
    },
    notShareable() {
      if (cacheProbe) cacheProbe.personalized = true;
    },
    visitorId() {
      if (cacheProbe) cacheProbe.personalized = true;
      return visitorIdFrom(request, services.readySigner());
    },
  };
  return context;
}
