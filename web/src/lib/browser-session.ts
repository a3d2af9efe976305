// Browser storage keys of spec §3: `token` (logged in exactly when present) and the anonymous
// visitor id that backs "rate once per browser".

export const TOKEN_KEY = 'token';
export const VISITOR_ID_KEY = 'visitorId';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function saveToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** A random id kept in localStorage, created on first use. */
export function visitorId(): string {
  const store = storage();
  const existing = store?.getItem(VISITOR_ID_KEY);
  if (existing) return existing;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  store?.setItem(VISITOR_ID_KEY, id);
  return id;
}
