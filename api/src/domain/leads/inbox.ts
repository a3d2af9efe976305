/**
 * The Leads inbox (issue 37 part 2): a store's enquiries (every store's, for the admin, who may
 * narrow to one store), newest first, filtered by status, listing, date range and a search of
 * the name, contact and message; one lead with its notes and replies; and the count of new
 * leads the dashboard's navigation shows.
 */
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { LEAD_MAX_LENGTHS, LEAD_MESSAGES, type LeadStatusName } from '@rules/leads.ts';
import { leadScope, leadToManage } from './access.ts';

export interface LeadFilter {
  status?: LeadStatusName | null;
  productId?: number | null;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string | null;
  to?: string | null;
  search?: string | null;
  /** The admin's store filter (a store id such as "acme"); ignored for a vendor, who sees its own. */
  storeId?: string | null;
}

export const leadListSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  message: true,
  preferredTime: true,
  status: true,
  productId: true,
  productName: true,
  createdAt: true,
  updatedAt: true,
  vendor: { select: { storeId: true, storeName: true } },
  product: { select: { slug: true, catalogue: true } },
} satisfies Prisma.LeadSelect;

export type LeadRow = Prisma.LeadGetPayload<{ select: typeof leadListSelect }>;

const DAY_MS = 86_400_000;

function day(value: string, field: 'from' | 'to'): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim()) throw new ValidationError(LEAD_MESSAGES.invalidDate, field);
  return date;
}

async function whereOf(ctx: Context, filter: LeadFilter): Promise<Prisma.LeadWhereInput> {
  const { viewer, where } = await leadScope(ctx);
  const and: Prisma.LeadWhereInput[] = [where];
  if (viewer.kind === 'admin' && filter.storeId?.trim()) and.push({ vendor: { storeId: filter.storeId.trim() } });
  if (filter.status) and.push({ status: filter.status });
  if (filter.productId) and.push({ productId: filter.productId });
  if (filter.from) and.push({ createdAt: { gte: day(filter.from, 'from') } });
  if (filter.to) and.push({ createdAt: { lt: new Date(day(filter.to, 'to').getTime() + DAY_MS) } });
  const search = filter.search?.trim();
  if (search) {
    if (search.length > LEAD_MAX_LENGTHS.search) throw new ValidationError(LEAD_MESSAGES.tooLong(LEAD_MAX_LENGTHS.search), 'search');
    const contains = { contains: search, mode: 'insensitive' as const };
    and.push({ OR: [{ name: contains }, { email: contains }, { phone: contains }, { message: contains }, { productName: contains }] });
  }
  return { AND: and };
}

/** A page of the viewer's leads, newest first, with the total the filter matches. */
export async function listLeads(ctx: Context, filter: LeadFilter, page: { limit: number; offset: number }): Promise<{ items: LeadRow[]; total: number }> {
  const where = await whereOf(ctx, filter);
  const [items, total] = await Promise.all([
    ctx.db.lead.findMany({ where, select: leadListSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: page.limit, skip: page.offset }),
    ctx.db.lead.count({ where }),
  ]);
  return { items, total };
}

/**
 * How many of the viewer's leads are still new: the badge beside "Leads" in the dashboard. Asked
 * with the dashboard's first query, which also tells a visitor (a stale token) to log in again:
 * a visitor has no leads, so 0 rather than a refusal that would fail that query.
 */
export async function countNewLeads(ctx: Context): Promise<number> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'visitor') return 0;
  const { where } = await leadScope(ctx);
  return ctx.db.lead.count({ where: { ...where, status: 'NEW' } });
}

export const leadDetailSelect = {
  ...leadListSelect,
  language: true,
  notes: { select: { id: true, text: true, createdAt: true }, orderBy: { id: 'asc' } },
  replies: { select: { id: true, text: true, createdAt: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.LeadSelect;

export type LeadDetail = Prisma.LeadGetPayload<{ select: typeof leadDetailSelect }>;

/** One lead the viewer may manage, with its notes and replies, oldest first. */
export async function leadDetail(ctx: Context, id: number): Promise<LeadDetail> {
  const { lead } = await leadToManage(ctx, id);
  return ctx.db.lead.findUniqueOrThrow({ where: { id: lead.id }, select: leadDetailSelect });
}
