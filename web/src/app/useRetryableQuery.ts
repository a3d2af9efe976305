import { useCallback, useState } from 'react';
import { useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { loadPageQuery } from './preload.ts';

/**
 * A page query started by its route loader, with a retry for the section that shows it: the retry
 * fetches the query again from the network (never the store's partial copy) under the same route
 * key, so the page keeps one retained reference per query. A new reference from the loader (a
 * navigation) replaces a retried one. The retry runs from an event handler, never during render.
 */
export function useRetryableQuery<Q extends OperationType>(routeKey: string, query: GraphQLTaggedNode, loaded: PreloadedQuery<Q>): [PreloadedQuery<Q>, () => void];
/** A query the loader may not start (e.g. a second list): no reference, nothing to retry. */
export function useRetryableQuery<Q extends OperationType>(routeKey: string, query: GraphQLTaggedNode, loaded: PreloadedQuery<Q> | null): [PreloadedQuery<Q> | null, () => void];
export function useRetryableQuery<Q extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  loaded: PreloadedQuery<Q> | null,
): [PreloadedQuery<Q> | null, () => void] {
  const environment = useRelayEnvironment();
  const [retried, setRetried] = useState<{ from: PreloadedQuery<Q>; reference: PreloadedQuery<Q> } | null>(null);
  const current = loaded && retried?.from === loaded ? retried.reference : loaded;
  const retry = useCallback(() => {
    if (loaded && current) setRetried({ from: loaded, reference: loadPageQuery<Q>(environment, routeKey, query, current.variables, 'network-only') });
  }, [environment, routeKey, query, loaded, current]);
  return [current, retry];
}
