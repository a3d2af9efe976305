import type { LoaderFunctionArgs } from 'react-router-dom';
import createQuery, { type ProductCreatePageQuery } from '../../../__generated__/ProductCreatePageQuery.graphql.ts';
import editQuery, { type ProductEditPageQuery } from '../../../__generated__/ProductEditPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function productCreateLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<ProductCreatePageQuery>(context, 'dashboard-product-create', createQuery, {});
}

/** The product to edit (every product change invalidates the store, so this is never stale). */
export function productEditLoader({ params, context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<ProductEditPageQuery>(context, 'dashboard-product-edit', editQuery, { slug: params.slug ?? '' });
}
