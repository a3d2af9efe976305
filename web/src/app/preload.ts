import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment, type FetchPolicy, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { relayEnvironment } from './relay-environment.ts';
import { personalQueryKey, readServerState } from './server-state.ts';
import { readToken, storedVisitorId } from '../lib/browser-session.ts';

const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();

/** Set by the server renderer: the environment of the request being rendered (one per request). */
let requestEnvironment: (() => Environment | undefined) | null = null;

/**
 * On the server, page queries go to the environment of the request being rendered
 * (web/src/entry-server.tsx passes a lookup backed by AsyncLocalStorage), never to the browser's
 * one environment.
 */
export function loadPageQueriesInto(lookup: () => Environment | undefined): void {
  requestEnvironment = lookup;
}

/**
 * Starts a page's query when the route is navigated to (called by route loaders). One query
 * reference per route stays retained; the previous one for the same route is released. On the
 * server the request's environment holds the reference until the page is rendered.
 */
export function preloadPageQuery<Q extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  if (requestEnvironment) {
    const environment = requestEnvironment();
    if (!environment) throw new Error(`preloadPageQuery(${routeKey}) ran outside a server render.`);
    return loadQuery<Q>(environment, query, variables, { fetchPolicy });
  }
  const refresh = refreshesServerAnswer(query, variables);
  const reference = loadQuery<Q>(relayEnvironment, query, variables, { fetchPolicy: refresh ? 'store-only' : fetchPolicy });
  if (refresh) afterHydration(() => fetchQuery(relayEnvironment, query, variables, { fetchPolicy: 'network-only' }).subscribe({}));
  latestByRoute.get(routeKey)?.dispose();
  latestByRoute.set(routeKey, reference as PreloadedQuery<OperationType>);
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
