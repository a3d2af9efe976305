import type { LoaderFunctionArgs } from 'react-router-dom';
import listQuery, { type LeadsPageQuery } from '../../../__generated__/LeadsPageQuery.graphql.ts';
import leadQuery, { type LeadPageQuery } from '../../../__generated__/LeadPageQuery.graphql.ts';
import { preloadDashboardQuery } from '../dashboard-query.ts';

/** The inbox (newest first; the page's filters refetch it), always from the network: new leads arrive all the time. */
export function leadsLoader({ context }: LoaderFunctionArgs) {
  return preloadDashboardQuery<LeadsPageQuery>(context, 'dashboard-leads', listQuery, {}, 'network-only');
}

/** One lead by its numeric id (the address), as a global id. */
export function leadLoader({ params, context }: LoaderFunctionArgs) {
  const id = btoa(`Lead:${Number(params.id) || 0}`);
  return preloadDashboardQuery<LeadPageQuery>(context, 'dashboard-lead', leadQuery, { id }, 'network-only');
}
