/**
 * A vendor's monthly statement (issue 36): per currency the balance the month opened with, every
 * line of the month oldest first, and the balance it closed with. Months are UTC calendar months.
 * The CSV's shape is @rules/money-statement.ts (the dashboard's printable page downloads the same).
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import { statementCsv } from '@rules/money-statement.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { ValidationError } from '../errors.ts';
import { cents, decimal } from './arithmetic.ts';
import { allLedgerLines, type LedgerLine } from './ledger-reads.ts';
import { LEDGER_KIND_LABELS } from './kinds.ts';

/** "2026-11" → its first moment and the next month's (UTC). */
export function monthBounds(month: unknown): { start: Date; end: Date; label: string } {
  const text = typeof month === 'string' ? month.trim() : '';
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw new ValidationError('The month must be written like 2026-11', 'month');
  const [year, monthIndex] = [Number(match[1]), Number(match[2]) - 1];
  return { start: new Date(Date.UTC(year, monthIndex, 1)), end: new Date(Date.UTC(year, monthIndex + 1, 1)), label: text };
}

/** One currency of a month's statement: what it opened with, the month's lines oldest first, what it closed with. */
export interface StatementCurrency {
  currency: string;
  opening: string;
  lines: LedgerLine[];
  closing: string;
}

export interface MonthlyStatement {
  /** "2026-11". */
  month: string;
  /** The month's first moment and the next month's (UTC). */
  start: Date;
  end: Date;
  currencies: StatementCurrency[];
}

/** The statement of one vendor's month: the printable page and the CSV read this one shape. */
export async function monthlyStatement(db: Pick<Prisma.TransactionClient, 'ledgerEntry'>, vendorId: number, month: unknown, now: Date): Promise<MonthlyStatement> {
  const { start, end, label } = monthBounds(month);
  const [opening, lines] = await Promise.all([
    db.ledgerEntry.groupBy({ by: ['currency'], where: { vendorId, createdAt: { lt: start } }, _sum: { amount: true } }),
    allLedgerLines(db, vendorId, { from: start, before: end }, now),
  ]);
  const currencies = [...new Set([...opening.map((row) => row.currency), ...lines.map((line) => line.currency)])].sort(
    (a, b) => CURRENCY_CODES.indexOf(a as never) - CURRENCY_CODES.indexOf(b as never),
  );
  return {
    month: label,
    start,
    end,
    currencies: currencies.map((currency) => {
      const open = opening.find((row) => row.currency === currency)?._sum.amount;
      const own = lines.filter((line) => line.currency === currency);
      const openCents = open ? cents(open) : BigInt(0);
      const closeCents = own.reduce((sum, line) => sum + cents(line.amount), openCents);
      return { currency, opening: decimal(openCents), lines: own, closing: decimal(closeCents) };
    }),
  };
}

/** The month's first and last day (UTC): the statement's dates. */
export const statementDays = (statement: Pick<MonthlyStatement, 'start' | 'end'>) => ({
  firstDay: statement.start.toISOString().slice(0, 10),
  lastDay: new Date(statement.end.getTime() - 1).toISOString().slice(0, 10),
});

export async function statementCsvFor(db: Pick<Prisma.TransactionClient, 'ledgerEntry'>, vendorId: number, month: unknown, now: Date): Promise<{ filename: string; csv: string }> {
  const statement = await monthlyStatement(db, vendorId, month, now);
  return statementCsv({
    month: statement.month,
    ...statementDays(statement),
    currencies: statement.currencies.map((currency) => ({
      ...currency,
      lines: currency.lines.map((line) => ({ ...line, createdAt: line.createdAt.toISOString(), kindLabel: LEDGER_KIND_LABELS[line.kind] })),
    })),
  });
}
