import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type CustomerDataPageQuery } from '../../../__generated__/CustomerDataPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';

export function customerDataLoader({ context }: LoaderFunctionArgs) {
  return preloadPageQuery<CustomerDataPageQuery>(context, 'customer-data', query, {}, 'network-only');
}
