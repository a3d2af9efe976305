import type { Context } from '../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { visibleProduct } from '../catalogue/products.ts';
import { limitWrite, requireVisitorId } from './limits.ts';
import { addressHash, lockAddressTarget, PER_ADDRESS_CAP } from './visitors.ts';

export const ALREADY_RATED = 'You have already rated this product.';
export const RATED_FROM_ADDRESS = `This product has already been rated ${PER_ADDRESS_CAP} times from your network, the most we accept from one network.`;

export interface RatingSummary {
  productId: number;
  count: number;
  sum: number;
  /** null without any rating. */
  average: number | null;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
  perStar: Record<1 | 2 | 3 | 4 | 5, number>;
}

export function requireRatingValue(value: unknown): number {
  const rating = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new ValidationError('Rating must be a whole number from 1 to 5.', 'rating');
  }
  return rating;
}

async function requireVisibleProduct(ctx: Context, productId: number) {
  const product = await ctx.db.product.findFirst({ where: { AND: [visibleProduct, { id: productId }] }, select: { id: true } });
  if (!product) throw new NotFoundError('Product not found');
}

/**
 * Records one visitor's rating and updates the product's aggregates in the same transaction.
 * The aggregates are SQL increments on the locked product row (never read-modify-write in
 * JavaScript), so concurrent ratings of one product all count; the unique (product, visitor)
 * constraint makes a repeat, even a concurrent one, insert nothing.
 */
export async function rateProduct(ctx: Context, input: { productId: number; rating: unknown }): Promise<RatingSummary> {
  const value = requireRatingValue(input.rating);
  const visitorId = await requireVisitorId(ctx, 'Rating');
  await requireVisibleProduct(ctx, input.productId);
  await limitWrite(ctx, 'rating', visitorId);
  const address = addressHash(ctx);
  await ctx.db.$transaction(async (tx) => {
    await lockAddressTarget(tx, `rating:${input.productId}`, address);
    const [{ count }] = await tx.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM ratings WHERE product_id = ${input.productId} AND address_hash = ${address}`;
    if (count >= PER_ADDRESS_CAP) throw new ConflictError(RATED_FROM_ADDRESS, 'rating');
    const inserted = await tx.$executeRaw`
      INSERT INTO ratings (product_id, visitor_id, value, address_hash) VALUES (${input.productId}, ${visitorId}, ${value}, ${address})
      ON CONFLICT (product_id, visitor_id) DO NOTHING`;
    if (inserted === 0) throw new ConflictError(ALREADY_RATED, 'rating');
    await tx.$executeRaw`
      UPDATE products SET
        rating_count = rating_count + 1,
        rating_sum = rating_sum + ${value},
        rating_average = (rating_sum + ${value})::float8 / (rating_count + 1)
      WHERE id = ${input.productId}`;
  });
  ctx.services.changes.emit({ kind: 'rating', id: input.productId });
  return ratingSummary(ctx, input.productId);
}

/** The product's aggregates and per-star counts (NotFoundError for an unknown or hidden product). */
export async function ratingSummary(ctx: Context, productId: number): Promise<RatingSummary> {
  const [product, perStar] = await Promise.all([
    ctx.db.product.findFirst({ where: { AND: [visibleProduct, { id: productId }] }, select: { ratingCount: true, ratingSum: true, ratingAverage: true } }),
    ratingsPerStar(ctx, productId),
  ]);
  if (!product) throw new NotFoundError('Product not found');
  return { productId, count: product.ratingCount, sum: product.ratingSum, average: product.ratingAverage, perStar };
}

/** How many ratings of the product gave each number of stars. */
export async function ratingsPerStar(ctx: Context, productId: number): Promise<RatingSummary['perStar']> {
  const groups = await ctx.db.rating.groupBy({ by: ['value'], where: { productId }, _count: { _all: true } });
  const perStar = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const group of groups) if (group.value >= 1 && group.value <= 5) perStar[group.value as 1] = group._count._all;
  return perStar;
}

/** The rating this visitor gave the product, or null. */
export async function visitorRating(ctx: Context, productId: number): Promise<number | null> {
  const { visitorId } = await ctx.viewer();
  if (!visitorId) return null;
  const rating = await ctx.db.rating.findUnique({ where: { productId_visitorId: { productId, visitorId } }, select: { value: true } });
  return rating?.value ?? null;
}
