import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PromoCodesPageQuery } from '../../../__generated__/PromoCodesPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

export function promoCodesLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<PromoCodesPageQuery>(context, 'promo-codes', query, {}, 'network-only');
}
