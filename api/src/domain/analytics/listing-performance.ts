/**
 * Listing performance (issue 37 part 6): for each of the viewer's listings (the admin: every
 * store's, or one store's) over the last 7, 30 or 90 days, its page views, enquiries (forms sent,
 * and taps on its WhatsApp and call links), saves, viewings booked, orders and revenue per
 * currency, sorted by the measure the caller chose. One listing's figures (the product edit page)
 * are the same read narrowed to it: a vendor asking for another store's listing is refused.
 */
import type { Context } from '../context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { requireSignedIn } from '../auth/guards.ts';
import { ownsOrAdmin } from '../auth/permissions.ts';
import { rangeDays, type OverviewRange } from './overview.ts';
import { LISTING_MEASURES, performancePage, revenueByCurrency, type ListingCounts, type ListingMeasure, type PerformanceRow, type PerformanceScope } from './listing-performance-statements.ts';

export { LISTING_MEASURES, type ListingMeasure };

/** A listing's counts with its revenue in each currency shoppers paid in. */
export type ListingFigures = ListingCounts & { revenueByCurrency: Array<{ currency: string; amount: number }> };

export interface PerformanceQuery {
  range: OverviewRange;
  sort?: ListingMeasure;
  /** Default: true for the measures, false for NAME. */
  descending?: boolean;
  /** Admin only: one store's listings. */
  storeId?: string | null;
}

export interface ListingPerformance {
  range: OverviewRange;
  from: string;
  to: string;
  sort: ListingMeasure;
  descending: boolean;
  total: number;
  items: ListingFigures[];
}

/** A sort named by the caller (any case), or VIEWS when none. */
export function parseListingMeasure(value: string | null | undefined): ListingMeasure {
  if (!value) return 'VIEWS';
  const measure = value.trim().toUpperCase();
  if ((LISTING_MEASURES as readonly string[]).includes(measure)) return measure as ListingMeasure;
  throw new ValidationError(`sort must be one of ${LISTING_MEASURES.join(', ')}.`, 'sort');
}

const toFigures = (row: PerformanceRow, currencies: Map<number, Array<{ currency: string; amount: number }>>): ListingFigures => {
  const { total: _total, ...figures } = row;
  return { ...figures, revenueByCurrency: currencies.get(row.id) ?? [] };
};

async function readPage(ctx: Context, scope: PerformanceScope, query: PerformanceQuery, page: { limit: number; offset: number }, now: number): Promise<ListingPerformance> {
  const sort = query.sort ?? 'VIEWS';
  const descending = query.descending ?? sort !== 'NAME';
  const rows = await performancePage(ctx.db, scope, { measure: sort, descending }, page);
  const currencyRows = await revenueByCurrency(ctx.db, scope, rows.map((r) => r.id));
  const currencies = new Map<number, Array<{ currency: string; amount: number }>>();
  for (const r of currencyRows) currencies.set(r.productId, [...(currencies.get(r.productId) ?? []), { currency: r.currency, amount: Number(r.amount) }]);
  const { days } = rangeDays(query.range, now);
  return { range: query.range, from: days[0]!, to: days[days.length - 1]!, sort, descending, total: rows[0]?.total ?? 0, items: rows.map((r) => toFigures(r, currencies)) };
}

/** A page of the viewer's listings with their figures (the admin: every store's, or `storeId`'s). */
export async function listListingPerformance(ctx: Context, query: PerformanceQuery, page: { limit: number; offset: number }, now = Date.now()): Promise<ListingPerformance> {
  const viewer = await requireSignedIn(ctx);
  let vendorId: number | null = viewer.kind === 'admin' ? null : viewer.vendorId;
  if (query.storeId) {
    if (viewer.kind !== 'admin') throw new ForbiddenError('Only the admin can read another store\'s listings.');
    const store = await ctx.db.vendor.findUnique({ where: { storeId: query.storeId }, select: { id: true } });
    if (!store) throw new NotFoundError('Store not found.');
    vendorId = store.id;
  }
  const { from, end } = rangeDays(query.range, now);
  return readPage(ctx, { from, end, vendorId, productId: null }, query, page, now);
}

/** One listing's figures: its store's or the admin's; another store's listing is refused (403). */
export async function getListingFigures(ctx: Context, productId: number, range: OverviewRange, now = Date.now()): Promise<ListingFigures> {
  const viewer = await requireSignedIn(ctx);
  const product = Number.isSafeInteger(productId) && productId > 0 ? await ctx.db.product.findUnique({ where: { id: productId }, select: { vendorId: true } }) : null;
  if (!product) throw new NotFoundError('Product not found.');
  if (!ownsOrAdmin(viewer, product.vendorId)) throw new ForbiddenError('You can only read the figures of your own store\'s listings.');
  const { from, end } = rangeDays(range, now);
  const { items } = await readPage(ctx, { from, end, vendorId: null, productId }, { range }, { limit: 1, offset: 0 }, now);
  return items[0]!;
}
