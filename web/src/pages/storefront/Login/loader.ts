import { redirect } from 'react-router-dom';
import { readToken } from '../../../lib/browser-session.ts';

/** A stored token means logged in: /login goes to the dashboard. */
export function loginLoader() {
  return readToken() ? redirect('/vendor-dashboard') : null;
}
