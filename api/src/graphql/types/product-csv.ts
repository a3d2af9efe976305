// The products CSV (issue 37 part 5): the export as text and the import with its report; the
// same domain as REST's GET and POST /api/products-csv.
import { builder } from '../builder.ts';
import { ValidationError } from '../../domain/errors.ts';
import { exportProductsCsv } from '../../domain/product-csv/export.ts';
import { importProductsCsv, type ImportProblem, type ImportReport } from '../../domain/product-csv/import.ts';

const ProductsCsv = builder.objectRef<{ filename: string; csv: string }>('ProductsCsv').implement({
  description: "A store's products as a CSV file, in the columns the import reads.",
  fields: (t) => ({ filename: t.exposeString('filename', { description: 'A name to save it under, with the store and the day.' }), csv: t.exposeString('csv', { description: 'The file: a header row, then one product per row; prices in USD.' }) }),
});

const ImportProblemRef = builder.objectRef<ImportProblem>('ProductImportProblem').implement({
  description: 'A refused row of a products CSV: its number as a spreadsheet shows it (the header is row 1), the column, and why.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The row number (the header is row 1).' }),
    column: t.exposeString('column', { nullable: true, description: 'The column at fault; null when the whole row is.' }),
    message: t.exposeString('message', { description: 'Why the row was refused and what to change.' }),
  }),
});

const ImportReportRef = builder.objectRef<ImportReport>('ProductImportReport').implement({
  description: 'What an import of a products CSV did, or would do: counts, and every refused row.',
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun', { description: 'True when the rows were only checked.' }),
    applied: t.exposeBoolean('applied', { description: 'True when the rows were written: no row was refused and this was no dry run.' }),
    rows: t.exposeInt('rows', { description: 'Rows read, the header not counted.' }),
    created: t.exposeInt('created', { description: 'Products the file creates (created, when applied).' }),
    updated: t.exposeInt('updated', { description: 'Products the file updates (updated, when applied).' }),
    problems: t.field({ type: [ImportProblemRef], description: 'Every refused row; empty when all rows are sound.', resolve: (r) => r.problems }),
  }),
});

const ImportProductsCsvInput = builder.inputType('ImportProductsCsvInput', {
  description: 'A products CSV to check, or to check and write in one transaction.',
  fields: (t) => ({
    csv: t.string({ required: true, description: "The file's text, in the export's columns (at most 1,000 rows and 500 KB)." }),
    dryRun: t.boolean({ required: false, description: 'Only check the rows; write nothing.' }),
  }),
});

builder.queryFields((t) => ({
  productsCsv: t.field({
    type: ProductsCsv,
    description: "The signed-in vendor's products as CSV (the admin: every store's, or `storeId`'s).",
    args: { storeId: t.arg.string({ required: false, description: "Admin only: the store whose products to export; a vendor's own store otherwise." }) },
    resolve: (_root, { storeId }, ctx) => exportProductsCsv(ctx, { storeId }),
  }),
}));

builder.mutationFields((t) => ({
  importProductsCsv: t.field({
    type: ImportReportRef,
    description: 'Creates (empty or new slug) and updates (existing slug) products from a CSV. Any refused row: nothing is written, the report says which row, column and why. A file that cannot be read at all is a ValidationError.',
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: ImportProductsCsvInput, required: true }) },
    resolve: (_root, { input }, ctx) => importProductsCsv(ctx, { csv: input.csv, dryRun: input.dryRun }),
  }),
}));
