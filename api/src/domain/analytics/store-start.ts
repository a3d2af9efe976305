/**
 * What a store has set up (issue 32): its kind, how many listings it has and which parts of its
 * public profile are still empty. The overview shows a new store its first step ("List your first
 * property", "Add your first product", complete your profile) while it has no listings, and a
 * property store its viewings before its revenue (viewings carry no payment).
 */
import type { BrandType } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';

/** The parts of a store's public profile that registration leaves empty. */
export type ProfileGap = 'description' | 'picture';

export interface StoreStart {
  brandType: BrandType;
  /** Listings of every status (active and hidden). */
  listings: number;
  /** Empty parts of the store's profile, in the order the profile form shows them. */
  profileGaps: ProfileGap[];
}

/** The store's kind, listings and profile gaps; null when the store no longer exists. */
export async function getStoreStart(ctx: Context, vendorId: number): Promise<StoreStart | null> {
  const [vendor, listings] = await Promise.all([
    ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { brandType: true, description: true, image: true } }),
    ctx.db.product.count({ where: { vendorId } }),
  ]);
  if (!vendor) return null;
  const profileGaps: ProfileGap[] = [];
  if (!vendor.description.trim()) profileGaps.push('description');
  if (!vendor.image) profileGaps.push('picture');
  return { brandType: vendor.brandType, listings, profileGaps };
}
