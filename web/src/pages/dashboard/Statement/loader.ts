import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type StatementPageQuery } from '../../../__generated__/StatementPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';
import { statementMonthFrom } from '../../../lib/money-ledger.ts';

/** The monthly statement: `?month=2026-11` (this month when absent), the admin's `?vendor=` picks whose. */
export function statementLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const variables = { month: statementMonthFrom(search, new Date()), vendor: search.get('vendor') || null };
  return preloadDashboardQuery<StatementPageQuery>(context, 'payment-statement', query, variables, 'network-only');
}
