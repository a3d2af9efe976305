/**
 * The dashboard's overview (issue 22): orders, revenue, viewings and page views per day over the
 * last 7, 30 or 90 days, with totals for the range and the one before it. A vendor reads its own
 * store's figures, the admin the marketplace's. Days are UTC days; every day of the range is in
 * each series, zero or not. Each series is one grouped statement over both ranges (no N+1).
 */
import type { Context } from '../context.ts';
import { requireAdmin, requireSignedIn } from '../auth/guards.ts';
import { ValidationError } from '../errors.ts';
import { getStoreStart, type StoreStart } from './store-start.ts';

export const OVERVIEW_RANGES = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 } as const;
export type OverviewRange = keyof typeof OVERVIEW_RANGES;

/** How many top products each list shows. */
const TOP_PRODUCTS = 5;
/** How many of the newest stores the admin sees. */
const NEWEST_VENDORS = 5;

export interface DayCount {
  day: string;
  count: number;
}

export interface DayRevenue {
  day: string;
  /** Converted to USD at the rates in currency_rates (the order's own rate when a currency has none). */
  usd: number;
  byCurrency: Array<{ currency: string; amount: number }>;
}

export interface Totals {
  orders: number;
  revenueUsd: number;
  viewings: number;
  views: number;
}

/** Property viewings (order lines with a booking date): what a property store works on. */
export interface ViewingFigures {
  /** Booked in the range (the same as totals.viewings). */
  booked: number;
  /** Of those, the ones the store confirmed (confirmed now, or completed since). */
  confirmed: number;
  /** Agreed or still to agree, on a date from today on, whenever they were booked. */
  upcoming: number;
}

export interface TopProduct {
  productId: number;
  name: string;
  slug: string;
  orders: number;
  views: number;
}

export interface Overview {
  range: OverviewRange;
  /** First and last day of the range (UTC, inclusive). */
  from: string;
  to: string;
  /** Whose figures: null for the whole marketplace (the admin). */
  vendorId: number | null;
  ordersPerDay: DayCount[];
  revenuePerDay: DayRevenue[];
  /** Revenue per currency over the whole range (amounts in that currency). */
  revenueByCurrency: Array<{ currency: string; amount: number; usd: number }>;
  viewingsPerDay: DayCount[];
  viewsPerDay: DayCount[];
  totals: Totals;
  previousTotals: Totals;
  topProductsByOrders: TopProduct[];
  topProductsByViews: TopProduct[];
  viewings: ViewingFigures;
  /** The vendor's own store (its kind, listings, profile gaps); null for the marketplace. */
  store: StoreStart | null;
}

export interface NewVendor {
  id: number;
  storeId: string;
  storeName: string;
  brandType: string;
  createdAt: Date;
  accessGranted: boolean;
}

export interface AdminOverview {
  signupsPerDay: DayCount[];
  signups: number;
  previousSignups: number;
  newestVendors: NewVendor[];
}

export function parseOverviewRange(value: string | null | undefined): OverviewRange {
  if (!value) return 'LAST_30_DAYS';
  const text = value.trim().toUpperCase();
  const byDays = Object.entries(OVERVIEW_RANGES).find(([, days]) => String(days) === text);
  if (byDays) return byDays[0] as OverviewRange;
  if (text in OVERVIEW_RANGES) return text as OverviewRange;
  throw new ValidationError('range must be 7, 30 or 90 (LAST_7_DAYS, LAST_30_DAYS or LAST_90_DAYS).', 'range');
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range's days and the bounds of it and of the range before it (UTC, end exclusive). */
export function rangeDays(range: OverviewRange, now = Date.now()) {
  const days = OVERVIEW_RANGES[range];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const start = today - (days - 1) * DAY_MS;
  return {
    days: Array.from({ length: days }, (_, i) => isoDay(start + i * DAY_MS)),
    from: isoDay(start),
    end: isoDay(today + DAY_MS),
    previousFrom: isoDay(start - days * DAY_MS),
  };
}

const num = (value: unknown) => Number(value ?? 0);
const cents = (value: number) => Math.round(value * 100) / 100;

/** Every day of `days` with its count from `rows` (0 when absent). */
function fillDays(days: string[], rows: Array<{ day: string; n: unknown }>): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, num(r.n)]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const sumWhere = (rows: Array<{ day: string; n: unknown }>, test: (day: string) => boolean) => rows.reduce((total, r) => (test(r.day) ? total + num(r.n) : total), 0);

