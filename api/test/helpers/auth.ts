// Signing in from tests: the bearer header, and a session token from the real login route.
import type { TestApp } from './test-app.ts';

/** The authorization header for `token`; none without one. */
export const bearer = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A session token from POST /api/login; demo passwords by default (admin12345 for admin@…). */
export async function loginToken(t: TestApp, email: string, password = email.startsWith('admin') ? 'admin12345' : 'vendor12345'): Promise<string> {
  const res = await t.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`login ${email} failed (${res.status}): ${res.text}`);
  return res.json.token;
}
