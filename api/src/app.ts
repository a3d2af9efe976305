import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { staticDirectory } from './http/static-files.ts';
import { uploadsHandler } from './http/uploads.ts';
import { errorJson, methodNotAllowed } from './http/responses.ts';
import { deadSessionRefusal } from './domain/auth/session-check.ts';
import { withIdempotency } from './http/idempotency.ts';
import { graphqlErrorAnswer, refusalOf, restErrorAnswer } from './http/errors.ts';
import { admitPartner, carriesApiKey, refusedBy, withQuotaHeaders, type ApiCaller, type PartnerAdmission } from './http/api-keys.ts';
import { corsPreflight, withSecurityHeaders } from './http/security-headers.ts';
import { withCompression } from './http/compression.ts';
import { sitemapAnswer } from './http/sitemap.ts';
import { healthChecks } from './http/health.ts';
import { serverErrorPage, unavailablePage, wantsHtmlPage } from './http/error-page.ts';
import { isServerRendered, serverRenderer } from './http/server-render.ts';
import { pageFormAt, pageFormHandler } from './http/page-forms.ts';
import { hasNulInUrl, NUL_MESSAGE } from './http/text-input.ts';
import { createGraphqlHandler } from './graphql/handler.ts';
import { ASSET_PREFIX, graphiqlAsset } from './graphql/graphiql.ts';
import { isGraphqlPath } from './graphql/endpoint.ts';
import { urlOf } from './http/request-url.ts';
import { createRestHandler } from './rest/handler.ts';
import { createServices, type Services } from './services.ts';
import type { Connection } from './http/connection.ts';
import { DatabaseUnavailableError, type DomainError } from './domain/errors.ts';
import { METRICS_PATH, metricsAnswer } from './http/metrics-endpoint.ts';
import { unnamedOperation, type Transport } from './http/metrics.ts';
import { currentRequest, requestIdFrom, withRequestScope, type RequestScope } from './adapters/request-scope.ts';

export interface App {
  /** Answers one request: /graphql (and the web app's /graphql/app), /api/*, /uploads/*, /livez, /readyz, /healthz, else the web app. */
  fetch(request: Request, connection?: Connection): Promise<Response>;
  services: Services;
}

export type { Connection };

/** Which part of the app a path belongs to, for the metrics. */
function transportOf(pathname: string): Transport {
  if (isGraphqlPath(pathname)) return 'graphql';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'rest';
  if (pathname.startsWith('/uploads/') || pathname === '/healthz' || pathname === METRICS_PATH || pathname.startsWith(ASSET_PREFIX)) return 'other';
  return 'page';
}

/** Names the request for the metrics where no finer name (a GraphQL operation, a REST route) applies. */
function labelRequest(operation: string): void {
  const scope = currentRequest();
  if (scope) scope.operation ??= operation;
}

export interface AppDeps {
  config: Config;
  database: Database;
}

/**
 * /graphql (and /graphql/app) and /api/*. A request with a partner's API key is admitted first (http/api-keys.ts):
 * checked and counted in a turn of the work queue of its own, refused with 401 or 429 in the
 * transport's error shape, and answered with the key's quota headers either way.
 */
function apiServer(services: Services, graphql: ReturnType<typeof createGraphqlHandler>, rest: ReturnType<typeof createRestHandler>) {
  const refusal = (error: DomainError, isGraphql: boolean) => (isGraphql ? graphqlErrorAnswer(error) : restErrorAnswer(error));
  const answerAs = (request: Request, url: URL, caller: ApiCaller, isGraphql: boolean) =>
    withIdempotency(services.db, request, caller, isGraphql, (sent) => (isGraphql ? graphql(sent, caller) : rest(sent, url, caller)));

  /**
   * A request without a partner's key: a session token in it must name a live session. Not
   * async: without a token (most requests) the answer is the handler's own promise, not wrapped in
   * more (each costs microtask turns and the request scope's promise hooks).
   */
  function serveWithoutKey(request: Request, url: URL, connection: Connection, isGraphql: boolean): Promise<Response> {
    const caller: ApiCaller = { ...connection, partner: null };
    const sessionCheck = deadSessionRefusal(services.db, request);
    if (!sessionCheck) return answerAs(request, url, caller, isGraphql);
    return sessionCheck.then((deadSession) => (deadSession ? refusal(deadSession, isGraphql) : answerAs(request, url, caller, isGraphql)));
  }

  async function serveWithKey(request: Request, url: URL, connection: Connection, isGraphql: boolean): Promise<Response> {
    const admission: PartnerAdmission = await services.work.run(() => admitPartner(services.db, request), request.signal).catch((error: unknown) => refusedBy(error));
    if (admission.kind === 'refused') return withQuotaHeaders(refusal(admission.error, isGraphql), admission.headers);
    if (admission.kind === 'none') return serveWithoutKey(request, url, connection, isGraphql);
    return withQuotaHeaders(await answerAs(request, url, { ...connection, partner: admission.grant }, isGraphql), admission.headers);
  }

  return function serveApi(request: Request, url: URL, connection: Connection): Promise<Response> {
    const isGraphql = isGraphqlPath(url.pathname);
    return carriesApiKey(request) ? serveWithKey(request, url, connection, isGraphql) : serveWithoutKey(request, url, connection, isGraphql);
  };
}

/**
 * What a request that failed outside its handler's own error answers gets: a database that
 * could not be reached (the signing key's first read, a page's renderer) is a 503 with
 * Retry-After in the shape the path answers in; anything else a logged 500. A web page gets a
 * friendly page; /graphql and /api keep their JSON errors.
 */
