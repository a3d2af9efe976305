/**
 * Who may read and change a lead: the store whose listing it is about, or the admin
 * (docs/spec/vendor-admin.md §6's rule, domain/auth/permissions.ts). One function answers it for
 * every id that reaches the domain, on both transports; another store's lead is Not found to
 * a vendor, as if it did not exist, so its ids say nothing.
 */
import type { Context } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { managedBy, ownsOrAdmin } from '../auth/permissions.ts';
import { LEAD_MESSAGES } from '@rules/leads.ts';

/** The leads a signed-in viewer may see: the admin all, a vendor its store's. */
export async function leadScope(ctx: Context): Promise<{ viewer: SignedIn; where: { vendorId?: number } }> {
  const viewer = await requireSignedIn(ctx);
  return { viewer, where: managedBy(viewer) ?? { vendorId: -1 } };
}

/** The lead `id` when the viewer may manage it; Not found otherwise (unknown, or another store's). */
export async function leadToManage(ctx: Context, id: number): Promise<{ viewer: SignedIn; lead: { id: number; vendorId: number } }> {
  const viewer = await requireSignedIn(ctx);
  const lead = Number.isSafeInteger(id) && id > 0 ? await ctx.db.lead.findUnique({ where: { id }, select: { id: true, vendorId: true } }) : null;
  if (!lead || !ownsOrAdmin(viewer, lead.vendorId)) throw new NotFoundError(LEAD_MESSAGES.notFound);
  return { viewer, lead };
}
