import type { Context } from '../context.ts';
import { visibleProduct } from './products.ts';

export const SUGGESTION_COUNT = 8;

interface SuggestionSource {
  id: number;
  catalogue: 'REAL_ESTATE' | 'HOME_PRODUCTS';
  categoryId: number;
}

/**
 * "Suggested Properties" / "Suggested Products" under a detail page, by the spec's rules (docs/spec/storefront.md §9):
 * - properties: when any in the category has reviews, the single one with the most; otherwise
 *   up to 8 at random;
 * - home products: among the category's products not hidden from suggestions, the one with
 *   the most reviews; otherwise the first 8.
 * The product itself is never suggested, nor listings of revoked vendors.
 */
export async function suggestedProductIds(ctx: Context, product: SuggestionSource): Promise<number[]> {
  const isProperty = product.catalogue === 'REAL_ESTATE';
  const where = {
    AND: [visibleProduct, { categoryId: product.categoryId, id: { not: product.id } }, isProperty ? {} : { status: 'ACTIVE' as const }],
  };
  const mostReviewed = await ctx.db.product.findFirst({
    where: { AND: [...where.AND, { ratingCount: { gt: 0 } }] },
    orderBy: [{ ratingCount: 'desc' }, { id: 'asc' }],
    select: { id: true },
  });
  if (mostReviewed) return [mostReviewed.id];
  if (!isProperty) {
    const first = await ctx.db.product.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: SUGGESTION_COUNT, select: { id: true } });
    return first.map((p) => p.id);
  }
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM products p
    WHERE p.vendor_listed AND p.category_id = ${product.categoryId} AND p.id <> ${product.id}
    ORDER BY random() LIMIT ${SUGGESTION_COUNT}`;
  return rows.map((r) => r.id);
}
