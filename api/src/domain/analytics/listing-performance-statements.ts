/**
 * The statements of listing performance (listing-performance.ts): one grouped statement reads
 * every measure of one page of listings, sorted and counted in the database, and one more reads
 * the page's revenue per currency. No statement per listing (no N+1).
 *
 * The measures count what happened in [from, end) (UTC days, end exclusive), with the same rules
 * as the overview's series (overview-statements.ts): an order is counted on the day it was placed,
 * whatever became of it since, and its revenue is converted to USD at the published rates (the
 * order's own rate when its currency has none).
 */
import type { Context } from '../context.ts';

type Db = Context['db'];

/** What a page can be sorted by: each measure, and the listing's name. */
export const LISTING_MEASURES = ['VIEWS', 'ENQUIRIES', 'SAVES', 'VIEWINGS', 'ORDERS', 'REVENUE', 'NAME'] as const;
export type ListingMeasure = (typeof LISTING_MEASURES)[number];

/** The column each sort reads; a fixed list, so nothing the caller sends reaches the SQL text. */
const SORT_COLUMN: Record<ListingMeasure, string> = {
  VIEWS: 'views', ENQUIRIES: 'enquiries', SAVES: 'saves', VIEWINGS: 'viewings', ORDERS: 'orders', REVENUE: '"revenueUsd"', NAME: 'lower(name)',
};

export interface PerformanceScope {
  from: string;
  end: string;
  /** Only this store's listings (null: every store's, for the admin). */
  vendorId: number | null;
  /** Only this listing (null: all in scope). */
  productId: number | null;
}

/** One listing and its measures over the range. */
export interface ListingCounts {
  /** The product's id. */
  id: number;
  name: string;
  slug: string;
  catalogue: string;
  status: string;
  vendorId: number;
  storeName: string;
  views: number;
  /** Enquiry forms sent plus WhatsApp and call taps. */
  enquiries: number;
  enquiryForms: number;
  taps: number;
  saves: number;
  viewings: number;
  orders: number;
  /** Revenue converted to USD (what the REVENUE sort reads). */
  revenueUsd: number;
}

/** A row of the page's statement: the listing's counts, and how many listings the scope holds. */
export type PerformanceRow = ListingCounts & { total: number };

export interface PerformanceSort {
  measure: ListingMeasure;
  descending: boolean;
}

/** One page of the scope's listings with every measure, and how many listings the scope holds. */
export function performancePage(db: Db, scope: PerformanceScope, sort: PerformanceSort, page: { limit: number; offset: number }): Promise<PerformanceRow[]> {
  const direction = sort.descending ? 'DESC' : 'ASC';
  return db.$queryRawUnsafe<PerformanceRow[]>(
    `WITH scope AS (
       SELECT p.id, p.name, p.slug, p.catalogue::text AS catalogue, p.status::text AS status, p.vendor_id, v.store_name
         FROM products p JOIN vendors v ON v.id = p.vendor_id
        WHERE ($3::int IS NULL OR p.vendor_id = $3::int) AND ($4::int IS NULL OR p.id = $4::int)),
     views AS (SELECT pv.product_id, sum(pv.views)::int AS n FROM product_views pv JOIN scope s ON s.id = pv.product_id
                WHERE pv.day >= $1::date AND pv.day < $2::date GROUP BY 1),
     saves AS (SELECT ps.product_id, sum(ps.saves)::int AS n FROM product_saves ps JOIN scope s ON s.id = ps.product_id
                WHERE ps.day >= $1::date AND ps.day < $2::date GROUP BY 1),
     forms AS (SELECT l.product_id, count(*)::int AS n FROM leads l JOIN scope s ON s.id = l.product_id
                WHERE l.created_at >= $1::date AND l.created_at < $2::date GROUP BY 1),
     taps AS (SELECT lt.product_id, count(*)::int AS n FROM lead_taps lt JOIN scope s ON s.id = lt.product_id
               WHERE lt.created_at >= $1::date AND lt.created_at < $2::date GROUP BY 1),
     sales AS (SELECT oi.product_id,
                      count(DISTINCT op.id) FILTER (WHERE oi.booking_date IS NULL)::int AS orders,
                      count(*) FILTER (WHERE oi.booking_date IS NOT NULL)::int AS viewings,
                      COALESCE(sum(oi.line_total / COALESCE(cr.rate, NULLIF(o.rate, 0), 1)) FILTER (WHERE oi.booking_date IS NULL), 0) AS usd
                 FROM order_items oi JOIN scope s ON s.id = oi.product_id
                 JOIN order_parts op ON op.id = oi.part_id
                 JOIN orders o ON o.id = op.order_id
                 LEFT JOIN currency_rates cr ON cr.code = o.currency
                WHERE o.created_at >= $1::date AND o.created_at < $2::date GROUP BY 1),
     measured AS (
       SELECT s.id, s.name, s.slug, s.catalogue, s.status, s.vendor_id AS "vendorId", s.store_name AS "storeName",
              COALESCE(views.n, 0) AS views, COALESCE(forms.n, 0) + COALESCE(taps.n, 0) AS enquiries,
              COALESCE(forms.n, 0) AS "enquiryForms", COALESCE(taps.n, 0) AS taps, COALESCE(saves.n, 0) AS saves,
              COALESCE(sales.viewings, 0) AS viewings, COALESCE(sales.orders, 0) AS orders, round(COALESCE(sales.usd, 0), 2)::float8 AS "revenueUsd"
         FROM scope s
         LEFT JOIN views ON views.product_id = s.id LEFT JOIN saves ON saves.product_id = s.id
         LEFT JOIN forms ON forms.product_id = s.id LEFT JOIN taps ON taps.product_id = s.id
         LEFT JOIN sales ON sales.product_id = s.id)
     SELECT m.*, count(*) OVER ()::int AS total FROM measured m
      ORDER BY ${SORT_COLUMN[sort.measure]} ${direction}, m.id ${direction}
      LIMIT $5 OFFSET $6`,
    scope.from, scope.end, scope.vendorId, scope.productId, page.limit, page.offset,
  );
}

export interface CurrencyRow {
  productId: number;
  currency: string;
  amount: string;
}

/** The revenue of the given listings per currency, in the currency's own amounts. */
export function revenueByCurrency(db: Db, scope: Pick<PerformanceScope, 'from' | 'end'>, productIds: number[]): Promise<CurrencyRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  return db.$queryRawUnsafe<CurrencyRow[]>(
    `SELECT oi.product_id AS "productId", o.currency, sum(oi.line_total)::text AS amount
       FROM order_items oi
       JOIN order_parts op ON op.id = oi.part_id
       JOIN orders o ON o.id = op.order_id
      WHERE oi.product_id = ANY($3::int[]) AND oi.booking_date IS NULL
        AND o.created_at >= $1::date AND o.created_at < $2::date
      GROUP BY 1, 2
      ORDER BY 2`,
    scope.from, scope.end, productIds,
  );
}
