import { Prisma, type Product } from '../../generated/prisma/client.ts';
import type { BrandType } from '../../generated/prisma/client.ts';
import type { TranslationRow } from '@rules/content-languages.ts';
import { madeOnce } from '../shared/made-once.ts';

/**
 * The product columns a listing can read in its one statement (catalogue/listing-rows.ts), each as
 * the SQL that reads it over `products p` and how its value is turned into the field Prisma
 * would have given. A listing names the columns it needs (GraphQL from its selection, REST its
 * documented shape); no listing reads a product twice.
 */
interface Column<T> {
  sql: string;
  decode: (value: unknown) => T;
  /** A join the column reads from (listing-rows.ts adds each one once, after `products p`). */
  join?: string;
}

const as = <T>(sql: string): Column<T> => ({ sql, decode: (value) => value as T });
/**
 * One Decimal per price text, kept: a Decimal is immutable (its operations answer new ones), and a
 * card list parses the same few hundred prices on every page. The same Decimal each time also lets
 * the price's Money answer be made once (graphql/types/money.ts, moneyIn).
 */
const DECIMALS_KEPT = 10_000;
const decimalOf = madeOnce(DECIMALS_KEPT, (text: string) => new Prisma.Decimal(text));
const decimal = (sql: string): Column<Prisma.Decimal> => ({ sql, decode: (value) => decimalOf(String(value)) });
const optionalDecimal = (sql: string): Column<Prisma.Decimal | null> => ({ sql, decode: (value) => (value == null ? null : decimalOf(String(value))) });
/** A date as milliseconds since 1970: one exact number whatever text form the driver gives times. */
const instant = (sql: string): Column<Date> => ({ sql: `(extract(epoch FROM ${sql}) * 1000)::float8`, decode: (value) => new Date(Number(value)) });
const optionalInstant = (sql: string): Column<Date | null> => ({ sql: `(extract(epoch FROM ${sql}) * 1000)::float8`, decode: (value) => (value == null ? null : new Date(Number(value))) });
/** Text arrays travel as JSON text: one form on every driver. */
const textList = (sql: string): Column<string[]> => ({ sql: `array_to_json(${sql})::text`, decode: (value) => JSON.parse(String(value)) as string[] });
const json = <T>(sql: string): Column<T> => ({ sql: `${sql}::text`, decode: (value) => JSON.parse(String(value)) as T });

/** The vendor fields a REST product answer shows (rest/shapes.ts). */
export interface ProductVendorSummary {
  storeId: string;
  storeName: string;
  image: string | null;
  brandType: BrandType;
  email: string;
  phone: string;
  isAdmin: boolean;
  /** Its Arabic and Urdu store name (rules/content-languages.ts). */
  translations: TranslationRow[];
}

/**
 * The translations of the page's products, aggregated per product in one pass over the page's ids
 * (`page`, the listing's chosen ids: listing-rows.ts). A subquery per row instead ran 25 aggregates
 * per page, each a scan of product_translations on a small table: half the database's time for a
 * card page on PGlite (docs/decisions/pipeline-cost.md, "The list read").
 */
const PAGE_TRANSLATIONS = `LEFT JOIN (
      SELECT t.product_id, json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description)) AS list
      FROM product_translations t WHERE t.product_id = ANY(ARRAY(SELECT id FROM page)) GROUP BY t.product_id
    ) tr ON tr.product_id = p.id`;

const SCALAR_COLUMNS = {
  id: as<number>('p.id'),
  slug: as<string>('p.slug'),
  name: as<string>('p.name'),
  description: as<string>('p.description'),
  catalogue: as<Product['catalogue']>('p.catalogue::text'),
  categoryId: as<number>('p.category_id'),
  vendorId: as<number>('p.vendor_id'),
  status: as<Product['status']>('p.status::text'),
  price: decimal('p.price'),
  discountedPrice: optionalDecimal('p.discounted_price'),
  featureImage: as<string>('p.feature_image'),
  images: textList('p.images'),
  ratingCount: as<number>('p.rating_count'),
  ratingSum: as<number>('p.rating_sum'),
  ratingAverage: as<number | null>('p.rating_average'),
  viewCount: as<number>('p.view_count'),
  stock: as<number | null>('p.stock'),
  lowStockThreshold: as<number>('p.low_stock_threshold'),
  beds: as<number | null>('p.beds'),
  baths: as<number | null>('p.baths'),
  areaSqft: as<number | null>('p.area_sqft'),
  amenities: textList('p.amenities'),
  /** Its Arabic and Urdu rows (a relation, read as Prisma would give them: rules/content-languages.ts reads them). */
  translations: { ...json<TranslationRow[]>(`coalesce(tr.list, '[]')`), join: PAGE_TRANSLATIONS },
  purpose: as<Product['purpose']>('p.purpose::text'),
  rentPeriod: as<Product['rentPeriod']>('p.rent_period::text'),
  completionStatus: as<Product['completionStatus']>('p.completion_status::text'),
  handoverDate: optionalInstant('p.handover_date'),
  city: as<string | null>('p.city'),
  neighbourhood: as<string | null>('p.neighbourhood'),
  countryCode: as<string | null>('p.country_code'),
  latitude: as<number | null>('p.latitude'),
  longitude: as<number | null>('p.longitude'),
  createdAt: instant('p.created_at'),
  updatedAt: instant('p.updated_at'),
};

