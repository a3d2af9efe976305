import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type PaymentPageQuery } from '../../../__generated__/PaymentPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';
import { chartStart, ledgerFiltersFrom, ledgerPageFrom } from '../../../lib/money-ledger.ts';

/** Payment: the balances, payouts and one page of ledger lines under the URL's filters; the admin's `?vendor=` picks whose. */
export function paymentLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { offset, limit } = ledgerPageFrom(search);
  const variables = { ...ledgerFiltersFrom(search), vendor: search.get('vendor') || null, offset, limit, since: chartStart(new Date()) };
  return preloadDashboardQuery<PaymentPageQuery>(context, 'payment', query, variables, 'network-only');
}
