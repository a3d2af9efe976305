import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PromoCodesPageQuery } from '../../../__generated__/PromoCodesPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function promoCodesLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<PromoCodesPageQuery>(context, 'promo-codes', query, {}, 'network-only');
}
