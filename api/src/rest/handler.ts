import type { Services } from '../services.ts';
import type { ApiCaller } from '../http/api-keys.ts';
import { createContext } from '../context.ts';
import { ForbiddenError } from '../domain/errors.ts';
import { refusalOf, restErrorAnswer } from '../http/errors.ts';
import { requireAdmin, requireScope, requireSignedIn, requireWriteScope } from '../domain/auth/guards.ts';
import type { PartnerGrant } from '../domain/auth/viewer.ts';
import { API_KEY_MESSAGES, writeScopeFor } from '@rules/api-keys.ts';
import { errorJson, json, methodNotAllowed } from '../http/responses.ts';
import { markAnswerLanguage, restRequestLanguage } from '../http/content-language.ts';
import { compileRoutes, matchRoute, type Route } from './router.ts';
import { openApiDocument } from './openapi.ts';
import path from 'node:path';
import { isMultipart, readBody } from '../http/body.ts';
import { readMultipart, type ParsedForm } from '../http/multipart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { authRoutes } from './routes/auth.ts';
import { vendorProductRoutes } from './routes/vendor-products.ts';
import { productStockRoutes } from './routes/product-stock.ts';
import { productCsvRoutes } from './routes/product-csv.ts';
import { mediaRoutes } from './routes/media.ts';
import { profileRoutes } from './routes/profile.ts';
import { currentRequest } from '../adapters/request-scope.ts';
import { accountRoutes } from './routes/accounts.ts';
import { adminRoutes } from './routes/admin.ts';
import { searchMeaningRoutes } from './routes/search-meanings.ts';
import { promoRoutes } from './routes/promo.ts';
import { siteSettingsRoutes } from './routes/site-settings.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderTrackingRoutes } from './routes/order-tracking.ts';
import { orderShipmentRoutes } from './routes/order-shipments.ts';
import { viewingRoutes } from './routes/viewings.ts';
import { socialRoutes } from './routes/social.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
import { overviewRoutes } from './routes/overview.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { leadRoutes } from './routes/leads.ts';
import { listingPerformanceRoutes } from './routes/listing-performance.ts';
import { moneyRoutes } from './routes/money.ts';
import { moneyPartRoutes } from './routes/money-parts.ts';

export const restRoutes: Route[] = [...catalogueRoutes, ...authRoutes, ...vendorProductRoutes, ...productStockRoutes, ...productCsvRoutes, ...mediaRoutes, ...profileRoutes, ...accountRoutes, ...adminRoutes, ...searchMeaningRoutes, ...promoRoutes, ...siteSettingsRoutes, ...checkoutRoutes, ...orderRoutes, ...orderShipmentRoutes, ...viewingRoutes, ...orderTrackingRoutes, ...socialRoutes, ...savedSearchRoutes, ...overviewRoutes, ...listingPerformanceRoutes, ...webhookRoutes, ...leadRoutes, ...moneyRoutes, ...moneyPartRoutes];

/** Names the request in the metrics by its route's pattern (bounded), never by its raw path. */
function labelRoute(pattern: string): void {
  const scope = currentRequest();
  if (scope) scope.operation = pattern;
}

/** The REST compatibility layer: the documented paths, over the same domain code as GraphQL. */
export function createRestHandler(services: Services) {
  const routes = compileRoutes(restRoutes);
  const openApi = JSON.stringify(openApiDocument(restRoutes));
  const uploadTmpDir = path.join(services.config.dataDir, 'tmp');

  return async function handleRest(request: Request, url: URL, connection: ApiCaller): Promise<Response> {
    // `/products/?search=` is a documented path of its own: keep the trailing slash visible to the route.
    const path = url.pathname.slice('/api'.length).replace(/(.)\/$/, '$1') || '/';
    if (path === '/openapi.json' && request.method === 'GET') {
      labelRoute('GET /api/openapi.json');
      return new Response(openApi, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' } });
    }
    let form: ParsedForm | undefined;
    try {
      const match = matchRoute(routes, request.method, path);
      if (!match) return errorJson(404, 'NOT_FOUND', `No such API path: ${request.method} ${url.pathname}`);
      if ('allowed' in match) return methodNotAllowed(request.method, match.allowed);
      const { route, params } = match;
      const language = restRequestLanguage(request, url.searchParams);
      labelRoute(`${route.method} /api${route.path}`);
      const multipart = isMultipart(request);
      // A partner's key reads only what its scopes grant, and writes only what a write scope names.
      const partnerWrites = connection.partner ? checkPartnerRoute(connection.partner, route) : false;
      if (multipart && !route.upload) {
        // Never read: a stranger's 150 MB form to a JSON route used to be buffered whole.
        return errorJson(415, 'UNSUPPORTED_MEDIA_TYPE', `${route.method} /api${route.path} takes JSON, not multipart/form-data.`);
      }
      let body: Promise<unknown> | undefined;
      if (request.body && !multipart) {
        // A JSON body (at most 1 MB) is read before the request takes a turn, so a slow sender
        // holds none; a bad body is still reported where the route reads it. Not for a request
        // the queue would refuse now: that one is answered 503 unread.
        services.work.admit();
        body = readBody(request);
        await body.catch(() => {});
      }
      const work = async () => {
        const ctx = createContext(services, request, connection.clientIp, undefined, connection.partner ?? null);
        ctx.language = language;
        if (partnerWrites) ctx.allowPartnerWrites();
        // The domain's own checks (and messages): 401 without a session, 403 for a vendor on an admin route
        // (and for a partner's key: the route's domain function checks the scope it names).
        if (route.auth === 'admin') await requireAdmin(ctx);
        else if (route.auth && !(ctx.partner && route.partnerScope)) await requireSignedIn(ctx);
        // A form is read only now, after the sign-in check, streamed to disk within the route's limits.
        const readForm = async () => (form ??= await readMultipart(request, route.upload!, uploadTmpDir)).form;
        return route.handle({ ctx, params, query: url.searchParams, url, body: () => (body ??= multipart ? readForm() : readBody(request)) });
      };
      // An upload is read by its route after the sign-in check (never buffered for a stranger),
      // so it takes no turn: a slow uploader would hold one.
      const result = multipart ? await work() : await services.work.run(work, request.signal);
      const response = result instanceof Response ? result : json(result);
      markAnswerLanguage(response.headers, language);
      return response;
    } catch (error) {
      return answerError(error, request, url);
    } finally {
      // No cache to clear here: the domain announces its writes (domain/events.ts).
      await form?.dispose();
    }
  };

  /** A key may GET the public routes with CATALOGUE_READ, and a route that names its scope; nothing else. */
  /** Refuses what the key may not call; answers whether it writes (then it runs as the key's store). */
  function checkPartnerRoute(partner: PartnerGrant, route: Route): boolean {
    if (route.method !== 'GET') {
      requireWriteScope(partner, writeScopeFor('rest', `${route.method} ${route.path}`));
      return true;
    }
    if (!route.auth) requireScope(partner, 'CATALOGUE_READ');
    else if (route.partnerScope) requireScope(partner, route.partnerScope);
    else throw new ForbiddenError(API_KEY_MESSAGES.notAllowed);
    return false;
  }

  function answerError(error: unknown, request: Request, url: URL): Response {
    const refused = refusalOf(error);
    if (refused) return restErrorAnswer(refused);
    services.log.error(`REST ${request.method} ${url.pathname} failed`, error);
    return errorJson(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
  }
}
