// A vendor's monthly statement as CSV (issue 36), one shape for the server's file
// (GET /api/money/statement) and the dashboard's printable page's download: per currency the
// balance the month opened with, every line of the month oldest first, and the balance it closed
// with, so a bookkeeper can check that opening + lines = closing.
import { csvFile, type CsvValue } from './csv.ts';

export const STATEMENT_HEADER = ['Date', 'Type', 'Order', 'Currency', 'Amount', 'Status', 'Note'];

/** A line's state as the statement words it. */
export const STATEMENT_STATE_LABELS: Record<string, string> = { PENDING: 'pending', AVAILABLE: 'available', PAID_OUT: 'paid out' };

export interface StatementLineCells {
  /** ISO date-time. */
  createdAt: string;
  kindLabel: string;
  orderId?: string | null;
  /** Signed, 2 decimals. */
  amount: string;
  state: string;
  note?: string | null;
}

export interface StatementCells {
  /** "2026-11". */
  month: string;
  /** The month's first and last day, YYYY-MM-DD (UTC). */
  firstDay: string;
  lastDay: string;
  currencies: readonly { currency: string; opening: string; closing: string; lines: readonly StatementLineCells[] }[];
}

/** One ledger line as a row of the statement's columns (the dashboard's ledger export uses the same). */
export const ledgerLineRow = (line: StatementLineCells, currency: string): CsvValue[] => [
  line.createdAt,
  line.kindLabel,
  line.orderId ?? '',
  currency,
  line.amount,
  STATEMENT_STATE_LABELS[line.state] ?? line.state,
  line.note ?? '',
];

export function statementCsv(statement: StatementCells): { filename: string; csv: string } {
  const rows: CsvValue[][] = [STATEMENT_HEADER];
  for (const { currency, opening, lines, closing } of statement.currencies) {
    rows.push([statement.firstDay, 'Opening balance', '', currency, opening, '', '']);
    for (const line of lines) rows.push(ledgerLineRow(line, currency));
    rows.push([statement.lastDay, 'Closing balance', '', currency, closing, '', '']);
  }
  return { filename: `statement-${statement.month}.csv`, csv: csvFile(rows) };
}
