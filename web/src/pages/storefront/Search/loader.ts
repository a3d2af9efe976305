import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type SearchPageQuery } from '../../../__generated__/SearchPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function searchQueryText(url: string): string {
  return (new URL(url).searchParams.get('q') ?? '').trim();
}

/** Fetched only when a query exists. */
export function searchLoader({ request }: LoaderFunctionArgs) {
  const text = searchQueryText(request.url);
  return text ? preloadPageQuery<SearchPageQuery>('search', query, { query: text }) : null;
}
