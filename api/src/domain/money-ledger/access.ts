/**
 * Whose money the caller may read: a vendor its own, the admin any vendor's (named) or, with no
 * vendor named, the whole marketplace. Checked here, on the server, for both transports.
 */
import type { Context } from '../context.ts';
import { assertOwnerOrAdmin, requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { PART_NOT_FOUND } from './part-money.ts';

export const OWN_MONEY_ONLY = 'You can only see the money of your own store.';

/** The vendor whose money is read: `requested` for the admin (required), the caller's own for a vendor. */
export async function moneyReader(ctx: Context, requested: number | null | undefined): Promise<{ viewer: SignedIn; vendorId: number }> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind === 'admin') {
    const vendorId = requested ?? viewer.vendorId;
    const vendor = await ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { id: true } });
    if (!vendor) throw new NotFoundError('Vendor not found');
    return { viewer, vendorId };
  }
  if (requested != null && requested !== viewer.vendorId) throw new ForbiddenError(OWN_MONEY_ONLY);
  return { viewer, vendorId: viewer.vendorId };
}

/** Who wrote a line, for the ledger and the part's history. */
export const actorOf = (viewer: SignedIn) => ({ actorKind: viewer.kind === 'admin' ? ('ADMIN' as const) : ('VENDOR' as const), actorVendorId: viewer.vendorId });

/** The part's vendor or the admin, before a money write on the part: 401, 403, or not found. */
export async function requirePartStaff(ctx: Context, partId: number, what: string): Promise<SignedIn> {
  const viewer = await requireSignedIn(ctx);
  const part = Number.isSafeInteger(partId) ? await ctx.db.orderPart.findUnique({ where: { id: partId }, select: { vendorId: true } }) : null;
  if (!part) throw new NotFoundError(PART_NOT_FOUND);
  // A part whose store was deleted has no vendor: only the admin may still reach it.
  assertOwnerOrAdmin(viewer, part.vendorId ?? -1, what);
  return viewer;
}
