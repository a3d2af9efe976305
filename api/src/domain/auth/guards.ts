import type { Context } from '../../context.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { Viewer } from './viewer.ts';
import { ownsOrAdmin } from './permissions.ts';

export type SignedIn = Extract<Viewer, { kind: 'vendor' | 'admin' }>;

/**
 * The signed-in vendor or admin, else 401: the spec's text when no token was sent, a clearer
 * one when a token was sent but its session has ended (expired, logged out, access revoked).
 */
export async function requireSignedIn(ctx: Context): Promise<SignedIn> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor') {
    throw new UnauthenticatedError(ctx.hasToken ? 'Your session has ended. Please log in again.' : undefined);
  }
  return viewer;
}

/** The admin, else 401 (not signed in) or 403 (signed in as a vendor). */
export async function requireAdmin(ctx: Context): Promise<SignedIn> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind !== 'admin') throw new ForbiddenError('Only the admin can do this.');
  return viewer;
}

/** A vendor who is not the admin (the admin manages, it does not sell: spec §6). */
export async function requireSellingVendor(ctx: Context): Promise<SignedIn> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind !== 'vendor') throw new ForbiddenError('The admin account does not sell products.');
  return viewer;
}

/** Owner or admin may touch a vendor-owned object; anyone else gets 403. */
export function assertOwnerOrAdmin(viewer: SignedIn, ownerVendorId: number, what = 'this'): void {
  if (!ownsOrAdmin(viewer, ownerVendorId)) throw new ForbiddenError(`You can only change ${what} of your own store.`);
}
