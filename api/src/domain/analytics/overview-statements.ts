/**
 * The overview's statements (overview.ts), one per series, each grouped over the range and the
 * one before it. `$1` is the start of the previous range (of this one for the top lists and the
 * viewing status), `$2` the end of this one, `$3` the vendor (null: everyone).
 */
import type { Context } from '../context.ts';

/** The bounds a statement reads between (UTC days, end exclusive), and whose figures. */
export interface OverviewScope {
  previousFrom: string;
  from: string;
  end: string;
  today: string;
  vendorId: number | null;
}

export interface TopProduct {
  productId: number;
  name: string;
  slug: string;
  orders: number;
  views: number;
}

export type MoneyRow = { day: string; currency: string; n: number; amount: string; usd: string };
export type DayRow = { day: string; n: number };
export type ViewingStatusRow = { confirmed: number; upcoming: number };
type Db = Context['db'];

/** How many top products each list shows. */
const TOP_PRODUCTS = 5;

/**
 * Orders and revenue per day and currency from the order parts the caller may see: an order
 * with two of a vendor's parts counts once; revenue is the sum of those parts.
 */
export function moneyPerDay(db: Db, scope: OverviewScope): Promise<MoneyRow[]> {
  return db.$queryRawUnsafe<MoneyRow[]>(
    `SELECT to_char(o.created_at, 'YYYY-MM-DD') AS day, o.currency, count(DISTINCT o.id)::int AS n,
            sum(op.total_cost)::text AS amount,
            sum(op.total_cost / COALESCE(cr.rate, NULLIF(o.rate, 0), 1))::text AS usd
       FROM order_parts op
       JOIN orders o ON o.id = op.order_id
       LEFT JOIN currency_rates cr ON cr.code = o.currency
      WHERE o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3::int)
      GROUP BY 1, 2`,
    scope.previousFrom, scope.end, scope.vendorId,
  );
}

/** Viewings per day: booked order lines (a property viewing carries its booking date). */
export function viewingsPerDay(db: Db, scope: OverviewScope): Promise<DayRow[]> {
  return db.$queryRawUnsafe<DayRow[]>(
    `SELECT to_char(o.created_at, 'YYYY-MM-DD') AS day, count(*)::int AS n
       FROM order_items oi
       JOIN order_parts op ON op.id = oi.part_id
       JOIN orders o ON o.id = op.order_id
      WHERE oi.booking_date IS NOT NULL
        AND o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3::int)
      GROUP BY 1`,
    scope.previousFrom, scope.end, scope.vendorId,
  );
}

/** Product page views per day. */
export function viewsPerDay(db: Db, scope: OverviewScope): Promise<DayRow[]> {
  return db.$queryRawUnsafe<DayRow[]>(
    `SELECT to_char(pv.day, 'YYYY-MM-DD') AS day, sum(pv.views)::int AS n
       FROM product_views pv
       JOIN products p ON p.id = pv.product_id
      WHERE pv.day >= $1::date AND pv.day < $2::date AND ($3::int IS NULL OR p.vendor_id = $3::int)
      GROUP BY 1`,
    scope.previousFrom, scope.end, scope.vendorId,
  );
}

/** The products ordered most in the range, with their views. */
export function topProductsByOrders(db: Db, scope: OverviewScope): Promise<TopProduct[]> {
  return db.$queryRawUnsafe<TopProduct[]>(
    `SELECT p.id AS "productId", p.name, p.slug, t.orders,
            COALESCE((SELECT sum(pv.views) FROM product_views pv WHERE pv.product_id = p.id AND pv.day >= $1::date AND pv.day < $2::date), 0)::int AS views
       FROM (SELECT oi.product_id, count(DISTINCT op.order_id)::int AS orders
               FROM order_items oi
               JOIN order_parts op ON op.id = oi.part_id
               JOIN orders o ON o.id = op.order_id
              WHERE oi.product_id IS NOT NULL AND o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3::int)
              GROUP BY oi.product_id) t
       JOIN products p ON p.id = t.product_id
      ORDER BY t.orders DESC, p.name, p.id
      LIMIT ${TOP_PRODUCTS}`,
    scope.from, scope.end, scope.vendorId,
  );
}

/** The products viewed most in the range, with their orders. */
export function topProductsByViews(db: Db, scope: OverviewScope): Promise<TopProduct[]> {
  return db.$queryRawUnsafe<TopProduct[]>(
    `SELECT p.id AS "productId", p.name, p.slug, t.views,
            (SELECT count(DISTINCT op.order_id) FROM order_items oi JOIN order_parts op ON op.id = oi.part_id JOIN orders o ON o.id = op.order_id
              WHERE oi.product_id = p.id AND o.created_at >= $1::date AND o.created_at < $2::date)::int AS orders
       FROM (SELECT pv.product_id, sum(pv.views)::int AS views FROM product_views pv WHERE pv.day >= $1::date AND pv.day < $2::date GROUP BY pv.product_id) t
       JOIN products p ON p.id = t.product_id
      WHERE ($3::int IS NULL OR p.vendor_id = $3::int)
      ORDER BY t.views DESC, p.name, p.id
      LIMIT ${TOP_PRODUCTS}`,
    scope.from, scope.end, scope.vendorId,
  );
}

/** Viewings confirmed (of those booked in the range) and upcoming (any booked, still open, dated today or later). */
export function viewingStatus(db: Db, scope: OverviewScope): Promise<ViewingStatusRow[]> {
  return db.$queryRawUnsafe<ViewingStatusRow[]>(
    `SELECT count(*) FILTER (WHERE o.created_at >= $1::date AND o.created_at < $2::date AND op.status IN ('CONFIRMED', 'COMPLETED'))::int AS confirmed,
            count(*) FILTER (WHERE op.status IN ('REQUESTED', 'CONFIRMED', 'RESCHEDULED') AND op.viewing_date >= $4::date)::int AS upcoming
       FROM order_items oi
       JOIN order_parts op ON op.id = oi.part_id
       JOIN orders o ON o.id = op.order_id
      WHERE oi.booking_date IS NOT NULL AND ($3::int IS NULL OR op.vendor_id = $3::int)`,
    scope.from, scope.end, scope.vendorId, scope.today,
  );
}
