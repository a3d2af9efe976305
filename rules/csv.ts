// CSV files the dashboard exports and the server sends (orders, the money statement): RFC 4180
// quoting; a cell that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an
// apostrophe (OWASP CSV injection). A number, or a negative amount as text ("-12.50"), is written
// as is: neither can carry a formula, and a spreadsheet must still sum it.

const NEGATIVE_AMOUNT = /^-\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

/** One cell: quoted when it holds a comma, quote or line break; formula starts neutralised. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NEGATIVE_AMOUNT.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file; lines end in CRLF. */
export const csvFile = (rows: readonly (readonly CsvValue[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A cell as read back: the apostrophe csvCell put before a formula start is taken off again. */
export const csvCellValue = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
