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
import * as statements from './overview-statements.ts';
import type { DayRow, MoneyRow, OverviewScope, TopProduct } from './overview-statements.ts';

export const OVERVIEW_RANGES = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 } as const;
export type OverviewRange = keyof typeof OVERVIEW_RANGES;

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

export type { TopProduct };

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
function fillDays(days: string[], rows: DayRow[]): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, num(r.n)]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const sumWhere = (rows: Array<{ day: string; n: unknown }>, test: (day: string) => boolean) => rows.reduce((total, r) => (test(r.day) ? total + num(r.n) : total), 0);

export async function getOverview(ctx: Context, range: OverviewRange, now = Date.now()): Promise<Overview> {
  const viewer = await requireSignedIn(ctx);
  const vendorId = viewer.kind === 'admin' ? null : viewer.vendorId;
  const { days, from, end, previousFrom } = rangeDays(range, now);
  const scope: OverviewScope = { previousFrom, from, end, today: isoDay(Math.floor(now / DAY_MS) * DAY_MS), vendorId };
  const db = ctx.db;
  const [money, viewings, views, topProductsByOrders, topProductsByViews, [viewingStatus], store] = await Promise.all([
    statements.moneyPerDay(db, scope),
    statements.viewingsPerDay(db, scope),
    statements.viewsPerDay(db, scope),
    statements.topProductsByOrders(db, scope),
    statements.topProductsByViews(db, scope),
    statements.viewingStatus(db, scope),
    vendorId === null ? null : getStoreStart(ctx, vendorId),
  ]);
  const inRange = (day: string) => day >= from;
  const inPrevious = (day: string) => day < from;
  const totalsOf = (inside: (day: string) => boolean): Totals => {
    const rows = money.filter((r) => inside(r.day));
    return { orders: ordersOf(rows), revenueUsd: usdOf(rows), viewings: sumWhere(viewings, inside), views: sumWhere(views, inside) };
  };
  return {
    range,
    from,
    to: days[days.length - 1]!,
    vendorId,
    ...moneySeries(days, money.filter((r) => inRange(r.day))),
    viewingsPerDay: fillDays(days, viewings),
    viewsPerDay: fillDays(days, views),
    totals: totalsOf(inRange),
    previousTotals: totalsOf(inPrevious),
    topProductsByOrders,
    topProductsByViews,
    viewings: { booked: sumWhere(viewings, inRange), confirmed: num(viewingStatus?.confirmed), upcoming: num(viewingStatus?.upcoming) },
    store,
  };
}

const usdOf = (rows: MoneyRow[]) => cents(rows.reduce((total, r) => total + num(r.usd), 0));
const ordersOf = (rows: MoneyRow[]) => rows.reduce((total, r) => total + r.n, 0);

/** The range's orders and revenue per day, and its revenue per currency, from its money rows. */
function moneySeries(days: string[], current: MoneyRow[]): Pick<Overview, 'ordersPerDay' | 'revenuePerDay' | 'revenueByCurrency'> {
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
    ordersPerDay: days.map((day) => ({ day, count: ordersOf(current.filter((r) => r.day === day)) })),
    revenuePerDay,
    revenueByCurrency: [...currencies].map(([currency, sum]) => ({ currency, amount: cents(sum.amount), usd: cents(sum.usd) })).sort((a, b) => a.currency.localeCompare(b.currency)),
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
