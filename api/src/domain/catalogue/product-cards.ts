import { Prisma, type Product } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { PageRequest } from '../paging.ts';
import { listingOrder, orderColumn, type ListingOrder, type ProductSort } from './products.ts';
import { keyedListingConditions, sqlLiteral, type ProductFilter } from './listing-filter.ts';

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
  purpose: 'p.purpose::text',
  rentPeriod: 'p.rent_period::text',
  completionStatus: 'p.completion_status::text',
  handoverDate: 'p.handover_date',
  city: 'p.city',
  neighbourhood: 'p.neighbourhood',
  countryCode: 'p.country_code',
  latitude: 'p.latitude',
  longitude: 'p.longitude',
} as const;

export type ProductCardRow = Pick<Product, keyof typeof CARD_FIELDS>;

const SELECT_CARD_FIELDS = Prisma.raw(Object.values(CARD_FIELDS).join(', '));

/** Whether a product field is one the card reader reads (a selection of only these needs no other read). */
export function isCardField(field: string): field is keyof ProductCardRow {
  return field in CARD_FIELDS;
}

/**
 * The rows of a page of a storefront listing, in the listing's order, read as pageFromRows
 * (domain/paging.ts) expects them: `limit + 1` rows, the extra one (beyond the cursor's
 * direction) telling whether more follow. GraphQL hands these to its connection as they are;
 * everyone else asks listStorefrontProducts (catalogue/reads.ts) for the page.
 */
export async function readCardRows(ctx: Context, filter: ProductFilter, sort: ProductSort, page: PageRequest): Promise<ProductCardRow[]> {
  const keyed = await keyedListingConditions(ctx, filter);
  const order = listingOrder(sort, keyed.find((c) => c.key === 'search')?.ids);
  const backwards = page.backwards ?? false;
  const conditions = keyed.map((c) => c.sql);
  if (page.cursor !== undefined) conditions.push(fromCursor(order, page.cursor, backwards));
  // The page's ids are chosen first, from what filters and orders read (all of it in the index
  // products_listing_filters, so a filtered listing is an index-only scan), and only the page's
  // rows are read whole: a filter matching thousands of products scattered over the table
  // otherwise reads each one's row to sort it (100 ms for 3,000 Dubai properties among 100k).
  const rows = await ctx.services.database.readRows(Prisma.sql`
    SELECT ${SELECT_CARD_FIELDS} FROM products p
    WHERE p.id IN (
      SELECT p.id FROM products p
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY ${orderBy(order, backwards)}
      LIMIT ${sqlLiteral(page.limit + 1)} OFFSET ${sqlLiteral(page.offset ?? 0)})
    ORDER BY ${orderBy(order, backwards)}`);
  const cards = rows.map(cardFromRow);
  return backwards ? cards.reverse() : cards;
}

/** ORDER BY for the order, or for its reverse (a page read backwards from its cursor). */
function orderBy(order: ListingOrder, reversed: boolean): Prisma.Sql {
  const descending = order.descending !== reversed;
  const terms = order.columns.map((column) => {
    // NULL sorts as `nullsAs`: below every real value (last going down, first going up) or above.
    const { nullsAs } = column;
    const nulls = nullsAs === undefined ? '' : descending === nullsAs < 0 ? ' NULLS LAST' : ' NULLS FIRST';
    return `${orderColumn(column, 'p')} ${descending ? 'DESC' : 'ASC'}${nulls}`;
  });
  return Prisma.raw(terms.join(', '));
}

/**
 * Rows strictly beyond the cursor's row, compared on the order's columns: a product delisted
 * since its cursor was handed out still places the next page exactly. A cursor naming no row at
 * all leaves nothing.
 */
function fromCursor(order: ListingOrder, id: number, backwards: boolean): Prisma.Sql {
  const key = (table: string) => Prisma.raw(order.columns.map((column) => (column.nullsAs === undefined ? orderColumn(column, table) : `COALESCE(${orderColumn(column, table)}, ${column.nullsAs})`)).join(', '));
  const comparison = Prisma.raw(order.descending !== backwards ? '<' : '>');
  return Prisma.sql`(${key('p')}) ${comparison} (SELECT ${key('at')} FROM products at WHERE at.id = ${id})`;
}

function cardFromRow(row: unknown[]): ProductCardRow {
  const [id, slug, name, catalogue, categoryId, price, discountedPrice, featureImage, vendorId, ratingCount, ratingSum, ratingAverage, beds, baths, areaSqft, purpose, rentPeriod, completionStatus, handoverDate, city, neighbourhood, countryCode, latitude, longitude] = row;
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
    purpose: purpose as Product['purpose'],
    rentPeriod: rentPeriod as Product['rentPeriod'],
    completionStatus: completionStatus as Product['completionStatus'],
    handoverDate: handoverDate == null ? null : new Date(handoverDate as string | Date),
    city: city as string | null,
    neighbourhood: neighbourhood as string | null,
    countryCode: countryCode as string | null,
    latitude: latitude as number | null,
    longitude: longitude as number | null,
  };
}
