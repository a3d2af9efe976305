// The points of a listing's map view (issue 20: map view): where each matching property is and
// what its marker shows (its price). One statement over the same listing conditions as the list,
// so the map and the list always agree; a marker's card is read when it is opened, not here.
import { Prisma, type Product } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { listingConditions, sqlLiteral, type ProductFilter } from './listing-filter.ts';

export const DEFAULT_MAP_POINTS = 500;
export const MAX_MAP_POINTS = 2000;

/** A located listing: its id, its point and what its marker shows. */
export interface MapPointRow {
  productId: number;
  latitude: number;
  longitude: number;
  /** The list price in USD (a rent: per its period). */
  price: Prisma.Decimal;
  rentPeriod: Product['rentPeriod'];
  purpose: Product['purpose'];
}

export interface ListingMap {
  /** Every matching listing with coordinates, also those beyond `limit`. */
  totalCount: number;
  /** The newest `limit` of them. */
  points: MapPointRow[];
}

function assertLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MAP_POINTS) throw new ValidationError(`limit must be a whole number between 1 and ${MAX_MAP_POINTS}.`, 'limit');
}

/**
 * The located listings matching the filter (only listed ones, as every storefront list), the
 * newest first, at most `limit`, with the number of all of them counted in the same statement
 * (a window count runs before LIMIT). Throws ValidationError on a bad filter or limit.
 */
export async function listingMapPoints(ctx: Context, filter: ProductFilter, limit = DEFAULT_MAP_POINTS): Promise<ListingMap> {
  assertLimit(limit);
  const conditions = await listingConditions(ctx, filter);
  const rows = await ctx.services.database.readRows(Prisma.sql`
    SELECT p.id, p.latitude, p.longitude, p.price, p.rent_period::text, p.purpose::text, count(*) OVER ()::int
    FROM products p
    WHERE ${Prisma.join(conditions, ' AND ')} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
    ORDER BY p.id DESC
    LIMIT ${sqlLiteral(limit)}`);
  return {
    totalCount: rows.length ? Number(rows[0][6]) : 0,
    points: rows.map(([id, latitude, longitude, price, rentPeriod, purpose]) => ({
      productId: id as number,
      latitude: Number(latitude),
      longitude: Number(longitude),
      price: new Prisma.Decimal(price as string),
      rentPeriod: rentPeriod as Product['rentPeriod'],
      purpose: purpose as Product['purpose'],
    })),
  };
}
