import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { staticDirectory } from './http/static-files.ts';
import { uploadsHandler } from './http/uploads.ts';
import { errorJson, json } from './http/responses.ts';
import { graphqlErrorAnswer, restErrorAnswer } from './http/errors.ts';
import { admitPartner, carriesApiKey, refusedBy, withQuotaHeaders, type PartnerAdmission } from './http/api-keys.ts';
import { corsPreflight, withSecurityHeaders } from './http/security-headers.ts';
import { withCompression } from './http/compression.ts';
import { sitemapAnswer } from './http/sitemap.ts';
import { serverErrorPage, wantsHtmlPage } from './http/error-page.ts';
import { isServerRendered, serverRenderer } from './http/server-render.ts';
import { pageFormAt, pageFormHandler } from './http/page-forms.ts';
import { hasNulInUrl, NUL_MESSAGE } from './http/text-input.ts';
import { createGraphqlHandler } from './graphql/handler.ts';
import { ASSET_PREFIX, graphiqlAsset } from './graphql/graphiql.ts';
import { WEB_APP_GRAPHQL_PATH } from './graphql/persisted-documents.ts';
import { createRestHandler } from './rest/handler.ts';
import { createServices, type Services } from './services.ts';
import type { Connection } from './http/connection.ts';

export interface App {
  /** Answers one request: /graphql (and the web app's /graphql/app), /api/*, /uploads/*, /healthz, else the web app. */
  fetch(request: Request, connection?: Connection): Promise<Response>;
  services: Services;
}

export type { Connection };

export interface AppDeps {
  config: Config;
  database: Database;
}

export function createApp({ config, database }: AppDeps): App {
  const services = createServices({ config, database });
  const graphql = createGraphqlHandler(services);
  const rest = createRestHandler(services);
  const uploads = uploadsHandler(services);
  const renderPage = serverRenderer(services, graphql);
  const answerPageForm = pageFormHandler(services, renderPage);
  const web = staticDirectory(config.webDistDir, {
    cacheControl: (file) => (file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });

  async function serveWebApp(request: Request, url: URL, connection: Connection): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return errorJson(405, 'Method not allowed');
    const { pathname } = url;
    const file = pathname !== '/' ? await web(pathname.slice(1), request) : null;
    if (file) return file;
    // The storefront is rendered here, with the status the page rendered (404 for a listing, store
    // or category that is not there); the dashboard, and a build without the server renderer,
    // render in the browser from index.html.
    const page = isServerRendered(pathname) ? await renderPage(request, url, connection) : null;
    if (page) return page;
    const index = await web('index.html', request);
    return index ?? new Response('The web app is not built. Run `npm start`, which builds it.', { status: 503 });
  }

  /** GraphiQL's script, styles, icon and editor workers (development only, like GraphiQL itself). */
  async function serveGraphiqlAsset(request: Request, pathname: string): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return errorJson(405, 'Method not allowed');
    const file = config.production ? null : await graphiqlAsset(pathname, request);
    return file ?? errorJson(404, 'Not found');
  }

  /**
   * /graphql (and /graphql/app) and /api/*. A request with a partner's API key is admitted first (http/api-keys.ts):
   * checked and counted in a turn of the work queue of its own, refused with 401 or 429 in the
   * transport's error shape, and answered with the key's quota headers either way.
   */
  async function serveApi(request: Request, url: URL, connection: Connection): Promise<Response> {
    const isGraphql = url.pathname === '/graphql' || url.pathname === WEB_APP_GRAPHQL_PATH;
    const admission: PartnerAdmission = carriesApiKey(request)
      ? await services.work.run(() => admitPartner(services.db, request), request.signal).catch((error: unknown) => refusedBy(error))
      : { kind: 'none' };
    if (admission.kind === 'refused') {
      return withQuotaHeaders(isGraphql ? graphqlErrorAnswer(admission.error) : restErrorAnswer(admission.error), admission.headers);
    }
    const caller = { ...connection, partner: admission.kind === 'admitted' ? admission.grant : null };
    const response = isGraphql ? await graphql(request, caller) : await rest(request, url, caller);
    return admission.kind === 'admitted' ? withQuotaHeaders(response, admission.headers) : response;
  }

  let signerLoaded = false;

  async function route(request: Request, connection: Connection): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    const isApi = pathname === '/graphql' || pathname === WEB_APP_GRAPHQL_PATH || pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && hasNulInUrl(request.url)) return errorJson(400, NUL_MESSAGE);
    if (isApi) return serveApi(request, url, connection);
    if (pathname.startsWith(ASSET_PREFIX)) return serveGraphiqlAsset(request, pathname);
    if (pathname.startsWith('/uploads/')) {
      return uploads(pathname.slice('/uploads/'.length), request);
    }
    if (pathname === '/healthz') return json({ status: 'ok', database: database.kind });
    if (request.method === 'GET' || request.method === 'HEAD') {
      const sitemap = await sitemapAnswer(services, pathname, config.publicUrl);
      if (sitemap) return sitemap;
    }
    // A page's form posted as plain HTML (before or without the script): login, forgot-password, registration, contact, track-order.
    const forms = pageFormAt(request, pathname);
    if (forms) return answerPageForm(forms, request, url, connection);
    return serveWebApp(request, url, connection);
  }

  return {
    services,
    async fetch(request, connection = { clientIp: 'local' }) {
      let response: Response;
      try {
        // The signing key is read once (the first request waits for it); after that, code that
        // must check a signature synchronously (the visitor id) has it at hand.
        if (!signerLoaded) await services.signer().then(() => (signerLoaded = true));
        response = corsPreflight(request, config.corsOrigins) ?? (await withCompression(request, await route(request, connection)));
      } catch (error) {
        // A client that hung up mid-request is not a fault of ours.
        if (!request.signal.aborted) services.log.error('unhandled error', error);
        // A web page gets a friendly page; /graphql and /api keep their JSON error.
        response = wantsHtmlPage(request) ? serverErrorPage(request) : errorJson(500, 'Internal server error');
      }
      return withSecurityHeaders(request, response, { origins: config.corsOrigins, secure: connection.secure ?? false, mapTileSource: config.mapTiles?.cspSource });
    },
  };
}

