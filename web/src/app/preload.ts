import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { relayEnvironment } from './relay-environment.ts';

const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a page's query when the route is navigated to (called by route loaders). One query
 * reference per route stays retained; the previous one for the same route is released.
 */
export function preloadPageQuery<Q extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(relayEnvironment, query, variables, { fetchPolicy });
  latestByRoute.get(routeKey)?.dispose();
  latestByRoute.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}
