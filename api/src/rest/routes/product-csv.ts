import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { exportProductsCsv } from '../../domain/product-csv/export.ts';
import { importProductsCsv } from '../../domain/product-csv/import.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS } from '@rules/product-csv.ts';

const report = {
  type: 'object',
  properties: {
    dryRun: { type: 'boolean' },
    applied: { type: 'boolean', description: 'True when the rows were written: no row was refused and this was no dry run.' },
    rows: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    problems: {
      type: 'array',
      description: 'Each refused row (numbered as a spreadsheet shows them: the header is row 1), the column and why. Any problem: nothing was written.',
      items: { type: 'object', properties: { row: { type: 'integer' }, column: { type: ['string', 'null'] }, message: { type: 'string' } } },
    },
  },
};

/** The products CSV (issue 37 part 5): the same domain as GraphQL's productsCsv and importProductsCsv. */
export const productCsvRoutes: Route[] = [
  {
    method: 'GET',
    path: '/products-csv',
    auth: 'vendor',
    doc: {
      operationId: 'exportProductsCsv',
      tag: 'Dashboard',
      csv: true,
      errors: [404],
      query: { store: { description: 'Admin only: one store\'s products (default: every store). A vendor always gets its own.' } },
      summary: `The signed-in vendor's products as CSV (the admin: every store's), columns ${PRODUCT_CSV_COLUMNS.join(', ')}; prices in USD.`,
      response: { type: 'string' },
    },
    async handle({ ctx, query }) {
      const { filename, csv } = await exportProductsCsv(ctx, { storeId: query.get('store') });
      return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' } });
    },
  },
  {
    method: 'POST',
    path: '/products-csv',
    auth: 'vendor',
    doc: {
      operationId: 'importProductsCsv',
      tag: 'Dashboard',
      summary: `Creates (empty or new slug) and updates (existing slug) products from a CSV in the export's columns, at most ${MAX_IMPORT_ROWS} rows and ${MAX_IMPORT_BYTES / 1000} KB. Every row is checked; any refused row: nothing is written and the report says which row, column and why. dryRun only checks.`,
      requestBody: { type: 'object', required: ['csv'], properties: { csv: { type: 'string', description: 'The file\'s text (UTF-8).' }, dryRun: { type: 'boolean' } } },
      response: report,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      return importProductsCsv(ctx, { csv: input.csv, dryRun: input.dryRun === true });
    },
  },
];
