import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';

export const SIMILAR_DEFAULT = 8;
export const SIMILAR_MAX = 20;
/** How far a similar listing's price (and a property's area) may be from the listing's: ±35%. */
export const SIMILAR_TOLERANCE = 0.35;

/**
 * "Similar properties" under a property page, beside the spec's Suggested Properties (suggestions.ts):
 * - a property: visible properties with the same purpose (sale or rent) in the same city, priced
 *   within ±35% and, where both areas are known, sized within ±35%, closest first by
 *   |ln(price ratio)| + |ln(area ratio)|. Rents compare per month (a yearly rent counts a twelfth),
 *   so a flat let by the year stands beside one let by the month;
 * - a home product: visible products of the same category priced within ±35%, closest first.
 * Never the listing itself, never a revoked vendor's listing (`vendor_listed`), never one its
 * vendor hid from suggestions. One statement: the source row is read inside it.
 */
export async function similarProductIds(ctx: Context, productId: number, first: number = SIMILAR_DEFAULT): Promise<number[]> {
  if (!Number.isInteger(first) || first < 1 || first > SIMILAR_MAX) throw new ValidationError(`first must be a whole number between 1 and ${SIMILAR_MAX}.`, 'first');
  const low = 1 - SIMILAR_TOLERANCE;
  const high = 1 + SIMILAR_TOLERANCE;
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    WITH source AS (
      SELECT id, catalogue, category_id, coalesce(purpose, 'SALE') AS purpose, lower(city) AS city,
             price / CASE WHEN rent_period = 'YEAR' THEN 12 ELSE 1 END AS unit_price,
             nullif(area_sqft, 0) AS area
      FROM products WHERE id = ${productId} AND price > 0
    ), candidate AS (
      SELECT p.id, s.unit_price AS source_price, s.area AS source_area,
             p.price / CASE WHEN p.rent_period = 'YEAR' THEN 12 ELSE 1 END AS unit_price,
             nullif(p.area_sqft, 0) AS area
      FROM products p JOIN source s ON p.catalogue = s.catalogue AND p.id <> s.id
      WHERE p.vendor_listed AND p.status = 'ACTIVE'
        AND CASE WHEN s.catalogue = 'REAL_ESTATE'
                 THEN coalesce(p.purpose, 'SALE') = s.purpose AND lower(p.city) = s.city
                 ELSE p.category_id = s.category_id END
    )
    SELECT id FROM candidate
    WHERE unit_price BETWEEN source_price * ${low}::numeric AND source_price * ${high}::numeric
      AND (area IS NULL OR source_area IS NULL OR area BETWEEN source_area * ${low}::numeric AND source_area * ${high}::numeric)
    ORDER BY abs(ln(unit_price / source_price))
             + CASE WHEN area IS NULL OR source_area IS NULL THEN 0 ELSE abs(ln(area::numeric / source_area)) END,
             id
    LIMIT ${first}`;
  return rows.map((r) => r.id);
}
