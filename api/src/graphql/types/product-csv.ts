// The products CSV (issue 37 part 5): the export as text and the import with its report; the
// same domain as REST's GET and POST /api/products-csv.
import { builder } from '../builder.ts';
import { ValidationError } from '../../domain/errors.ts';
import { exportProductsCsv } from '../../domain/product-csv/export.ts';
import { importProductsCsv, type ImportProblem, type ImportReport } from '../../domain/product-csv/import.ts';

const ProductsCsv = builder.objectRef<{ filename: string; csv: string }>('ProductsCsv').implement({
  fields: (t) => ({ filename: t.exposeString('filename'), csv: t.exposeString('csv', { description: 'The file: a header row, then one product per row; prices in USD.' }) }),
});

const ImportProblemRef = builder.objectRef<ImportProblem>('ProductImportProblem').implement({
  description: 'A refused row of a products CSV: its number as a spreadsheet shows it (the header is row 1), the column, and why.',
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.exposeString('column', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ImportReportRef = builder.objectRef<ImportReport>('ProductImportReport').implement({
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun'),
    applied: t.exposeBoolean('applied', { description: 'True when the rows were written: no row was refused and this was no dry run.' }),
    rows: t.exposeInt('rows'),
    created: t.exposeInt('created', { description: 'Products the file creates (created, when applied).' }),
    updated: t.exposeInt('updated'),
    problems: t.field({ type: [ImportProblemRef], resolve: (r) => r.problems }),
  }),
});

const ImportProductsCsvInput = builder.inputType('ImportProductsCsvInput', {
  fields: (t) => ({
    csv: t.string({ required: true, description: "The file's text, in the export's columns (at most 1,000 rows and 500 KB)." }),
    dryRun: t.boolean({ required: false, description: 'Only check the rows; write nothing.' }),
  }),
});

builder.queryFields((t) => ({
  productsCsv: t.field({
    type: ProductsCsv,
    description: "The signed-in vendor's products as CSV (the admin: every store's, or `storeId`'s).",
    args: { storeId: t.arg.string({ required: false }) },
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
