import { redirect } from 'react-router-dom';
import { readToken } from '../../../lib/browser-session.ts';
import { DASHBOARD_ROOT } from '../../../lib/dashboard-urls.ts';

/** A stored token means logged in: /login goes to the dashboard. */
export function loginLoader() {
  return readToken() ? redirect(DASHBOARD_ROOT) : null;
}
