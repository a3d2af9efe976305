import { Prisma, type Product } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import { ValidationError } from '../errors.ts';
import { listingConditions, listingOrder, sqlLiteral, type ListingOrder, type ProductFilter, type ProductSort } from './products.ts';

/**
 * Storefront listings, read with one hand-written statement (Database.readRows) instead of
 * Prisma's findMany: the card grids are the busiest request there is, and for them Prisma's
 * query building and row mapping cost the main thread as much as the rest of the request
 * together (docs/decisions.md, "Card lists"). It also pages correctly past products without a
 * rating, where Prisma's cursor compares with NULL and ends the list.
 */

/** The Product fields a card can show, each with the SQL that reads it, in the SELECT's order. */
const CARD_FIELDS = {
  id: 'p.id',
  slug: 'p.slug',
  name: 'p.name',
  catalogue: 'p.catalogue::text',
  categoryId: 'p.category_id',
  price: 'p.price',
  discountedPrice: 'p.discounted_price',
  featureImage: 'p.feature_image',
  vendorId: 'p.vendor_id',
  ratingCount: 'p.rating_count',
  ratingSum: 'p.rating_sum',
  ratingAverage: 'p.rating_average',
  beds: 'p.beds',
  baths: 'p.baths',
  areaSqft: 'p.area_sqft',
} as const;

export type ProductCardRow = Pick<Product, keyof typeof CARD_FIELDS>;

const SELECT_CARD_FIELDS = Prisma.raw(Object.values(CARD_FIELDS).join(', '));

/**
 * The page Pothos's cursor connection asks for: `take` rows (negative: the rows before the
 * cursor), after skipping `skip`, from the row `cursor` names, as Prisma's findMany reads them.
 */
export interface CardPage {
  take: number;
  skip: number;
  cursor?: { id?: unknown };
}

/** True when a Pothos selection reads nothing but card fields, so the card reader can serve it. */
export function selectsOnlyCardFields(query: { select?: Record<string, unknown>; include?: unknown }): boolean {
  if (query.include || !query.select) return false;
  return Object.entries(query.select).every(([field, wanted]) => wanted === true && field in CARD_FIELDS);
}

/** A page of a storefront listing as card rows, in the listing's order. */
export async function productCardPage(ctx: Context, filter: ProductFilter, sort: ProductSort, page: CardPage): Promise<ProductCardRow[]> {
  assertCardPage(page);
  const order = listingOrder(sort);
  const backwards = page.take < 0;
  const conditions = await listingConditions(ctx, filter);
  if (page.cursor) conditions.push(fromCursor(order, page.cursor.id as number, backwards));
  const rows = await ctx.services.database.readRows(Prisma.sql`
    SELECT ${SELECT_CARD_FIELDS} FROM products p
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${orderBy(order, backwards)}
    LIMIT ${sqlLiteral(Math.abs(page.take))} OFFSET ${sqlLiteral(page.cursor ? Math.max(0, page.skip - 1) : page.skip)}`);
  const cards = rows.map(cardFromRow);
  return backwards ? cards.reverse() : cards;
}

/** Pothos decodes a cursor's id with whatever type the cursor claims: only a whole number will do. */
function assertCardPage(page: CardPage): void {
  const id = page.cursor?.id;
  if (page.cursor && (typeof id !== 'number' || !Number.isSafeInteger(id))) {
    throw new ValidationError('Invalid cursor.', page.take < 0 ? 'before' : 'after');
  }
}

/** ORDER BY for the order, or for its reverse (a page read backwards from its cursor). */
function orderBy(order: ListingOrder, reversed: boolean): Prisma.Sql {
  const descending = order.descending !== reversed;
  const terms = order.columns.map(({ name, nullsAs }) => {
    // NULL sorts as `nullsAs`, a value below every real one: last going down, first going up.
    const nulls = nullsAs === undefined ? '' : descending ? ' NULLS LAST' : ' NULLS FIRST';
    return `p.${name} ${descending ? 'DESC' : 'ASC'}${nulls}`;
  });
  return Prisma.raw(terms.join(', '));
}

/**
 * Rows strictly beyond the cursor's row, compared on the order's columns. Pothos asks to skip
 * the cursor's row itself, which this already leaves out (so the OFFSET above is one less): a
 * product delisted since its cursor was handed out still places the next page exactly. A cursor
 * naming no row at all leaves nothing.
 */
function fromCursor(order: ListingOrder, id: number, backwards: boolean): Prisma.Sql {
  const key = (table: string) => Prisma.raw(order.columns.map(({ name, nullsAs }) => (nullsAs === undefined ? `${table}.${name}` : `COALESCE(${table}.${name}, ${nullsAs})`)).join(', '));
  const comparison = Prisma.raw(order.descending !== backwards ? '<' : '>');
  return Prisma.sql`(${key('p')}) ${comparison} (SELECT ${key('at')} FROM products at WHERE at.id = ${id})`;
}

function cardFromRow(row: unknown[]): ProductCardRow {
  const [id, slug, name, catalogue, categoryId, price, discountedPrice, featureImage, vendorId, ratingCount, ratingSum, ratingAverage, beds, baths, areaSqft] = row;
  return {
    id: id as number,
    slug: slug as string,
    name: name as string,
    catalogue: catalogue as Product['catalogue'],
    categoryId: categoryId as number,
    price: new Prisma.Decimal(price as string),
    discountedPrice: discountedPrice == null ? null : new Prisma.Decimal(discountedPrice as string),
    featureImage: featureImage as string,
    vendorId: vendorId as number,
    ratingCount: ratingCount as number,
    ratingSum: ratingSum as number,
    ratingAverage: ratingAverage as number | null,
    beds: beds as number | null,
    baths: baths as number | null,
    areaSqft: areaSqft as number | null,
  };
}
