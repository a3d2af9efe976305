import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';

/** Vendors shown on the storefront: not the admin, not revoked. */
export const publicVendor: Prisma.VendorWhereInput = { isAdmin: false, accessGranted: true };

/** Public vendors ranked by the average rating of their listings, then by number of reviews. */
export async function topVendorIds(ctx: Context, first: number): Promise<number[]> {
  if (!Number.isInteger(first) || first < 1 || first > 50) throw new ValidationError('first must be between 1 and 50.', 'first');
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT v.id FROM vendors v LEFT JOIN products p ON p.vendor_id = v.id
    WHERE NOT v.is_admin AND v.access_granted
    GROUP BY v.id
    ORDER BY COALESCE(SUM(p.rating_sum)::float / NULLIF(SUM(p.rating_count), 0), 0) DESC,
             COALESCE(SUM(p.rating_count), 0) DESC, v.id
    LIMIT ${first}`;
  return rows.map((r) => r.id);
}