/** Related rows, read inside the same statement (one index lookup per row of the page). */
const RELATED_COLUMNS = {
  _count: json<{ orderItems: number }>(`json_build_object('orderItems', (SELECT count(*) FROM order_items oi WHERE oi.product_id = p.id))`),
  category: json<{ name: string; translations: TranslationRow[] }>(
    `(SELECT json_build_object('name', c.name, 'translations', (SELECT coalesce(json_agg(json_build_object('language', t.language, 'name', t.name)), '[]') FROM category_translations t WHERE t.category_id = c.id)) FROM categories c WHERE c.id = p.category_id)`,
  ),
  vendor: json<ProductVendorSummary>(
    `(SELECT json_build_object('storeId', v.store_id, 'storeName', v.store_name, 'image', v.image, 'brandType', v.brand_type, 'email', v.email, 'phone', v.phone, 'isAdmin', v.is_admin, 'translations', (SELECT coalesce(json_agg(json_build_object('language', t.language, 'storeName', t.store_name)), '[]') FROM vendor_translations t WHERE t.vendor_id = v.id)) FROM vendors v WHERE v.id = p.vendor_id)`,
  ),
};

const PRODUCT_COLUMNS = { ...SCALAR_COLUMNS, ...RELATED_COLUMNS };
type Columns = typeof PRODUCT_COLUMNS;
export type ProductColumn = keyof Columns;
/** A row read with `columns` (and the id, always read): each column's field as Prisma names and types it. */
export type ProductColumnsRow<C extends ProductColumn> = { [K in C | 'id']: ReturnType<Columns[K]['decode']> };

/** Whether a Product field is a column of its own row (what a selection may name as `field: true`). */
export function isScalarProductColumn(field: string): field is keyof typeof SCALAR_COLUMNS {
  return Object.hasOwn(SCALAR_COLUMNS, field);
}

/** The fields a product card shows: what the storefront's grids select. */
export const CARD_COLUMNS = [
  'id', 'slug', 'name', 'catalogue', 'categoryId', 'price', 'discountedPrice', 'featureImage', 'vendorId', 'ratingCount', 'ratingSum', 'ratingAverage',
  'beds', 'baths', 'areaSqft', 'purpose', 'rentPeriod', 'completionStatus', 'handoverDate', 'city', 'neighbourhood', 'countryCode', 'latitude', 'longitude', 'translations',
  'stock', 'lowStockThreshold',
] as const satisfies readonly ProductColumn[];

/** `columns` with the id: paging places rows by it. */
export function withId<C extends ProductColumn>(columns: readonly C[]): readonly (C | 'id')[] {
  return columns.includes('id' as C) ? columns : ['id', ...columns];
}

/** The SELECT list of `columns`, in their order. */
export function selectList(columns: readonly ProductColumn[]): Prisma.Sql {
  return Prisma.raw(columns.map((column) => PRODUCT_COLUMNS[column].sql).join(', '));
}

/** The joins `columns` read from (after `products p`; over the listing's `page` of ids), each once. */
export function columnJoins(columns: readonly ProductColumn[]): Prisma.Sql {
  const joins = new Set<string>();
  for (const column of columns) {
    const { join } = PRODUCT_COLUMNS[column] as Column<unknown>;
    if (join) joins.add(join);
  }
  return Prisma.raw([...joins].join('\n    '));
}

/** A row as the database sent it (in `columns`' order) as the fields Prisma would have given. */
export function rowOf<C extends ProductColumn>(columns: readonly (C | 'id')[], values: unknown[]): ProductColumnsRow<C> {
  const row: Record<string, unknown> = {};
  columns.forEach((column, at) => {
    row[column] = PRODUCT_COLUMNS[column].decode(values[at]);
  });
  return row as ProductColumnsRow<C>;
}
