import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { pageFromRows, type Page, type PageRequest } from '../paging.ts';
import { keyedListingConditions, type KeyedCondition, type ProductFilter } from './listing-filter.ts';
import { listingFacets, type ListingFacets } from './listing-facets.ts';
import { readListingRows } from './listing-rows.ts';
import { CARD_COLUMNS, type ProductColumn, type ProductColumnsRow } from './product-columns.ts';
import type { ProductSort } from './products.ts';

/**
 * The storefront's one list read: a category page, a store page, the search results and the
 * filtered property listing all come through here, asked by GraphQL's `products` and REST's
 * lists alike, so a listing rule lives in one place. The filter is checked and turned into SQL
 * once per listing; the page, the count and the facets all read with those same conditions,
 * each in one statement, each only when asked.
 */
export interface StorefrontQuery {
  filter?: ProductFilter;
  sort?: ProductSort;
}

export interface StorefrontListing {
  /** The page's rows as pageFromRows takes them (`limit + 1`, see listing-rows.ts), with `columns`. */
  rows<C extends ProductColumn>(page: PageRequest, columns: readonly C[]): Promise<ProductColumnsRow<C>[]>;
  /** The page itself, with `columns` (product cards when not named). */
  page<C extends ProductColumn = (typeof CARD_COLUMNS)[number]>(page: PageRequest, columns?: readonly C[]): Promise<Page<ProductColumnsRow<C>>>;
  /** How many products match, across pages. */
  count(): Promise<number>;
  /** Every filter option's count (listing-facets.ts); its statement counts the whole listing too. */
  facets(): Promise<ListingFacets>;
}

/**
 * A listing, read lazily. `withFacets`: the caller will ask for the facets too, so the count is
 * theirs (their one statement counts the whole listing): one statement less per page.
 */
export function storefrontListing(ctx: Context, { filter = {}, sort = 'NEWEST' }: StorefrontQuery, { withFacets = false } = {}): StorefrontListing {
  let conditions: Promise<KeyedCondition[]> | undefined;
  const conditionsOnce = () => (conditions ??= keyedListingConditions(ctx, filter));
  let facets: Promise<ListingFacets> | undefined;
  const facetsOnce = () => (facets ??= conditionsOnce().then((keyed) => listingFacets(ctx, filter, keyed)));
  let count: Promise<number> | undefined;
  const rows: StorefrontListing['rows'] = async (page, columns) => readListingRows(ctx, await conditionsOnce(), sort, page, columns);
  return {
    rows,
    page: async (page, columns) => pageFromRows(await rows(page, columns ?? (CARD_COLUMNS as never)), page),
    count: () => (count ??= withFacets ? facetsOnce().then((f) => f.total) : conditionsOnce().then((keyed) => countListing(ctx, keyed))),
    facets: facetsOnce,
  };
}

async function countListing(ctx: Context, conditions: KeyedCondition[]): Promise<number> {
  // Through the same raw row reader as the page (no ORM mapping for one number).
  const [row] = await ctx.services.database.readRows(Prisma.sql`SELECT count(*)::int FROM products p WHERE ${Prisma.join(conditions.map((c) => c.sql), ' AND ')}`);
  return Number(row?.[0] ?? 0);
}
