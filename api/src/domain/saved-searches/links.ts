/**
 * The signed links of a saved search: confirm (valid a week, mailed at saving) and unsubscribe
 * (no expiry: every alert carries one, and an old mail's link must still stop the alerts). Each
 * signature names its purpose, so a confirm token never unsubscribes and the reverse.
 */
import type { Signer } from '../shared/signing.ts';

export const CONFIRM_DAYS = 7;

/** Where the mails point: the REST link routes (rest/routes/saved-searches.ts). */
export const LINK_PATHS = { confirm: '/api/saved-searches/confirm', unsubscribe: '/api/saved-searches/unsubscribe' } as const;

export function confirmToken(signer: Signer, id: number, now = Date.now()): string {
  return signer.seal('saved-search-confirm', String(id), Math.floor(now / 1000) + CONFIRM_DAYS * 24 * 3600);
}

export function unsubscribeToken(signer: Signer, id: number): string {
  return `${id}.${signer.sign('saved-search-unsubscribe', String(id))}`;
}

const asId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The saved search a confirm token names, or null when it is altered, forged or expired. */
export function openConfirmToken(signer: Signer, token: string): number | null {
  return asId(signer.open('saved-search-confirm', token));
}

/** The saved search an unsubscribe token names, or null when it is altered or forged. */
export function openUnsubscribeToken(signer: Signer, token: string): number | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !signer.verify('saved-search-unsubscribe', match[1], match[2])) return null;
  return Number(match[1]);
}

export const linkUrl = (publicUrl: string, path: string, token: string) => `${publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
