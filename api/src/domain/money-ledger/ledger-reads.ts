/**
 * A vendor's ledger lines as the money page and the CSV export read them: filtered by currency,
 * kind and days (the filters the page keeps in its URL), newest first, each with where its money
 * stands now (pending, available or paid out).
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { parseDateOnly } from '../promo/rules.ts';
import { currencyCode } from './input.ts';
import { isLedgerEntryKind, LEDGER_ENTRY_KINDS, type LedgerEntryKind } from './kinds.ts';

export interface LedgerFilter {
  currency?: string | null;
  kind?: LedgerEntryKind | null;
  /** From this moment on. */
  from?: Date | null;
  /** Before this moment (the day after the last day asked for). */
  before?: Date | null;
}

export type LineState = 'PENDING' | 'AVAILABLE' | 'PAID_OUT';

const DAY_MS = 86_400_000;

function day(value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' ? parseDateOnly(value.trim()) : null;
  if (!date) throw new ValidationError(`${field} must be a date like 2026-12-31`, field);
  return date;
}

/** The filters as sent (REST query, GraphQL arguments): days YYYY-MM-DD, `to` inclusive. */
export function parseLedgerFilter(input: { currency?: unknown; kind?: unknown; from?: unknown; to?: unknown }): LedgerFilter {
  const kindText = typeof input.kind === 'string' ? input.kind.trim().toUpperCase() : input.kind;
  if (kindText !== undefined && kindText !== null && kindText !== '' && !isLedgerEntryKind(kindText)) throw new ValidationError(`kind must be one of ${LEDGER_ENTRY_KINDS.join(', ')}`, 'kind');
  const to = day(input.to, 'to');
  return {
    currency: input.currency ? currencyCode(input.currency) : null,
    kind: kindText ? (kindText as LedgerEntryKind) : null,
    from: day(input.from, 'from'),
    before: to ? new Date(to.getTime() + DAY_MS) : null,
  };
}

export function ledgerWhere(vendorId: number, filter: LedgerFilter): Prisma.LedgerEntryWhereInput {
  return {
    vendorId,
    ...(filter.currency ? { currency: filter.currency } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from || filter.before ? { createdAt: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.before ? { lt: filter.before } : {}) } } : {}),
  };
}

const lineSelect = {
  id: true,
  kind: true,
  currency: true,
  amount: true,
  note: true,
  createdAt: true,
  partId: true,
  payoutId: true,
  actorKind: true,
  payoutLine: { select: { payoutId: true } },
  part: { select: { fundsAvailableAt: true, order: { select: { publicId: true } } } },
} satisfies Prisma.LedgerEntrySelect;

type Row = Prisma.LedgerEntryGetPayload<{ select: typeof lineSelect }>;

export interface LedgerLine {
  id: number;
  kind: LedgerEntryKind;
  currency: string;
  amount: string;
  note: string | null;
  createdAt: Date;
  partId: number | null;
  orderId: string | null;
  payoutId: number | null;
  state: LineState;
}

export function lineOf(row: Row, now: Date): LedgerLine {
  const paid = row.kind === 'PAYOUT' || row.payoutLine !== null;
  const available = !row.partId || (row.part?.fundsAvailableAt != null && row.part.fundsAvailableAt <= now);
  return {
    id: row.id,
    kind: row.kind,
    currency: row.currency,
    amount: row.amount.toFixed(2),
    note: row.note,
    createdAt: row.createdAt,
    partId: row.partId,
    orderId: row.part?.order.publicId ?? null,
    payoutId: row.payoutId ?? row.payoutLine?.payoutId ?? null,
    state: paid ? 'PAID_OUT' : available ? 'AVAILABLE' : 'PENDING',
  };
}

type Reader = Pick<Prisma.TransactionClient, 'ledgerEntry'>;

/** A page of lines, newest first, with the count of all that match. */
export async function ledgerLines(db: Reader, vendorId: number, filter: LedgerFilter, page: { limit: number; offset: number }, now: Date): Promise<{ total: number; lines: LedgerLine[] }> {
  const where = ledgerWhere(vendorId, filter);
  const [total, rows] = await Promise.all([
    db.ledgerEntry.count({ where }),
    db.ledgerEntry.findMany({ where, select: lineSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: page.limit, skip: page.offset }),
  ]);
  return { total, lines: rows.map((row) => lineOf(row, now)) };
}

/** Every line that matches, oldest first (the statement). */
export async function allLedgerLines(db: Reader, vendorId: number, filter: LedgerFilter, now: Date): Promise<LedgerLine[]> {
  const rows = await db.ledgerEntry.findMany({ where: ledgerWhere(vendorId, filter), select: lineSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map((row) => lineOf(row, now));
}
