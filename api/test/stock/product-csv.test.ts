// The products CSV (issue 37 part 5) over HTTP: export with Content-Disposition, edit, import
// (create and update by slug, stock recorded as IMPORT movements); a refused row is reported by
// row, column and message and nothing at all is written; another store's slug cannot be imported
// over; formula cells are neutralised on export and read back; the limits answer clear errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../helpers/admin-fixtures.ts';
import { call, gql } from '../helpers/social.ts';
import { csvFile } from '@rules/csv.ts';
import { MAX_IMPORT_ROWS } from '@rules/product-csv.ts';

let t: TestApp;
let vendor: string;
let otherVendor: string;
let vendorId: number;

const IMPORT = `mutation ($input: ImportProductsCsvInput!) { importProductsCsv(input: $input) { __typename ... on ProductImportReport { applied dryRun created updated problems { row column message } } ... on Error { message } } }`;

async function exported(token: string) {
  const answer = await call(t, 'GET', '/api/products-csv', { token });
  expect(answer.status, answer.text).toBe(200);
  return { answer, rows: parse(answer.text) as string[][] };
}
const importCsv = (token: string, csv: string, dryRun = false) => call(t, 'POST', '/api/products-csv', { token, body: { csv, dryRun } });
/** A fingerprint of every product of the vendor: what must not move when an import is refused. */
const snapshot = () => t.db.product.findMany({ where: { vendorId }, orderBy: { id: 'asc' }, select: { slug: true, name: true, price: true, stock: true, status: true, categoryId: true } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [vendor, otherVendor] = await Promise.all(['casa-nova-interiors', 'voltline-electronics'].map((s) => tokenFor(t.db, s)));
  vendorId = (await t.db.vendor.findUniqueOrThrow({ where: { storeId: 'casa-nova-interiors' } })).id;
});
afterAll(() => t?.close());

describe('products CSV', () => {
  it('exports, and imports the edited file back: an update, a new product, stock as IMPORT movements', async () => {
    const { answer, rows } = await exported(vendor);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="products-casa-nova-interiors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, first, ...rest] = rows;
    expect(header).toEqual(['slug', 'name', 'category', 'price', 'discounted_price', 'currency', 'status', 'stock', 'low_stock_threshold', 'description', 'images', 'store']);
    expect(rest.length + 1).toBe(await t.db.product.count({ where: { vendorId } }));
    const col = (name: string) => header.indexOf(name);
    const edited = [...first];
    edited[col('price')] = '321.50';
    edited[col('stock')] = '9';
    edited[col('status')] = 'Hidden';
    const added = [...first];
    added[col('slug')] = 'csv-imported-lamp';
    added[col('name')] = 'CSV Imported Lamp';
    added[col('discounted_price')] = '';
    added[col('stock')] = '4';
    // The edited rows only (a vendor may import a whole file or a part of it).
    const result = await importCsv(vendor, csvFile([header, edited, added, rest[0]]));
    expect(result.status, result.text).toBe(200);
    expect(result.json).toMatchObject({ applied: true, dryRun: false, created: 1, updated: 2, problems: [] });
    const updated = await t.db.product.findUniqueOrThrow({ where: { slug: first[col('slug')] } });
    expect({ price: updated.price.toFixed(2), stock: updated.stock, status: updated.status }).toEqual({ price: '321.50', stock: 9, status: 'HIDDEN' });
    const created = await t.db.product.findUniqueOrThrow({ where: { slug: 'csv-imported-lamp' } });
    expect({ name: created.name, vendorId: created.vendorId, stock: created.stock }).toEqual({ name: 'CSV Imported Lamp', vendorId, stock: 4 });
    expect(await t.db.stockMovement.findFirst({ where: { productId: created.id }, select: { reason: true, delta: true } })).toEqual({ reason: 'IMPORT', delta: 4 });
  });

  it('reports each refused row by row, column and message, and writes nothing', async () => {
    const { rows } = await exported(vendor);
    const [header, first, second] = rows;
    const col = (name: string) => header.indexOf(name);
    const good = [...first];
    good[col('price')] = '99';
    const badPrice = [...second];
    badPrice[col('price')] = 'ten';
    const badStock = [...second];
    badStock[col('slug')] = 'csv-other-new';
    badStock[col('stock')] = '-3';
    const before = await snapshot();
    const result = await importCsv(vendor, csvFile([header, good, badPrice, badStock]));
    expect(result.status).toBe(200);
    expect(result.json.applied).toBe(false);
    expect(result.json.problems).toEqual([
      { row: 3, column: 'price', message: 'Product price may only contain digits and one dot.' },
      { row: 4, column: 'stock', message: 'Stock must be a whole number from 0 to 1000000, or empty for "not tracked".' },
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.product.count({ where: { slug: 'csv-other-new' } })).toBe(0);
  });

  it("refuses another store's slug, over REST and GraphQL, changing nothing", async () => {
    const { rows } = await exported(vendor);
    const [header, first] = rows;
    const before = await snapshot();
    const result = await importCsv(otherVendor, csvFile([header, first]));
    expect(result.json.problems).toEqual([{ row: 2, column: null, message: 'This slug belongs to a product of another store.' }]);
    const viaGraphql = await gql(t, IMPORT, { input: { csv: csvFile([header, first]) } }, { token: otherVendor });
    expect(viaGraphql.data.importProductsCsv).toMatchObject({ __typename: 'ProductImportReport', applied: false, problems: [{ row: 2, message: 'This slug belongs to a product of another store.' }] });
    expect(await snapshot()).toEqual(before);
    const { rows: theirs } = await exported(otherVendor);
    expect(theirs.some((row) => row[0] === first[0])).toBe(false);
  });

  it('neutralises formula cells on export and reads them back; a dry run writes nothing', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { vendorId }, orderBy: { id: 'desc' } });
    await t.db.product.update({ where: { id: product.id }, data: { name: '=HYPERLINK("http://evil.test","Lamp")' } });
    const { answer, rows } = await exported(vendor);
    expect(answer.text).toContain(`"'=HYPERLINK(""http://evil.test"",""Lamp"")"`);
    const row = rows.find((r) => r[0] === product.slug)!;
    row[rows[0].indexOf('stock')] = '11';
    const dry = await gql(t, IMPORT, { input: { csv: csvFile([rows[0], row]), dryRun: true } }, { token: vendor });
    expect(dry.data.importProductsCsv).toMatchObject({ applied: false, dryRun: true, updated: 1, problems: [] });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(product.stock);
    expect((await importCsv(vendor, csvFile([rows[0], row]))).json.applied).toBe(true);
    expect(await t.db.product.findUniqueOrThrow({ where: { id: product.id }, select: { name: true, stock: true } })).toEqual({ name: '=HYPERLINK("http://evil.test","Lamp")', stock: 11 });
  });

  it('answers a file it cannot take with one clear 400', async () => {
    const tooMany = ['slug,name,category,price,status,stock', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `,Lamp ${i},Lighting,10,Active,1`)].join('\r\n');
    const answer = await importCsv(vendor, tooMany);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('The file has more than 1000 products: split it into smaller files.');
    const missing = await importCsv(vendor, 'slug,name\r\nx,y\r\n');
    expect(answer.status).toBe(400);
    expect(missing.json.message).toBe('The column "category" is missing: keep the header row of the exported file.');
    expect((await importCsv(vendor, '')).json.message).toBe('The file is empty: export your products first, edit that file and import it.');
  });
});
