import crypto from 'node:crypto';
import type { Context } from '../context.ts';
import type { Db } from '../../db/database.ts';
import { bearerToken, hashToken } from './viewer.ts';

export const SESSION_DAYS = 30;

/** Opens a session and returns its bearer token (only the token's hash is stored). */
export async function openSession(db: Db, vendorId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.session.create({
    data: { tokenHash: hashToken(token), vendorId, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) },
  });
  return token;
}

/** Ends the session of the request's token (logout); a missing or unknown token is fine. */
export async function closeCurrentSession(ctx: Context): Promise<void> {
  const token = bearerToken(ctx.request);
  if (token) await ctx.db.session.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
  // Announced with or without a session ended, as every logout always cleared the shared answers.
  ctx.services.changes.emit({ kind: 'session' });
}

/** Ends every session of a vendor, except optionally one (after a password change or revocation). */
export async function closeVendorSessions(db: Pick<Db, 'session'>, vendorId: number, except?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { vendorId, revokedAt: null, ...(except ? { tokenHash: { not: hashToken(except) } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}

/**
 * After a password change: every session of the vendor ends, except the caller's own when the
 * vendor changed their own password (they stay signed in where they did it).
 */
export async function closeSessionsAfterPasswordChange(ctx: Context, vendorId: number): Promise<number> {
  const viewer = await ctx.viewer();
  const own = viewer.kind !== 'visitor' && viewer.vendorId === vendorId ? (bearerToken(ctx.request) ?? undefined) : undefined;
  return closeVendorSessions(ctx.db, vendorId, own);
}
