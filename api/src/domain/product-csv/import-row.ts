/**
 * One row of a products CSV import (import.ts), inside the import's transaction: an existing
 * slug updates that product (the viewer's own; the admin: any), an empty or new slug creates one
 * in the vendor's catalogue. Columns left empty keep what is stored (description, images,
 * discounted price is the exception: empty clears it, as in the form). Refusals are thrown as
 * ValidationError or ForbiddenError naming the field; import.ts turns them into the report.
 */
import type { Catalogue, Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ForbiddenError, ValidationError } from '../errors.ts';
import type { SignedIn } from '../auth/guards.ts';
import { canEditProduct } from '../auth/permissions.ts';
import { assertImagesAllowed, categoryOfCatalogue, checked, productData, searchTextOf, storedListing, storedListingSelect, translatedNamesAfter } from '../catalogue/product-editing.ts';
import { recordProductSaved } from '../webhooks/product-events.ts';
import { checkedStockInput, writeProductStock } from '../stock/set-stock.ts';
import { catalogueOfBrandType } from '@rules/brand-types.ts';
import { newListingBase } from '@rules/listing-details.ts';
import { productSlugFromName, uniqueSlug } from '@rules/paths.ts';
import type { ProductDraft } from '@rules/product.ts';
import { CSV_STATUS, IMAGE_SEPARATOR, PRODUCT_CSV_MESSAGES } from '@rules/product-csv.ts';
import type { CsvRow } from './parse.ts';

type Tx = Prisma.TransactionClient;
export type RowOutcome = 'created' | 'updated';

/**
 * The categories, read once before the import's transaction: the category book reads through its
 * own connection, which a transaction on PGlite's single connection would wait for forever.
 */
export type CategoryList = ReadonlyArray<{ id: number; name: string; slug: string; catalogue: Catalogue }>;

const categoryIn = (categories: CategoryList, name: string, catalogue: Catalogue) =>
  categoryOfCatalogue(categories.find((c) => c.name.toLowerCase() === name.trim().toLowerCase() || c.slug === name.trim().toLowerCase()), name, catalogue);

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const storedSelect = {
  id: true, slug: true, vendorId: true, catalogue: true, description: true, images: true, amenities: true, beds: true, baths: true, areaSqft: true,
  ...storedListingSelect, vendor: { select: { storeName: true, city: true } },
} satisfies Prisma.ProductSelect;

function statusOf(text: string | undefined): 'ACTIVE' | 'HIDDEN' {
  const found = (Object.keys(CSV_STATUS) as (keyof typeof CSV_STATUS)[]).find((key) => key === text?.toUpperCase());
  if (!found) throw new ValidationError(PRODUCT_CSV_MESSAGES.status, 'status');
  return found;
}

/** The row's columns as the form's draft; an empty description or images cell keeps the stored ones. */
function draftOf(cells: CsvRow['cells'], stored?: Prisma.ProductGetPayload<{ select: typeof storedSelect }>): ProductDraft {
  const images = cells.images ? cells.images.split(IMAGE_SEPARATOR).map((i) => i.trim()) : stored?.images;
  return {
    name: cells.name,
    price: cells.price,
    discountedPrice: cells.discounted_price,
    category: cells.category,
    description: cells.description || stored?.description,
    images,
    // A property keeps its rooms, area, amenities and listing details (the file has no columns for them).
    amenities: stored?.amenities,
    beds: stored?.beds,
    baths: stored?.baths,
    area: stored?.areaSqft,
  };
}

export async function importRow(ctx: Context, tx: Tx, viewer: SignedIn, row: CsvRow, seen: { slugRows: Map<string, number>; categories: CategoryList }): Promise<RowOutcome> {
  const { slugRows, categories } = seen;
  const { cells } = row;
  const slug = cells.slug ?? '';
  if (slug && !SLUG_SHAPE.test(slug)) throw new ValidationError(PRODUCT_CSV_MESSAGES.slugShape, 'slug');
  if (slug && slugRows.has(slug)) throw new ValidationError(PRODUCT_CSV_MESSAGES.repeatedSlug(slugRows.get(slug)!), 'slug');
  if (slug) slugRows.set(slug, row.line);
  if (cells.currency && cells.currency.toUpperCase() !== 'USD') throw new ValidationError(PRODUCT_CSV_MESSAGES.currency, 'currency');
  const status = statusOf(cells.status);
  const stock = checkedStockInput({ stock: cells.stock, lowStockThreshold: cells.low_stock_threshold });

  const stored = slug ? await tx.product.findUnique({ where: { slug }, select: storedSelect }) : null;
  if (stored) {
    if (!canEditProduct(viewer, stored)) throw new ForbiddenError(PRODUCT_CSV_MESSAGES.otherStore);
    const input = checked(draftOf(cells, stored), stored.catalogue, 'edit', storedListing(stored));
    const category = categoryIn(categories, input.categoryName, stored.catalogue);
    await assertImagesAllowed(tx, stored.vendorId, input.images, stored.images);
    const searchText = searchTextOf(input, category.name, stored.vendor, await translatedNamesAfter(tx, stored.id, input));
    await tx.product.update({ where: { id: stored.id }, data: { ...productData(input), categoryId: category.id, status, searchText } });
    await writeProductStock(ctx, tx, viewer, stored.id, stock, 'IMPORT');
    await recordProductSaved(ctx.services, tx, 'product.updated', stored.id);
    return 'updated';
  }
  if (viewer.kind !== 'vendor') throw new ValidationError(PRODUCT_CSV_MESSAGES.adminCreates, 'slug');
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: viewer.vendorId }, select: { id: true, brandType: true, storeName: true, city: true, country: true } });
  const catalogue = catalogueOfBrandType(vendor.brandType);
  if (catalogue === 'REAL_ESTATE') throw new ValidationError(PRODUCT_CSV_MESSAGES.propertyCreate, 'slug');
  const input = checked(draftOf(cells), catalogue, 'create', newListingBase(vendor));
  const category = categoryIn(categories, input.categoryName, catalogue);
  await assertImagesAllowed(tx, vendor.id, input.images);
  const newSlug = slug || (await uniqueSlug(productSlugFromName(input.name), async (s) => (await tx.product.count({ where: { slug: s } })) > 0));
  const created = await tx.product.create({
    data: { ...productData(input), slug: newSlug, catalogue, categoryId: category.id, vendorId: vendor.id, status, searchText: searchTextOf(input, category.name, vendor, []) },
    select: { id: true },
  });
  await writeProductStock(ctx, tx, viewer, created.id, stock, 'IMPORT');
  await recordProductSaved(ctx.services, tx, 'product.created', created.id);
  return 'created';
}
