// The beacon's verb: one view of a product or property page, counted in memory (view-counter.ts).
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { addressHash } from '../social/visitors.ts';
import type { ViewOutcome } from './view-counter.ts';

/**
 * Counts a view of `productId` unless the caller is a bot or this address counted the product in
 * the last ten minutes. Unknown ids are dropped when the counts are written (one join per flush,
 * no read per view).
 */
export function recordPageView(ctx: Context, productId: unknown): ViewOutcome {
  ctx.notShareable();
  const id = typeof productId === 'string' && /^\d{1,9}$/.test(productId) ? Number(productId) : productId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ValidationError('productId must be a product id.', 'productId');
  return ctx.services.views.record(id, addressHash(ctx), ctx.request.headers.get('user-agent'));
}
