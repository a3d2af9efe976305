import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PaymentPageQuery } from '../../../__generated__/PaymentPageQuery.graphql.ts';
import { preloadPageQuery } from '../../../app/preload.ts';
import { ledgerFiltersFrom } from '../../../lib/money-ledger.ts';

/** Payment: the caller's balances, payouts and ledger lines under the URL's filters. */
export function paymentLoader({ request, context }: LoaderFunctionArgs) {
  const filters = ledgerFiltersFrom(new URL(request.url).searchParams);
  return preloadPageQuery<PaymentPageQuery>(context, 'payment', query, filters, 'network-only');
}
