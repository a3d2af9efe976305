import query, { type CustomerDataPageQuery } from '../../../__generated__/CustomerDataPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function customerDataLoader() {
  return preloadPageQuery<CustomerDataPageQuery>('customer-data', query, {}, 'network-only');
}
