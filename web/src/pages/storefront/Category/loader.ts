import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type CategoryPageQuery } from '../../../__generated__/CategoryPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { productSlugFromName } from '../../../lib/links.ts';

/** The category named in the path; spec §2: falls back to 'luxury appartments' when missing. */
export const DEFAULT_CATEGORY = 'luxury appartments';

export function categoryName(param: string | undefined): string {
  return param?.trim() || DEFAULT_CATEGORY;
}

export function categoryLoader({ params }: LoaderFunctionArgs) {
  const name = categoryName(params.category);
  return preloadPageQuery<CategoryPageQuery>('category', query, { name, filter: { categorySlug: productSlugFromName(name) } });
}
