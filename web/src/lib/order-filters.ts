// The dashboard's order filters as URL search parameters, and back (issue 21): a vendor can
// bookmark "shipped this month" or send it to a colleague, reload it, and walk back through it.
// A value the page cannot use (a typo, a hand-edited link) is dropped, never an error.

export const ORDER_PART_STATUSES = ['PLACED', 'REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderPartStatusName = (typeof ORDER_PART_STATUSES)[number];

export const ORDER_BRAND_TYPES = ['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS'] as const;
export type OrderBrandTypeName = (typeof ORDER_BRAND_TYPES)[number];

/** What the URL chooses; a field left out is not chosen. */
export interface OrderFilters {
  search?: string;
  brandType?: OrderBrandTypeName;
  status?: OrderPartStatusName;
  /** Calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value.toUpperCase()) ? (value.toUpperCase() as T) : undefined;

/** The filters a URL's query chooses. A from after to is read as the range the other way round. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  const search = params.get('q')?.trim();
  if (search) filters.search = search.slice(0, 200);
  const brandType = oneOf(ORDER_BRAND_TYPES, params.get('category'));
  if (brandType) filters.brandType = brandType;
  const status = oneOf(ORDER_PART_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const from = params.get('from');
  const to = params.get('to');
  if (from && isDay(from)) filters.from = from;
  if (to && isDay(to)) filters.to = to;
  if (filters.from && filters.to && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from];
  return filters;
}

/** The query that chooses `filters`, in a fixed order, without the parameters left out. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('q', filters.search.trim());
  if (filters.brandType) params.set('category', filters.brandType.toLowerCase());
  if (filters.status) params.set('status', filters.status.toLowerCase());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The GraphQL variables of `filters` (myOrders and myOrderStatusCounts take the same names). */
export function orderFilterVariables(filters: OrderFilters) {
  return {
    search: filters.search ?? null,
    brandType: filters.brandType ?? null,
    status: filters.status ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
  };
}
