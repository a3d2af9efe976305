import type { Context } from '../context.ts';
import { ApiKeyScopeError, ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { PartnerGrant, Viewer } from './viewer.ts';
import { ownsOrAdmin } from './permissions.ts';
import { API_KEY_MESSAGES, type ApiKeyScopeName } from '@rules/api-keys.ts';

export type SignedIn = Extract<Viewer, { kind: 'vendor' | 'admin' }>;

/**
 * The signed-in vendor or admin, else 401: the spec's text when no token was sent, a clearer
 * one when a token was sent but its session has ended (expired, logged out, access revoked).
 */
export async function requireSignedIn(ctx: Context): Promise<SignedIn> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor') {
    // A partner's key is authenticated, but never a vendor or the admin: 403, not "log in".
    if (viewer.partner) throw new ForbiddenError(API_KEY_MESSAGES.notAllowed);
    throw new UnauthenticatedError(ctx.hasToken ? 'Your session has ended. Please log in again.' : undefined);
  }
  return viewer;
}

/** Refuses (403 API_KEY_SCOPE_MISSING) a partner's key that lacks `scope`. */
export function requireScope(partner: PartnerGrant, scope: ApiKeyScopeName): void {
  if (!partner.scopes.includes(scope)) throw new ApiKeyScopeError(API_KEY_MESSAGES.notGranted(scope));
}

/**
 * Refuses a key's write that its scopes do not allow (`scope` null: no write scope allows it;
 * rules/api-keys.ts writeScopeFor names it, per transport), or a key whose store has had its
 * access revoked (that store's own session could not write either). Both transports call it.
 */
export function requireWriteScope(partner: PartnerGrant, scope: ApiKeyScopeName | null): void {
  if (!scope) throw new ApiKeyScopeError(API_KEY_MESSAGES.readOnly);
  if (!partner.scopes.includes(scope) || !partner.store) throw new ApiKeyScopeError(API_KEY_MESSAGES.notGranted(scope));
  if (!partner.store.accessGranted) throw new ForbiddenError('The store of this API key has had its access revoked.');
}

/**
 * Whose order parts the caller may read: the admin all (`{}`), a vendor its own, a partner's key
 * with STORE_ORDERS_READ its store's (exactly what that store's own session reads); anyone else
 * is refused as requireSignedIn refuses.
 */
export async function requireOrderReader(ctx: Context): Promise<{ vendorId?: number }> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor' && viewer.partner) {
    const { partner } = viewer;
    requireScope(partner, 'STORE_ORDERS_READ');
    if (!partner.store) throw new ApiKeyScopeError(API_KEY_MESSAGES.notGranted('STORE_ORDERS_READ'));
    // The store's own session would be refused too (a revoked store signs in nowhere).
    if (!partner.store.accessGranted) throw new ForbiddenError("The store of this API key has had its access revoked.");
    return { vendorId: partner.store.vendorId };
  }
  const signedIn = await requireSignedIn(ctx);
  return signedIn.kind === 'admin' ? {} : { vendorId: signedIn.vendorId };
}

/** The admin, else 401 (not signed in) or 403 (signed in as a vendor). */
export async function requireAdmin(ctx: Context): Promise<SignedIn> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind !== 'admin') throw new ForbiddenError('Only the admin can do this.');
  return viewer;
}

/** A vendor who is not the admin (the admin manages, it does not sell: docs/spec/vendor-admin.md §6). */
export async function requireSellingVendor(ctx: Context): Promise<SignedIn> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind !== 'vendor') throw new ForbiddenError('The admin account does not sell products.');
  return viewer;
}

/** Owner or admin may touch a vendor-owned object; anyone else gets 403. */
export function assertOwnerOrAdmin(viewer: SignedIn, ownerVendorId: number, what = 'this'): void {
  if (!ownsOrAdmin(viewer, ownerVendorId)) throw new ForbiddenError(`You can only change ${what} of your own store.`);
}
