// The products CSV (issue 37 part 5): the columns the dashboard exports and imports, and the
// limits of an import. Prices are in USD, as products store them.

export const PRODUCT_CSV_COLUMNS = ['slug', 'name', 'category', 'price', 'discounted_price', 'currency', 'status', 'stock', 'low_stock_threshold', 'description', 'images', 'store'] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns an import must have: what identifies a product and what a bulk edit changes. */
export const REQUIRED_IMPORT_COLUMNS: readonly ProductCsvColumn[] = ['slug', 'name', 'category', 'price', 'status', 'stock'];

export const MAX_IMPORT_BYTES = 500_000;
export const MAX_IMPORT_ROWS = 1_000;
/** Images in one cell are separated by this (a product has at most 20). */
export const IMAGE_SEPARATOR = '|';

export const PRODUCT_CSV_MESSAGES = {
  empty: 'The file is empty: export your products first, edit that file and import it.',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1000} KB: split it into smaller files.`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS} products: split it into smaller files.`,
  unreadable: (reason: string) => `The file is not a readable CSV (${reason}). Save it as "CSV UTF-8" and try again.`,
  missingColumn: (column: string) => `The column "${column}" is missing: keep the header row of the exported file.`,
  unknownColumn: (column: string) => `"${column}" is not a column of the products file (columns: ${PRODUCT_CSV_COLUMNS.join(', ')}).`,
  currency: 'Prices are in USD: leave currency empty or write USD.',
  status: 'Status must be Active or Hidden.',
  slugShape: 'A slug has lower-case letters, digits and dashes only (leave it empty to make one from the name).',
  repeatedSlug: (row: number) => `This slug is already on row ${row}: each product once per file.`,
  otherStore: 'This slug belongs to a product of another store.',
  adminCreates: 'The admin cannot create products: leave only existing slugs.',
  propertyCreate: 'Properties are created with the dashboard form (they need rooms, area and a location): leave only existing property slugs.',
} as const;

/** The status column's words. */
export const CSV_STATUS = { ACTIVE: 'Active', HIDDEN: 'Hidden' } as const;
