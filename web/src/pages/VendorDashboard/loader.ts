import { redirect } from 'react-router-dom';
import { readToken } from '../../lib/browser-session.ts';

/** The dashboard requires a stored token, otherwise /login. */
export function vendorDashboardLoader() {
  return readToken() ? null : redirect('/login');
}
