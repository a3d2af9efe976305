import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { createContext, RouterContextProvider } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type Environment, type FetchPolicy, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { personalQueryKey, readServerState } from './server-state.ts';
import { readToken, storedVisitorId } from '../lib/browser-session.ts';

/**
 * The Relay environment of the page being loaded, in react-router's request context: the server
 * renderer gives each request its own (`createStaticHandler().query(request, { requestContext })`,
 * web/src/entry-server.tsx), the browser's router the app's one (`createBrowserRouter(routes,
 * { getContext })`, app/start.tsx). Loaders read it from their `context` argument.
 */
const relayEnvironmentContext = createContext<Environment>();

/** The request context a router's loaders are given: the Relay environment their queries load into. */
export function routeContextFor(environment: Environment): RouterContextProvider {
  return new RouterContextProvider(new Map([[relayEnvironmentContext, environment]]));
}

/** The Relay environment in a loader's `context` (see `routeContextFor`). */
export function relayEnvironmentOf(context: Readonly<RouterContextProvider>): Environment {
  return context.get(relayEnvironmentContext);
}

/**
 * The one query reference kept per route of each environment; the previous one for the same route
 * is released when a new one starts. Weak: a server render's environment goes with its request.
 */
const latestByRoute = new WeakMap<Environment, Map<string, PreloadedQuery<OperationType>>>();

/**
 * Starts a page's query when the route is navigated to (called by route loaders with their
 * `context`), in the environment of that context.
 */
export function preloadPageQuery<Q extends OperationType>(
  context: Readonly<RouterContextProvider>,
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  return loadPageQuery<Q>(relayEnvironmentOf(context), routeKey, query, variables, fetchPolicy);
}

/**
 * Starts a page's query in `environment`, keeping one reference per route. In the browser, a query
 * whose server answer was personal is shown from the store and asked again after hydration.
 */
export function loadPageQuery<Q extends OperationType>(
  environment: Environment,
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  const refresh = refreshesServerAnswer(query, variables);
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy: refresh ? 'store-only' : fetchPolicy });
  if (refresh) afterHydration(() => fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({}));
  let latest = latestByRoute.get(environment);
  if (!latest) latestByRoute.set(environment, (latest = new Map()));
  latest.get(routeKey)?.dispose();
  latest.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}

const refreshed = new Set<string>();
const waitingForHydration: (() => void)[] = [];
let hydrated = false;

/**
 * Runs `work` once React has hydrated the server's HTML: an answer arriving earlier would change
 * the first render, which must be exactly the server's.
 */
function afterHydration(work: () => void): void {
  if (hydrated) work();
  else waitingForHydration.push(work);
}

/** Called by the app's first effect (App.tsx): the page is React's now. */
export function pageHydrated(): void {
  hydrated = true;
  for (const work of waitingForHydration.splice(0)) work();
}

/**
 * The server rendered the page as an anonymous visitor. Where its answer depended on who asked
 * (the server state lists those queries), a browser that is someone (a visitor id, a token) shows
 * the server's answer at once and asks for its own, once, after hydration.
 */
function refreshesServerAnswer(query: GraphQLTaggedNode, variables: Record<string, unknown>): boolean {
  const personal = readServerState()?.personal;
  if (!personal?.length || (!storedVisitorId() && !readToken())) return false;
  const request = getRequest(query);
  const documentId = request.params.id;
  if (!documentId) return false;
  const key = personalQueryKey(documentId, createOperationDescriptor(request, variables).request.variables);
  if (!personal.includes(key) || refreshed.has(key)) return false;
  refreshed.add(key);
  return true;
}
