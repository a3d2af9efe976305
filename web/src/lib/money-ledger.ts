// The vendor money page's plain helpers (issue 36): the ledger filters kept in the URL, the
// ledger's CSV export, and the running balance per day the chart draws.
import { csvFile } from '@rules/csv.ts';
import { ledgerLineRow, STATEMENT_HEADER, type StatementLineCells } from '@rules/money-statement.ts';
import { isCurrencyCode, toCents, type CurrencyCode } from '@rules/money.ts';

export const LEDGER_KINDS = ['SALE', 'COMMISSION', 'BOOKING_FEE', 'REFUND', 'COMMISSION_RETURN', 'CANCELLATION', 'PAYOUT', 'ADJUSTMENT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerFilters {
  currency: CurrencyCode | null;
  kind: LedgerKind | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Ledger lines per page of the Payment page (the API answers at most 500 at a time). */
export const LEDGER_PAGE_SIZE = 50;

/** The ledger page of the URL (?page=2, counted from 1); anything unreadable is the first page. */
export function ledgerPageFrom(search: URLSearchParams): { page: number; offset: number; limit: number } {
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  return { page, offset: (page - 1) * LEDGER_PAGE_SIZE, limit: LEDGER_PAGE_SIZE };
}

/** The first day the balance chart draws (30 days up to `today`), so it reads every line since then whatever the page shown. */
export function chartStart(today: Date, days = 30): string {
  return new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** The filters of the page's URL (?currency=&kind=&from=&to=); anything unreadable is no filter. */
export function ledgerFiltersFrom(search: URLSearchParams): LedgerFilters {
  const currency = search.get('currency')?.toUpperCase() ?? '';
  const kind = search.get('kind')?.toUpperCase() ?? '';
  const day = (name: string) => (DAY.test(search.get(name) ?? '') ? search.get(name) : null);
  return {
    currency: isCurrencyCode(currency) ? currency : null,
    kind: (LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as LedgerKind) : null,
    from: day('from'),
    to: day('to'),
  };
}

/** A ledger line as the export writes it: the statement's cells and the line's currency. */
export type CsvLedgerLine = StatementLineCells & { currency: string };

/** The lines shown, as a spreadsheet reads them (the same columns as the monthly statement). */
export function ledgerToCsv(lines: readonly CsvLedgerLine[]): string {
  return csvFile([STATEMENT_HEADER, ...lines.map((line) => ledgerLineRow(line, line.currency))]);
}

/**
 * The balance at the end of each of the last `days` days (UTC), from the lines of one currency
 * (any order) and the balance now: the running total walked back from today.
 */
export function dailyBalances(lines: readonly { createdAt: string; amount: string }[], balanceNow: string, today: Date, days = 30): { days: string[]; values: number[] } {
  const labels = Array.from({ length: days }, (_, i) => new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  let running = toCents(balanceNow) ?? BigInt(0);
  const values = new Array<number>(days).fill(0);
  const sorted = [...lines].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  let next = 0;
  for (let i = days - 1; i >= 0; i -= 1) {
    values[i] = Number(running) / 100;
    // Lines of this day are undone to reach the previous day's end.
    while (next < sorted.length && sorted[next]!.createdAt.slice(0, 10) >= labels[i]!) {
      running -= toCents(sorted[next]!.amount) ?? BigInt(0);
      next += 1;
    }
  }
  return { days: labels, values };
}

/** The statement's month from the URL (`?month=2026-11`), or the current month (UTC) when absent or malformed. */
export function statementMonthFrom(search: URLSearchParams, today: Date): string {
  const asked = search.get('month') ?? '';
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : today.toISOString().slice(0, 7);
}
