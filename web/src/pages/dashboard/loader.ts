import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import query, { type DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql.ts';
import { relayEnvironmentOf } from '../../app/preload.ts';
import { readToken } from '../../lib/browser-session.ts';
import { isDashboardPath } from '../../lib/dashboard-urls.ts';

let latest: PreloadedQuery<DashboardLayoutQuery> | null = null;

/**
 * The dashboard requires a stored token, otherwise /login. With one, the signed-in vendor is
 * fetched from the network (never from the store: another account may have logged in since).
 */
export function vendorDashboardLoader({ context }: LoaderFunctionArgs): PreloadedQuery<DashboardLayoutQuery> | Response {
  if (!readToken()) return redirect('/login');
  latest?.dispose();
  latest = loadQuery<DashboardLayoutQuery>(relayEnvironmentOf(context), query, {}, { fetchPolicy: 'network-only' });
  return latest;
}

/** The vendor does not change while moving between dashboard pages: keep the loaded one. */
export function shouldRevalidateDashboard({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return !(isDashboardPath(currentUrl.pathname) && isDashboardPath(nextUrl.pathname));
}
