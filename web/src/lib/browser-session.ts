// Browser storage keys of docs/spec/storefront.md §3: `token` (logged in exactly when present) and the anonymous
// visitor id that backs "rate once per browser".

import { browserStorage } from './browser-storage.ts';
import { SESSION_HANDOFF_COOKIE, SESSION_HANDOFF_PATH } from '@rules/index.ts';

export const TOKEN_KEY = 'token';
export const VISITOR_ID_KEY = 'visitorId';

export function readToken(): string | null {
  return browserStorage()?.getItem(TOKEN_KEY) || null;
}

export function saveToken(token: string): void {
  browserStorage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  browserStorage()?.removeItem(TOKEN_KEY);
}

/**
 * A login posted before the script ran (http/page-forms.ts) hands its session over in a short-lived
 * cookie of the dashboard's path: it becomes the stored token, and the cookie is deleted at once.
 */
export function adoptHandedOverSession(): void {
  if (typeof document === 'undefined') return;
  const prefix = `${SESSION_HANDOFF_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  if (!entry) return;
  const token = decodeURIComponent(entry.slice(prefix.length));
  if (token) saveToken(token);
  document.cookie = `${SESSION_HANDOFF_COOKIE}=; Path=${SESSION_HANDOFF_PATH}; Max-Age=0; SameSite=Strict`;
}

/** The shape of a visitor id the server issued (`id.expiry.signature`); older made-up ids are replaced. */
const ISSUED_VISITOR_ID = /^[\w-]+\.\d+\.[\w-]{43}$/;

/** The visitor id kept in localStorage, if the server issued it. */
export function storedVisitorId(): string | null {
  const id = browserStorage()?.getItem(VISITOR_ID_KEY);
  return id && ISSUED_VISITOR_ID.test(id) ? id : null;
}

let issuing: Promise<string | null> | null = null;

/**
 * The visitor id, asked from the server (POST /api/visitor) the first time a write needs it and
 * then kept: only ids the server issued count for "rate once per browser".
 */
export function ensureVisitorId(): Promise<string | null> {
  const stored = storedVisitorId();
  if (stored) return Promise.resolve(stored);
  issuing ??= fetch('/api/visitor', { method: 'POST' })
    .then((response) => (response.ok ? (response.json() as Promise<{ visitorId?: string }>) : null))
    .then((issued) => {
      if (!issued?.visitorId) return null;
      browserStorage()?.setItem(VISITOR_ID_KEY, issued.visitorId);
      return issued.visitorId;
    })
    .catch(() => null)
    .finally(() => {
      issuing = null;
    });
  return issuing;
}
