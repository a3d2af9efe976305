/**
 * A vendor's monthly statement as CSV (issue 36): per currency the balance the month opened with,
 * every line of the month oldest first, and the balance it closed with, so a bookkeeper can
 * check that opening + lines = closing. Months are UTC calendar months.
 */
import type { Prisma } from '../../generated/prisma/client.ts';
import { csvFile, type CsvValue } from '@rules/csv.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import { ValidationError } from '../errors.ts';
import { cents, decimal } from './arithmetic.ts';
import { allLedgerLines } from './ledger-reads.ts';
import { LEDGER_KIND_LABELS } from './kinds.ts';

export const STATEMENT_HEADER = ['Date', 'Type', 'Order', 'Currency', 'Amount', 'Status', 'Note'];

/** "2026-11" → its first moment and the next month's (UTC). */
export function monthBounds(month: unknown): { start: Date; end: Date; label: string } {
  const text = typeof month === 'string' ? month.trim() : '';
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw new ValidationError('The month must be written like 2026-11', 'month');
  const [year, monthIndex] = [Number(match[1]), Number(match[2]) - 1];
  return { start: new Date(Date.UTC(year, monthIndex, 1)), end: new Date(Date.UTC(year, monthIndex + 1, 1)), label: text };
}

export async function statementCsv(db: Pick<Prisma.TransactionClient, 'ledgerEntry'>, vendorId: number, month: unknown, now: Date): Promise<{ filename: string; csv: string }> {
  const { start, end, label } = monthBounds(month);
  const [opening, lines] = await Promise.all([
    db.ledgerEntry.groupBy({ by: ['currency'], where: { vendorId, createdAt: { lt: start } }, _sum: { amount: true } }),
    allLedgerLines(db, vendorId, { from: start, before: end }, now),
  ]);
  const currencies = [...new Set([...opening.map((row) => row.currency), ...lines.map((line) => line.currency)])].sort(
    (a, b) => CURRENCY_CODES.indexOf(a as never) - CURRENCY_CODES.indexOf(b as never),
  );
  const rows: CsvValue[][] = [STATEMENT_HEADER];
  for (const currency of currencies) {
    const open = opening.find((row) => row.currency === currency)?._sum.amount;
    let balance = open ? cents(open) : BigInt(0);
    rows.push([start.toISOString().slice(0, 10), 'Opening balance', '', currency, decimal(balance), '', '']);
    for (const line of lines.filter((l) => l.currency === currency)) {
      balance += cents(line.amount);
      rows.push([line.createdAt.toISOString(), LEDGER_KIND_LABELS[line.kind], line.orderId ?? '', currency, line.amount, line.state.replace('_', ' ').toLowerCase(), line.note ?? '']);
    }
    rows.push([new Date(end.getTime() - 1).toISOString().slice(0, 10), 'Closing balance', '', currency, decimal(balance), '', '']);
  }
  return { filename: `statement-${label}.csv`, csv: csvFile(rows) };
}
