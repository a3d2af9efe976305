/**
 * The products CSV import (issue 37 part 5): each row creates a product (a new or empty slug) or
 * updates the one with its slug, with the same rules as the product form (rules/product.ts, the
 * category and media checks of product-editing.ts) and the stock rules. Every row is checked and
 * written inside ONE transaction; a refused row is reported (row, column, message) and, if any row
 * was refused or this is a dry run, the transaction is rolled back: nothing is half-imported.
 */
import type { Context } from '../context.ts';
import { DomainError, ForbiddenError, ValidationError } from '../errors.ts';
import { requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { announce } from '../events.ts';
import { parseProductsCsv, type CsvRow } from './parse.ts';
import { importRow, type RowOutcome } from './import-row.ts';
import type { ProductCsvColumn } from '@rules/product-csv.ts';

export interface ImportProblem {
  row: number;
  column: ProductCsvColumn | null;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** True when the rows were written (no problem, not a dry run). */
  applied: boolean;
  rows: number;
  created: number;
  updated: number;
  problems: ImportProblem[];
}

/** Thrown inside the transaction to roll it back once the report is known. */
class RollBack extends Error {}

/** A domain field (as rules and writes name them) as the CSV column it came from. */
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  name: 'name', price: 'price', discountedPrice: 'discounted_price', description: 'description', category: 'category', images: 'images',
  stock: 'stock', lowStockThreshold: 'low_stock_threshold', slug: 'slug', status: 'status', currency: 'currency',
};

function problemOf(row: CsvRow, error: DomainError): ImportProblem {
  const field = error instanceof ValidationError && error.field ? error.field.split('.', 1)[0] : null;
  return { row: row.line, column: field ? (COLUMN_OF_FIELD[field] ?? null) : null, message: error.message };
}

export async function importProductsCsv(ctx: Context, input: { csv: unknown; dryRun?: boolean | null }): Promise<ImportReport> {
  const viewer: SignedIn = await requireSignedIn(ctx);
  const rows = parseProductsCsv(input.csv);
  const dryRun = input.dryRun === true;
  const report: ImportReport = { dryRun, applied: false, rows: rows.length, created: 0, updated: 0, problems: [] };
  const seen = { slugRows: new Map<string, number>(), categories: await ctx.db.category.findMany({ select: { id: true, name: true, slug: true, catalogue: true } }) };
  const write = ctx.db.$transaction(
    async (tx) => {
      for (const row of rows) {
        let outcome: RowOutcome;
        try {
          outcome = await importRow(ctx, tx, viewer, row, seen);
        } catch (error) {
          if (!(error instanceof ValidationError || error instanceof ForbiddenError)) throw error;
          report.problems.push(problemOf(row, error));
          continue;
        }
        report[outcome]++;
      }
      if (report.problems.length || dryRun) throw new RollBack();
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
  try {
    await announce(ctx, write, { kind: 'product' });
    report.applied = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return report;
}
