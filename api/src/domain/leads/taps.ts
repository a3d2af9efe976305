/**
 * A tap on a listing's WhatsApp or call link, counted as a lead event of its kind (issue 37
 * part 2). The page sends it as a beacon that never holds up the link; who tapped is not known
 * and nothing personal is kept. Counted per address like the other anonymous writes, so a
 * script cannot inflate a listing's figures without bound.
 */
import type { Context } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { visibleProduct } from '../catalogue/products.ts';
import { leadScope } from './access.ts';
import { LEAD_MESSAGES, LEAD_TAP_KINDS, type LeadTapKindName } from '@rules/leads.ts';

const PER_ADDRESS: RateRule = { name: 'lead-tap:ip', limit: 60, windowSeconds: 3600, message: 'Too many taps in a short time. Please wait a while.' };

export async function recordLeadTap(ctx: Context, productId: number, kind: unknown): Promise<{ kind: LeadTapKindName }> {
  const tapKind = typeof kind === 'string' ? kind.trim().toUpperCase() : '';
  if (!(LEAD_TAP_KINDS as readonly string[]).includes(tapKind)) throw new ValidationError(LEAD_MESSAGES.tapKind, 'kind');
  const product = Number.isSafeInteger(productId) ? await ctx.db.product.findFirst({ where: { id: productId, ...visibleProduct }, select: { id: true, vendorId: true } }) : null;
  if (!product) throw new NotFoundError(LEAD_MESSAGES.listingNotFound);
  ctx.notShareable();
  await consumeRate(ctx, PER_ADDRESS, ctx.clientIp);
  await ctx.db.leadTap.create({ data: { productId: product.id, vendorId: product.vendorId, kind: tapKind as LeadTapKindName } });
  return { kind: tapKind as LeadTapKindName };
}

/** The taps of each kind on the viewer's listings (every store's, for the admin): the inbox's summary. */
export async function countLeadTaps(ctx: Context): Promise<Record<LeadTapKindName, number>> {
  const { where } = await leadScope(ctx);
  const rows = await ctx.db.leadTap.groupBy({ by: ['kind'], where, _count: { _all: true } });
  const counts: Record<LeadTapKindName, number> = { WHATSAPP: 0, CALL: 0 };
  for (const row of rows) counts[row.kind] = row._count._all;
  return counts;
}
