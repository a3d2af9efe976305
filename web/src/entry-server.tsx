/**
 * The server's renderer of the storefront (built by `vite build` as web/dist-server/entry-server.js;
 * api/src/http/server-render.ts loads it). A page is rendered with the same routes, loaders and
 * components as in the browser: the route's loader starts the page's query in a Relay environment
 * of this request, whose network answers in-process (no HTTP hop), React renders the page once all
 * its data is in, and the store's records travel with the HTML so the browser hydrates without
 * asking again.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Network, Observable, type GraphQLResponse } from 'relay-runtime';
import { createRelayEnvironment, graphqlPayload, type RawResponse } from './lib/relay-environment.ts';
import { routeContextFor } from './app/preload.ts';
import { ResponseStatusProvider, type ResponseStatus } from './components/context/response-status.tsx';
import { personalQueryKey, serializeServerState, SERVER_STATE_ELEMENT_ID } from './app/server-state.ts';
import { SiteProvider, type Site } from './components/context/site.tsx';
import { storefrontRoutes } from './app/routes.tsx';
import { LocaleProvider } from './components/context/locale.tsx';
import { loadCatalogue } from './lib/i18n/translator.ts';
import { LOCALES, localeBasename, splitLocalePath, type Locale } from '@rules/locales.ts';
import { PageFormProvider } from './components/context/page-form.tsx';
import type { PageFormState } from '@rules/index.ts';

/**
 * Runs one of the web app's persisted queries in-process, as the browser's GET /graphql/app would;
 * `personal` when the answer depended on who asked.
 */
export type RunPersistedQuery = (documentId: string, variables: Record<string, unknown>) => Promise<RawResponse & { personal: boolean }>;

export interface RenderInput {
  request: Request;
  site: Site;
  runQuery: RunPersistedQuery;
  /** A form the server answered without the script: the page renders with what was typed and what was wrong. */
  form?: PageFormState | null;
}

export type RenderOutcome =
  /** A loader sent the visitor elsewhere (an unknown path goes to /404.html). */
  | { kind: 'redirect'; response: Response }
  | {
      kind: 'page';
      status: number;
      /** Title, meta and link elements React hoisted, for the document's head. */
      head: string;
      /** The app's markup, for `<div id="root">`. */
      body: string;
      /** The script element carrying the server's state (site, Relay records). */
      state: string;
      /** False when any query or component failed: such a page is not kept in the shared cache. */
      complete: boolean;
      /** True when a query's answer depended on who asked (a tracked order): the page is nobody else's. */
      personal: boolean;
    };

// Made once per language (each with the language's basename and route objects of its own): route
// matching and the lazy pages' code, resolved on first use, are the same for every request.
const handlers = Object.fromEntries(
  LOCALES.map((locale) => [locale, createStaticHandler(storefrontRoutes(locale), { basename: localeBasename(locale) || undefined })]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;

/** Everything React hoists (title, meta, link) comes first in its output, then the app's own markup. */
function splitHoisted(html: string): { head: string; body: string } {
  const appStart = html.indexOf('<div');
  return appStart <= 0 ? { head: '', body: html } : { head: html.slice(0, appStart), body: html.slice(appStart) };
}

export async function render({ request, site, runQuery, form = null }: RenderInput): Promise<RenderOutcome> {
  let complete = true;
  const personal: string[] = [];
  const network = Network.create(
    (operation, variables) =>
      Observable.from(
        (async (): Promise<GraphQLResponse> => {
          if (!operation.id) throw new Error(`${operation.name} was not persisted at build: run npm run relay.`);
          try {
            const answer = await runQuery(operation.id, variables);
            if (answer.personal) personal.push(personalQueryKey(operation.id, variables));
            return graphqlPayload(answer);
          } catch (error) {
            complete = false;
            throw error;
          }
        })(),
      ),
  );
  const environment = createRelayEnvironment(network);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const handler = handlers[locale];
  const catalogue = await loadCatalogue(locale);
  // The loaders start the page's queries in this request's environment, given as their context.
  const context = await handler.query(request, { requestContext: routeContextFor(environment) });
  if (context instanceof Response) return { kind: 'redirect', response: context };

  const status: ResponseStatus = { code: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <SiteProvider site={site}>
        <LocaleProvider catalogue={catalogue}>
          <RelayEnvironmentProvider environment={environment}>
            <ResponseStatusProvider status={status}>
              <PageFormProvider form={form}>
                {/* The loaders' data (query references) cannot travel: the browser's router runs its loaders again, answered from the records. */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageFormProvider>
            </ResponseStatusProvider>
          </RelayEnvironmentProvider>
        </LocaleProvider>
      </SiteProvider>
    </StrictMode>,
    {
      signal: request.signal,
      // The whole page is sent at once (it is read after allReady, kept in the cache, and its status
      // is known only at the end): no part is outlined for later, so the HTML carries no inline
      // script (the Content-Security-Policy allows none) and hydration finds every boundary complete.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        complete = false;
        // React renders the nearest Suspense fallback in its place; the browser retries that part.
        if (!request.signal.aborted) console.error('server render:', error);
      },
    },
  );
  await stream.allReady;
  const { head, body } = splitHoisted(await new Response(stream).text());
  const records = environment.getStore().getSource().toJSON();
  const state = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${serializeServerState({ site, records, personal, form })}</script>`;
  if (!complete && status.code < 400) status.code = 500;
  return { kind: 'page', status: status.code, head, body, state, complete, personal: personal.length > 0 };
}
