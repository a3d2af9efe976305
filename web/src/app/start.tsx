/**
 * The app in the browser, loaded by main.tsx after the first paint: hydrates the server's HTML,
 * or renders the page itself where the server did not (the dashboard).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createRelayEnvironment, type RecordMap } from '../lib/relay-environment.ts';
import { routeContextFor } from './preload.ts';
import { readServerState } from './server-state.ts';
import { storefrontRoutes } from './routes.tsx';
import { adoptHandedOverSession } from '../lib/browser-session.ts';
import { loadCatalogue } from '../lib/i18n/translator.ts';
import { localeBasename, splitLocalePath } from '@rules/locales.ts';

// Before the router's first loaders ask whether a vendor is logged in.
adoptHandedOverSession();
const container = document.getElementById('root')!;
const serverState = readServerState();
const site = serverState?.site ?? { publicUrl: location.origin };
const startedAt = location.pathname + location.search;
// The one Relay environment of the page's lifetime, holding the records the server rendered with.
// Components get it from RelayEnvironmentProvider (App.tsx), loaders from their request context.
const environment = createRelayEnvironment(undefined, serverState?.records as RecordMap | undefined);

// The page's language is its address's (/ar, /ur or none) for the document's lifetime: the
// language switch loads a new document, so the Relay store never mixes two languages' answers.
const { locale } = splitLocalePath(location.pathname);
const basename = localeBasename(locale) || undefined;
// One router for the page's lifetime, made outside React: StrictMode would otherwise build two,
// and each would start (and release) the first page's query.
const router = createBrowserRouter(storefrontRoutes(locale), { basename, getContext: () => routeContextFor(environment) });
const catalogue = loadCatalogue(locale);

/** Resolves once the first navigation has run its loaders and loaded its page's code. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  // English at once; Arabic and Urdu fetched in parallel with the router's first loaders.
  const messages = await catalogue;
  const app = (
    <StrictMode>
      <App router={router} environment={environment} site={site} form={serverState?.form} catalogue={messages} />
    </StrictMode>
  );
  if (!serverState) return createRoot(container).render(app);
  // The page's records are in the store, so the loaders find their queries answered without a
  // request; hydration then renders exactly the server's HTML. A loader that sent the visitor
  // elsewhere (an empty cart's /checkout, /login with a stored token) means another page: it is
  // rendered afresh instead.
  await routerReady();
  const { pathname, search } = router.state.location;
  // Hydrated as a transition: React then works in slices of about 5 ms and gives the main thread
  // back between them, instead of one task of 100-200 ms on a slow phone (the page is already
  // painted and its links work, so nothing waits for hydration to finish in one go).
  if (pathname + search === startedAt) return startTransition(() => void hydrateRoot(container, app));
  container.replaceChildren();
  createRoot(container).render(app);
}

void start();
