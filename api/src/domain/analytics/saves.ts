/**
 * A listing saved (issue 37 part 6): a shopper's favourites stay in their browser
 * (docs/decisions/favourites-similar-listings-mobile-booking.md), so the heart sends a beacon when
 * one is added and the store reads how often each listing was saved per day. Nothing about the
 * saver is kept; counted per address like the other anonymous writes, so a script cannot inflate
 * a listing's figures without bound.
 */
import type { Context } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { visibleProduct } from '../catalogue/products.ts';

const PER_ADDRESS: RateRule = { name: 'listing-save:ip', limit: 120, windowSeconds: 3600, message: 'Too many saves in a short time. Please wait a while.' };

/** Adds one save of a visible listing to today's count (UTC). Unknown or hidden: Not found. */
export async function recordListingSave(ctx: Context, productId: number): Promise<{ saved: true }> {
  const product = Number.isSafeInteger(productId) && productId > 0 ? await ctx.db.product.findFirst({ where: { id: productId, ...visibleProduct }, select: { id: true } }) : null;
  if (!product) throw new NotFoundError('Listing not found.');
  ctx.notShareable();
  await consumeRate(ctx, PER_ADDRESS, ctx.clientIp);
  const day = ctx.services.clock.now().toISOString().slice(0, 10);
  await ctx.db.$executeRaw`
    INSERT INTO product_saves (product_id, day, saves) VALUES (${product.id}, ${day}::date, 1)
    ON CONFLICT (product_id, day) DO UPDATE SET saves = product_saves.saves + 1`;
  return { saved: true };
}