export async function getOverview(ctx: Context, range: OverviewRange, now = Date.now()): Promise<Overview> {
  const viewer = await requireSignedIn(ctx);
  const vendorId = viewer.kind === 'admin' ? null : viewer.vendorId;
  const { days, from, end, previousFrom } = rangeDays(range, now);
  const inRange = (day: string) => day >= from;
  const inPrevious = (day: string) => day < from;
  // $1 the start of the previous range (of this one for the top lists), $2 the end of this one,
  // $3 the vendor (null: everyone).
  const args = [previousFrom, end, vendorId] as const;
  const db = ctx.db;

  const today = isoDay(Math.floor(now / DAY_MS) * DAY_MS);
  const [money, viewings, views, topByOrders, topByViews, [viewingStatus], store] = await Promise.all([
    // Orders and revenue per day and currency from the order parts the caller may see: an order
    // with two of a vendor's parts counts once; revenue is the sum of those parts.
    db.$queryRawUnsafe<Array<{ day: string; currency: string; n: number; amount: string; usd: string }>>(
      `SELECT to_char(o.created_at, 'YYYY-MM-DD') AS day, o.currency, count(DISTINCT o.id)::int AS n,
              sum(op.total_cost)::text AS amount,
              sum(op.total_cost / COALESCE(cr.rate, NULLIF(o.rate, 0), 1))::text AS usd
         FROM order_parts op
         JOIN orders o ON o.id = op.order_id
         LEFT JOIN currency_rates cr ON cr.code = o.currency
        WHERE o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3::int)
        GROUP BY 1, 2`,
      ...args,
    ),
    // Viewings: booked order lines (a property viewing carries its booking date).
    db.$queryRawUnsafe<Array<{ day: string; n: number }>>(
      `SELECT to_char(o.created_at, 'YYYY-MM-DD') AS day, count(*)::int AS n
         FROM order_items oi
         JOIN order_parts op ON op.id = oi.part_id
         JOIN orders o ON o.id = op.order_id
        WHERE oi.booking_date IS NOT NULL
          AND o.created_at >= $1::date AND o.created_at < $2::date AND ($3::int IS NULL OR op.vendor_id = $3::int)
        GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Array<{ day: string; n: number }>>(
      `SELECT to_char(pv.day, 'YYYY-MM-DD') AS day, sum(pv.views)::int AS n
         FROM product_views pv
         JOIN products p ON p.id = pv.product_id
        WHERE pv.day >= $1::date AND pv.day < $2::date AND ($3::int IS NULL OR p.vendor_id = $3::int)
        GROUP BY 1`,
      ...args,
    ),
    db.$queryRawUnsafe<Array<{ productId: number; name: string; slug: string; orders: number; views: number }>>(
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
      from,
      end,
      vendorId,
    ),
    db.$queryRawUnsafe<Array<{ productId: number; name: string; slug: string; orders: number; views: number }>>(
      `SELECT p.id AS "productId", p.name, p.slug, t.views,
              (SELECT count(DISTINCT op.order_id) FROM order_items oi JOIN order_parts op ON op.id = oi.part_id JOIN orders o ON o.id = op.order_id
                WHERE oi.product_id = p.id AND o.created_at >= $1::date AND o.created_at < $2::date)::int AS orders
         FROM (SELECT pv.product_id, sum(pv.views)::int AS views FROM product_views pv WHERE pv.day >= $1::date AND pv.day < $2::date GROUP BY pv.product_id) t
         JOIN products p ON p.id = t.product_id
        WHERE ($3::int IS NULL OR p.vendor_id = $3::int)
        ORDER BY t.views DESC, p.name, p.id
        LIMIT ${TOP_PRODUCTS}`,
      from,
      end,
      vendorId,
    ),
    // Viewings confirmed (of those booked in the range) and upcoming (any booked, still open, dated today or later).
    db.$queryRawUnsafe<Array<{ confirmed: number; upcoming: number }>>(
      `SELECT count(*) FILTER (WHERE o.created_at >= $1::date AND o.created_at < $2::date AND op.status IN ('CONFIRMED', 'COMPLETED'))::int AS confirmed,
              count(*) FILTER (WHERE op.status IN ('REQUESTED', 'CONFIRMED', 'RESCHEDULED') AND op.viewing_date >= $4::date)::int AS upcoming
         FROM order_items oi
         JOIN order_parts op ON op.id = oi.part_id
         JOIN orders o ON o.id = op.order_id
        WHERE oi.booking_date IS NOT NULL AND ($3::int IS NULL OR op.vendor_id = $3::int)`,
      from,
      end,
      vendorId,
      today,
    ),
    vendorId === null ? null : getStoreStart(ctx, vendorId),
  ]);

  const current = money.filter((r) => inRange(r.day));
  const previous = money.filter((r) => inPrevious(r.day));
  const usdOf = (rows: typeof money) => cents(rows.reduce((total, r) => total + num(r.usd), 0));
  const ordersOf = (rows: typeof money) => rows.reduce((total, r) => total + r.n, 0);

  const revenuePerDay = days.map((day) => {
    const rows = current.filter((r) => r.day === day);
    return { day, usd: usdOf(rows), byCurrency: rows.map((r) => ({ currency: r.currency, amount: cents(num(r.amount)) })).sort((a, b) => a.currency.localeCompare(b.currency)) };
  });
  const currencies = new Map<string, { amount: number; usd: number }>();
  for (const r of current) {
    const sum = currencies.get(r.currency) ?? { amount: 0, usd: 0 };
    currencies.set(r.currency, { amount: sum.amount + num(r.amount), usd: sum.usd + num(r.usd) });
  }

  return {
    range,
    from,
    to: days[days.length - 1]!,
    vendorId,
    ordersPerDay: days.map((day) => ({ day, count: ordersOf(current.filter((r) => r.day === day)) })),
    revenuePerDay,
    revenueByCurrency: [...currencies].map(([currency, sum]) => ({ currency, amount: cents(sum.amount), usd: cents(sum.usd) })).sort((a, b) => a.currency.localeCompare(b.currency)),
    viewingsPerDay: fillDays(days, viewings),
    viewsPerDay: fillDays(days, views),
    totals: { orders: ordersOf(current), revenueUsd: usdOf(current), viewings: sumWhere(viewings, inRange), views: sumWhere(views, inRange) },
    previousTotals: { orders: ordersOf(previous), revenueUsd: usdOf(previous), viewings: sumWhere(viewings, inPrevious), views: sumWhere(views, inPrevious) },
    topProductsByOrders: topByOrders,
    topProductsByViews: topByViews,
    viewings: { booked: sumWhere(viewings, inRange), confirmed: num(viewingStatus?.confirmed), upcoming: num(viewingStatus?.upcoming) },
    store,
  };
}

/** Store sign-ups per day and the newest stores to review. Admin only. */
export async function getAdminOverview(ctx: Context, range: OverviewRange, now = Date.now()): Promise<AdminOverview> {
  await requireAdmin(ctx);
  const { days, from, end, previousFrom } = rangeDays(range, now);
  const [signups, newest] = await Promise.all([
    ctx.db.$queryRawUnsafe<Array<{ day: string; n: number }>>(
      `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM vendors
        WHERE NOT is_admin AND created_at >= $1::date AND created_at < $2::date GROUP BY 1`,
      previousFrom,
      end,
    ),
    ctx.db.vendor.findMany({
      where: { isAdmin: false },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: NEWEST_VENDORS,
      select: { id: true, storeId: true, storeName: true, brandType: true, createdAt: true, accessGranted: true },
    }),
  ]);
  return {
    signupsPerDay: fillDays(days, signups),
    signups: sumWhere(signups, (day) => day >= from),
    previousSignups: sumWhere(signups, (day) => day < from),
    newestVendors: newest,
  };
}
