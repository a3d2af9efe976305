// The admin's customer list (docs/spec/vendor-admin.md §2 "Customer data"): search with the spec's ranking, real
// period filters, paging, and a Delete kept on the server (soft: orders keep their customer).
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { rankCustomers, type CustomerField } from './ranking.ts';

export type CustomerPeriod = 'ALL' | 'LAST_WEEK' | 'LAST_MONTH';

export const PERIOD_DAYS: Record<Exclude<CustomerPeriod, 'ALL'>, number> = { LAST_WEEK: 7, LAST_MONTH: 30 };

/**
 * A search ranks at most this many matches (the newest). The SQL prefilter keeps only rows
 * containing the term, so this is reached only by very broad terms ("a"); those still answer,
 * ranked among the newest matches, with `truncated` set.
 */
export const MAX_RANKED_MATCHES = 2000;
export const CUSTOMER_NOT_FOUND = 'Customer not found.';

export interface CustomerQuery {
  search?: string | null;
  field?: CustomerField | null;
  period?: CustomerPeriod | null;
  limit: number;
  offset: number;
}

const customerSelect = {
  id: true, name: true, email: true, phone: true, address: true, city: true, state: true, country: true,
  postalCode: true, createdAt: true,
  orders: { select: { parts: { select: { storeName: true, items: { select: { productName: true } } } } }, orderBy: { createdAt: 'desc' } },
} satisfies Prisma.CustomerSelect;

type CustomerRecord = Prisma.CustomerGetPayload<{ select: typeof customerSelect }>;

export type CustomerRow = Omit<CustomerRecord, 'orders'> & { vendorNames: string[]; productNames: string[] };

function toRow({ orders, ...customer }: CustomerRecord): CustomerRow {
  const parts = orders.flatMap((o) => o.parts);
  return {
    ...customer,
    vendorNames: [...new Set(parts.map((p) => p.storeName))],
    productNames: [...new Set(parts.flatMap((p) => p.items.map((i) => i.productName)))],
  };
}

/** SQL prefilter: rows where the field contains the term in any case (ranking happens after). */
function containsTerm(term: string, field: CustomerField): Prisma.CustomerWhereInput {
  const contains = { contains: term, mode: 'insensitive' as const };
  const byName: Prisma.CustomerWhereInput = { name: contains };
  const byEmail: Prisma.CustomerWhereInput = { email: contains };
  const byVendor: Prisma.CustomerWhereInput = { orders: { some: { parts: { some: { storeName: contains } } } } };
  const byProduct: Prisma.CustomerWhereInput = { orders: { some: { parts: { some: { items: { some: { productName: contains } } } } } } };
  switch (field) {
    case 'NAME':
      return byName;
    case 'EMAIL':
      return byEmail;
    case 'VENDOR':
      return byVendor;
    case 'PRODUCT':
      return byProduct;
    default:
      return { OR: [byName, byEmail, byVendor, byProduct] };
  }
}

export interface CustomerPage {
  items: CustomerRow[];
  /** All matches (before paging). */
  total: number;
  /** The search matched more than MAX_RANKED_MATCHES customers: only the newest were ranked. */
  truncated: boolean;
}

export async function listCustomers(ctx: Context, query: CustomerQuery, now = new Date()): Promise<CustomerPage> {
  await requireAdmin(ctx);
  const term = query.search?.trim() ?? '';
  if (term.length > 100) throw new ValidationError('Search text is limited to 100 characters.', 'search');
  const field = query.field ?? 'ALL';
  const period = query.period ?? 'ALL';

  const where: Prisma.CustomerWhereInput = { deletedAt: null };
  if (period !== 'ALL') where.createdAt = { gte: new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000) };
  const newest: Prisma.CustomerOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

  if (!term) {
    const [total, records] = await Promise.all([
      ctx.db.customer.count({ where }),
      ctx.db.customer.findMany({ where, select: customerSelect, orderBy: newest, skip: query.offset, take: query.limit }),
    ]);
    return { items: records.map(toRow), total, truncated: false };
  }

  const candidates = await ctx.db.customer.findMany({
    where: { AND: [where, containsTerm(term, field)] },
    select: customerSelect,
    orderBy: newest,
    take: MAX_RANKED_MATCHES + 1,
  });
  const truncated = candidates.length > MAX_RANKED_MATCHES;
  const ranked = rankCustomers(candidates.slice(0, MAX_RANKED_MATCHES).map(toRow), term, field);
  return { items: ranked.slice(query.offset, query.offset + query.limit), total: ranked.length, truncated };
}

/** Delete from the admin list: the row stays for its orders, marked deleted (Customer.deletedAt). */
export async function deleteCustomer(ctx: Context, id: number): Promise<number> {
  await requireAdmin(ctx);
  const { count } = await ctx.db.customer.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  if (!count) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  ctx.services.changes.emit({ kind: 'customer', id });
  return id;
}
