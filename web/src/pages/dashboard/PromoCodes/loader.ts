import query, { type PromoCodesPageQuery } from '../../../__generated__/PromoCodesPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function promoCodesLoader() {
  return preloadPageQuery<PromoCodesPageQuery>('promo-codes', query, {}, 'network-only');
}
