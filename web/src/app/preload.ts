import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, FetchPolicy, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { relayEnvironment } from './relay-environment.ts';

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
  const reference = loadQuery<Q>(relayEnvironment, query, variables, { fetchPolicy });
  latestByRoute.get(routeKey)?.dispose();
  latestByRoute.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}
