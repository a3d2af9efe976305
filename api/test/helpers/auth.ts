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

/**
 * The store a session token signs in as, or null when the token opens no session any more: the
 * API refuses such a token with UNAUTHENTICATED (issue 38), which any other error is not.
 */
export async function viewerOf(t: TestApp, token: string): Promise<{ storeId: string } | null> {
  const answer = await t.graphql('{ viewer { storeId } }', undefined, bearer(token));
  if (answer.errors?.length) {
    if (answer.errors[0].extensions?.code !== 'UNAUTHENTICATED') throw new Error(`viewer: ${answer.errors[0].message}`);
    return null;
  }
  return answer.data.viewer;
}
