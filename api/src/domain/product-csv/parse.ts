/**
 * Reading an uploaded products CSV (csv-parse, docs/decisions/csv-parse-for-imports.md) into rows
 * by column name, within the limits of rules/product-csv.ts. A file that cannot be read as a
 * whole (too large, too many rows, not CSV, a missing or unknown column) is one ValidationError;
 * the rows' own problems are the import's report (import.ts).
 */
import { parse } from 'csv-parse/sync';
import { ValidationError } from '../errors.ts';
import { csvCellValue } from '@rules/csv.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MESSAGES, REQUIRED_IMPORT_COLUMNS, type ProductCsvColumn } from '@rules/product-csv.ts';

export type CsvRow = { line: number; cells: Partial<Record<ProductCsvColumn, string>> };

export function parseProductsCsv(text: unknown): CsvRow[] {
  if (typeof text !== 'string' || !text.trim()) throw new ValidationError(PRODUCT_CSV_MESSAGES.empty, 'csv');
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) throw new ValidationError(PRODUCT_CSV_MESSAGES.tooLarge, 'csv');
  let records: string[][];
  try {
    // One more row than allowed is read, so "too many" is told without reading a huge file whole.
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, to_line: MAX_IMPORT_ROWS + 2 });
  } catch (error) {
    throw new ValidationError(PRODUCT_CSV_MESSAGES.unreadable(error instanceof Error ? error.message : 'unknown'), 'csv');
  }
  const [header, ...body] = records;
  if (!header || !body.length) throw new ValidationError(PRODUCT_CSV_MESSAGES.empty, 'csv');
  if (body.length > MAX_IMPORT_ROWS) throw new ValidationError(PRODUCT_CSV_MESSAGES.tooManyRows, 'csv');
  const columns = header.map((name) => name.trim().toLowerCase());
  const unknown = columns.find((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined) throw new ValidationError(PRODUCT_CSV_MESSAGES.unknownColumn(unknown), 'csv');
  const missing = REQUIRED_IMPORT_COLUMNS.find((name) => !columns.includes(name));
  if (missing) throw new ValidationError(PRODUCT_CSV_MESSAGES.missingColumn(missing), 'csv');
  // Row numbers as a spreadsheet shows them: the header is row 1.
  return body.map((record, i) => ({
    line: i + 2,
    cells: Object.fromEntries(columns.map((name, c) => [name, csvCellValue((record[c] ?? '').trim())])) as CsvRow['cells'],
  }));
}