function failureAnswer(services: Services, request: Request, error: unknown): Response {
  const refused = refusalOf(error);
  const page = wantsHtmlPage(request);
  if (refused instanceof DatabaseUnavailableError) {
    if (page) return unavailablePage(request, refused.retryAfterSeconds);
    return isGraphqlPath(urlOf(request).pathname) ? graphqlErrorAnswer(refused) : restErrorAnswer(refused);
  }
  // A client that hung up mid-request is not a fault of ours.
  if (!request.signal.aborted) services.log.error('unhandled error', error);
  return page ? serverErrorPage(request) : errorJson(500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
}

export function createApp({ config, database }: AppDeps): App {
  const services = createServices({ config, database });
  const graphql = createGraphqlHandler(services);
  const rest = createRestHandler(services);
  const serveApi = apiServer(services, graphql, rest);
  const uploads = uploadsHandler(services);
  const renderPage = serverRenderer(services, graphql);
  const health = healthChecks(database);
  const answerPageForm = pageFormHandler(services, renderPage);
  const web = staticDirectory(config.webDistDir, {
    cacheControl: (file) => (file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });

  async function serveWebApp(request: Request, url: URL, connection: Connection): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method, ['GET', 'HEAD']);
    const { pathname } = url;
    const file = pathname !== '/' ? await web(pathname.slice(1), request) : null;
    if (file) return (labelRequest('static file'), file);
    // The storefront is rendered here, with the status the page rendered (404 for a listing, store
    // or category that is not there); the dashboard, and a build without the server renderer,
    // render in the browser from index.html.
    const page = isServerRendered(pathname) ? await renderPage(request, url, connection) : null;
    if (page) return (labelRequest('rendered page'), page);
    labelRequest('app shell');
    const index = await web('index.html', request);
    return index ?? new Response('The web app is not built. Run `npm start`, which builds it.', { status: 503 });
  }

  /** GraphiQL's script, styles, icon and editor workers (development only, like GraphiQL itself). */
  async function serveGraphiqlAsset(request: Request, pathname: string): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method, ['GET', 'HEAD']);
    const file = config.production ? null : await graphiqlAsset(pathname, request);
    return file ?? errorJson(404, 'NOT_FOUND', 'Not found');
  }

  let signerLoaded = false;

  // Not async: an API request's answer is handed back as its handler made it, not wrapped in one
  // more promise (each costs microtask turns and the request scope's promise hooks).
  function route(request: Request, connection: Connection): Response | Promise<Response> {
    const url = urlOf(request);
    const { pathname } = url;
    const isApi = isGraphqlPath(pathname) || pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && hasNulInUrl(request.url)) return errorJson(400, 'BAD_REQUEST', NUL_MESSAGE);
    if (isApi) return serveApi(request, url, connection);
    if (pathname.startsWith(ASSET_PREFIX)) return serveGraphiqlAsset(request, pathname);
    if (pathname.startsWith('/uploads/')) {
      labelRequest('uploads');
      return uploads(pathname.slice('/uploads/'.length), request);
    }
    if (pathname === '/livez') return health.live();
    if (pathname === '/readyz' || pathname === '/healthz') return health.ready();
    if (pathname === METRICS_PATH) return metricsAnswer(request, connection, services.metrics, config.metricsToken);
    return routePage(request, url, connection);
  }

  /** The web app's paths: the sitemap, a page's plain HTML form, the pages and files. */
  async function routePage(request: Request, url: URL, connection: Connection): Promise<Response> {
    const { pathname } = url;
    if (request.method === 'GET' || request.method === 'HEAD') {
      const sitemap = await sitemapAnswer(services, pathname, config.publicUrl);
      if (sitemap) return sitemap;
    }
    // A page's form posted as plain HTML (before or without the script): login, forgot-password, registration, contact, track-order.
    const forms = pageFormAt(request, pathname);
    if (forms) return answerPageForm(forms, request, url, connection);
    return serveWebApp(request, url, connection);
  }

  async function answer(request: Request, connection: Connection): Promise<Response> {
    let response: Response;
    try {
      // The signing key is read once (the first request waits for it); after that, code that
      // must check a signature synchronously (the visitor id) has it at hand.
      if (!signerLoaded) await services.signer().then(() => (signerLoaded = true));
      response = corsPreflight(request, config.corsOrigins) ?? (await withCompression(request, await route(request, connection)));
    } catch (error) {
      response = failureAnswer(services, request, error);
    }
    return withSecurityHeaders(request, response, { origins: config.corsOrigins, secure: connection.secure ?? false, mapTileSource: config.mapTiles?.cspSource });
  }

  return {
    services,
    /**
     * Answers in the request's scope (adapters/request-scope.ts): its id is on every log line
     * written for it and on the answer (`x-request-id`), and the metrics count it by what it did.
     */
    async fetch(request, connection = { clientIp: 'local' }) {
      const startedAt = performance.now();
      const scope: RequestScope = { id: requestIdFrom(request.headers.get('x-request-id')) };
      const response = await withRequestScope(scope, () => answer(request, connection));
      response.headers.set('x-request-id', scope.id);
      const transport = transportOf(urlOf(request).pathname);
      services.metrics.recordAnswer({ transport, operation: scope.operation ?? unnamedOperation(transport), status: response.status, failed: scope.failed, seconds: (performance.now() - startedAt) / 1000 });
      return response;
    },
  };
}
