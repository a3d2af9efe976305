import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SearchPageQuery } from '../../../__generated__/SearchPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { listingQueryVariables, parseListingParams } from '../../../lib/listing-params.ts';

export function searchQueryText(url: string): string {
  return (new URL(url).searchParams.get('q') ?? '').trim();
}

/** Fetched only when a query exists: the products matching it, best match first unless sorted, with the URL's filters. */
export function searchLoader({ request, context }: LoaderFunctionArgs) {
  const text = searchQueryText(request.url);
  if (!text) return null;
  const params = parseListingParams(new URL(request.url).searchParams);
  return preloadPageQuery<SearchPageQuery>(context, 'search', query, listingQueryVariables({ search: text }, params));
}
