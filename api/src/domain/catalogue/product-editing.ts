// Vendors create, edit and delete their own listings; the admin may edit and delete any (it
// moderates the storefront) but creates none (docs/spec/vendor-admin.md §6). Every rule lives here, for GraphQL and REST.
import { Prisma, type Catalogue } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { Db } from '../../db/database.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { lockImagesForUse } from '../media/media-locks.ts';
import { requireSellingVendor, requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { canEditProduct, managedBy } from '../auth/permissions.ts';
import { productSlugFromName, uniqueSlug } from '@rules/paths.ts';
import { newestFirst } from './products.ts';
import { buildSearchText } from './search-text.ts';
import { catalogueOfBrandType } from '@rules/brand-types.ts';
import { checkProductDraft, ProductRuleError, type CheckedDraft, type ProductDraft } from '@rules/product.ts';
import { newListingBase, type ListingBase, type ListingDetails } from '@rules/listing-details.ts';
import { isMarketCountry } from '@rules/listing.ts';
import { announce } from '../events.ts';
import { recordProductSaved, recordProductsDeleted } from '../webhooks/product-events.ts';
import { replaceTranslations, translationRows } from '../shared/translations.ts';

type Tx = Prisma.TransactionClient;

const NOT_FOUND = 'Product not found.';
const SLUG_ATTEMPTS = 5;

/** Rule failures become the domain's ValidationError (400 / typed GraphQL error). */
export function checked(draft: ProductDraft, catalogue: Catalogue, mode: 'create' | 'edit', listingBase: ListingBase): CheckedDraft {
  try {
    return checkProductDraft(draft, catalogue, mode, listingBase);
  } catch (error) {
    if (error instanceof ProductRuleError) throw new ValidationError(error.message, error.field);
    throw error;
  }
}

/** The category, which must belong to the product's catalogue (Real Estate or Home Products). */
export async function categoryFor(ctx: Context, name: string, catalogue: Catalogue) {
  return categoryOfCatalogue(await ctx.services.categories.byName(name), name, catalogue);
}

/** The category found for `name`, refused unless it is one of `catalogue`'s. */
export function categoryOfCatalogue<C extends { catalogue: Catalogue }>(category: C | null | undefined, name: string, catalogue: Catalogue): C {
  if (!category || category.catalogue !== catalogue) {
    throw new ValidationError(`"${name}" is not a category of your catalogue.`, 'category');
  }
  return category;
}

/**
 * Every image must be a picture of the owner's media library, or one the product already shows
 * (listings made before the library existed keep their pictures when edited).
 */
export async function assertImagesAllowed(tx: Tx, ownerId: number, images: string[], alreadyShown: string[] = []) {
  const candidates = images.filter((image) => !alreadyShown.includes(image));
  if (!candidates.length) return;
  // Locked until the product is saved: the image cannot be deleted from under it meanwhile.
  const ownedNames = await lockImagesForUse(tx, ownerId, candidates);
  const missing = candidates.find((image) => !ownedNames.has(image));
  if (missing) throw new ValidationError(`Image "${missing}" is not in your media library.`, 'images');
}

/** The listing columns of a product as the rules read them (the base absent fields keep on edit). */
export const storedListingSelect = {
  purpose: true, rentPeriod: true, completionStatus: true, handoverDate: true, city: true, neighbourhood: true, countryCode: true, latitude: true, longitude: true,
} satisfies Prisma.ProductSelect;

export function storedListing(p: Prisma.ProductGetPayload<{ select: typeof storedListingSelect }>): ListingBase {
  return {
    ...p,
    handoverDate: p.handoverDate ? p.handoverDate.toISOString().slice(0, 10) : null,
    countryCode: isMarketCountry(p.countryCode) ? p.countryCode : null,
  };
}

/** The listing columns to write; a home product has none (all null, like its beds). */
function listingData(listing: ListingDetails | null) {
  return {
    purpose: listing?.purpose ?? null,
    rentPeriod: listing?.rentPeriod ?? null,
    completionStatus: listing?.completionStatus ?? null,
    handoverDate: listing?.handoverDate ? new Date(`${listing.handoverDate}T00:00:00.000Z`) : null,
    city: listing?.city ?? null,
    neighbourhood: listing?.neighbourhood ?? null,
    countryCode: listing?.countryCode ?? null,
    latitude: listing?.latitude ?? null,
    longitude: listing?.longitude ?? null,
  };
}

/** The words the product is found by: a property's own place and purpose, else the vendor's city. */
export function searchTextOf(draft: CheckedDraft, categoryName: string, vendor: { storeName: string; city: string }, translatedNames: readonly (string | null | undefined)[]) {
  const place = draft.listing && { city: draft.listing.city, neighbourhood: draft.listing.neighbourhood, purpose: draft.listing.purpose };
  return buildSearchText({ name: draft.name, categoryName, storeName: vendor.storeName, city: vendor.city, place, translatedNames });
}

/** The Arabic and Urdu names a draft sends (none when it sends no translations). */
const translatedNamesOf = (draft: CheckedDraft) => Object.values(draft.translations ?? {}).map((texts) => texts?.name);

/** The Arabic and Urdu names a write leaves on the product: those it sends, else the stored ones (left out, they are kept). */
export async function translatedNamesAfter(tx: Tx, productId: number, draft: CheckedDraft): Promise<(string | null | undefined)[]> {
  if (draft.translations) return translatedNamesOf(draft);
  const stored = await tx.productTranslation.findMany({ where: { productId }, select: { name: true } });
  return stored.map((row) => row.name);
}

export function productData(draft: CheckedDraft) {
  return {
    ...listingData(draft.listing),
    name: draft.name,
    description: draft.description,
    price: new Prisma.Decimal(draft.price),
    discountedPrice: draft.discountedPrice === null ? null : new Prisma.Decimal(draft.discountedPrice),
    featureImage: draft.images[0],
    images: draft.images,
    beds: draft.beds,
    baths: draft.baths,
    areaSqft: draft.areaSqft,
    amenities: draft.amenities,
  };
}

const isSlugClash = (error: unknown) => uniqueViolation(error)?.includes('slug') ?? false;

/** A signed-in selling vendor creates a listing in its own catalogue. Returns the new id. */
export async function createProduct(ctx: Context, draft: ProductDraft): Promise<{ id: number; slug: string }> {
  const viewer = await requireSellingVendor(ctx);
  const vendor = await ctx.db.vendor.findUniqueOrThrow({ where: { id: viewer.vendorId }, select: { id: true, brandType: true, storeName: true, city: true, country: true } });
  const catalogue = catalogueOfBrandType(vendor.brandType);
  const input = checked(draft, catalogue, 'create', newListingBase(vendor));
  const category = await categoryFor(ctx, input.categoryName, catalogue);

  // Two vendors naming a product alike at the same moment may pick the same free slug: retry.
  for (let attempt = 1; ; attempt++) {
    try {
      return await announce(ctx, ctx.db.$transaction(async (tx) => {
        await assertImagesAllowed(tx, vendor.id, input.images);
        const slug = await uniqueSlug(productSlugFromName(input.name), async (s) => (await tx.product.count({ where: { slug: s } })) > 0);
        const created = await tx.product.create({
          data: {
            ...productData(input),
            slug,
            catalogue,
            categoryId: category.id,
            vendorId: vendor.id,
            searchText: searchTextOf(input, category.name, vendor, translatedNamesOf(input)),
            translations: { create: translationRows(input.translations ?? {}) },
          },
          select: { id: true, slug: true },
        });
        await recordProductSaved(ctx.services, tx, 'product.created', created.id);
        return created;
      }), (product) => ({ kind: 'product', id: product.id }));
    } catch (error) {
      if (!isSlugClash(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/** The product if the viewer may change it: its owner or the admin. Unknown: 404; another store's: 403. */
async function productToChange(db: Db | Tx, viewer: SignedIn, where: Prisma.ProductWhereUniqueInput) {
  const product = await db.product.findUnique({
    where,
    select: { id: true, slug: true, vendorId: true, catalogue: true, images: true, ...storedListingSelect, vendor: { select: { storeId: true, storeName: true, city: true } } },
  });
  if (!product) throw new NotFoundError(NOT_FOUND);
  if (!canEditProduct(viewer, product)) throw new ForbiddenError('You can only change products of your own store.');
  return product;
}

/**
 * Replaces the editable fields of the product with this slug. The slug stays (links, carts and
 * bookmarks keep working); catalogue, owner, status and ratings are not the editor's to set.
 */
export async function updateProduct(ctx: Context, slug: string, draft: ProductDraft): Promise<{ id: number; slug: string }> {
  const viewer = await requireSignedIn(ctx);
  const found = await productToChange(ctx.db, viewer, { slug });
  // Listing fields the client leaves out keep what is stored (a client that does not know them).
  const input = checked(draft, found.catalogue, 'edit', storedListing(found));
  const category = await categoryFor(ctx, input.categoryName, found.catalogue);
  const write = ctx.db.$transaction(async (tx) => {
    // Read again inside the transaction: the product may have been deleted meanwhile.
    const product = await productToChange(tx, viewer, { id: found.id });
    await assertImagesAllowed(tx, product.vendorId, input.images, product.images);
    const updated = await tx.product.update({
      where: { id: product.id },
      data: {
        ...productData(input),
        categoryId: category.id,
        searchText: searchTextOf(input, category.name, product.vendor, await translatedNamesAfter(tx, product.id, input)),
        ...(input.translations && { translations: replaceTranslations(input.translations) }),
      },
      select: { id: true, slug: true },
    });
    await recordProductSaved(ctx.services, tx, 'product.updated', updated.id);
    return updated;
  });
  return announce(ctx, write, { kind: 'product', id: found.id });
}

/** Deletes a listing (ratings and comments go with it; past orders keep their copied lines). */
export async function deleteProduct(ctx: Context, id: number): Promise<{ id: number; slug: string }> {
  const viewer = await requireSignedIn(ctx);
  const write = ctx.db.$transaction(async (tx) => {
    const product = await productToChange(tx, viewer, { id });
    await tx.product.delete({ where: { id: product.id } });
    await recordProductsDeleted(ctx.services, tx, [{ id: product.id, slug: product.slug, vendorId: product.vendorId, storeId: product.vendor.storeId }]);
    return { id: product.id, slug: product.slug };
  });
  return announce(ctx, write, { kind: 'product', id });
}

/** The most products one bulk delete takes: a dashboard page's worth, and a bound on the work. */
export const MAX_BULK_DELETE = 100;

/**
 * Deletes several listings at once, all or none, with deleteProduct's rule for each: the
 * vendor's own, any for the admin. One missing id or one of another store refuses the whole
 * request, and nothing is deleted (a half-done bulk delete would leave the vendor guessing).
 */
export async function deleteProducts(ctx: Context, ids: readonly number[]): Promise<{ ids: number[] }> {
  const viewer = await requireSignedIn(ctx);
  const unique = [...new Set(ids)];
  if (!unique.length) throw new ValidationError('Choose at least one product to delete.', 'ids');
  if (unique.length > MAX_BULK_DELETE) throw new ValidationError(`At most ${MAX_BULK_DELETE} products can be deleted at once.`, 'ids');
  const write = ctx.db.$transaction(async (tx) => {
    const rows = await tx.product.findMany({ where: { id: { in: unique } }, select: { id: true, slug: true, vendorId: true, vendor: { select: { storeId: true } } } });
    if (rows.length !== unique.length) throw new NotFoundError(NOT_FOUND);
    if (rows.some((row) => !canEditProduct(viewer, row))) throw new ForbiddenError('You can only change products of your own store.');
    // A product deleted by another request since the read: refuse, and the rollback keeps the rest.
    const { count } = await tx.product.deleteMany({ where: { id: { in: unique } } });
    if (count !== unique.length) throw new NotFoundError(NOT_FOUND);
    await recordProductsDeleted(ctx.services, tx, rows.map((row) => ({ id: row.id, slug: row.slug, vendorId: row.vendorId, storeId: row.vendor.storeId })));
    return { ids: unique };
  });
  return announce(ctx, write, { kind: 'product' });
}

/**
 * A product's business figure (how many order lines name it, how many times its page was viewed):
 * for its owner and the admin only, null for anyone else.
 */
export async function ownerOnlyFigure(ctx: Context, product: { vendorId: number }, figure: number): Promise<number | null> {
  return ownerOnly(ctx, product, () => figure);
}

/** What only those who may edit the product see (its owner and the admin); null for anyone else. */
export async function ownerOnly<T>(ctx: Context, product: { vendorId: number }, read: () => T): Promise<T | null> {
  return canEditProduct(await ctx.viewer(), product) ? read() : null;
}

export interface MyProductsFilter {
  search?: string | null;
  catalogue?: Catalogue | null;
}

/** The dashboard's list: the vendor's own products; the admin's is every product. */
export async function myProductsWhere(ctx: Context, filter: MyProductsFilter = {}): Promise<Prisma.ProductWhereInput> {
  const viewer = await requireSignedIn(ctx);
  const and: Prisma.ProductWhereInput[] = [];
  and.push(managedBy(viewer)!);
  if (filter.catalogue) and.push({ catalogue: filter.catalogue });
  const search = filter.search?.trim();
  if (search) {
    if (search.length > 200) throw new ValidationError('Search is limited to 200 characters.', 'search');
    and.push({ OR: [{ name: { contains: search, mode: 'insensitive' } }, { searchText: { contains: search.toLowerCase() } }] });
  }
  return { AND: and };
}

/** The main categories (catalogues) the dashboard's filter buttons offer: those of the vendor's products. */
export async function myProductCatalogues(ctx: Context): Promise<Catalogue[]> {
  const where = await myProductsWhere(ctx);
  const rows = await ctx.db.product.groupBy({ by: ['catalogue'], where, orderBy: { catalogue: 'asc' } });
  return rows.map((r) => r.catalogue);
}

/** A product the signed-in viewer may edit (its own; the admin: any), by slug; null otherwise. */
export async function getEditableProduct<A extends Omit<Prisma.ProductFindFirstArgs, 'where'>>(ctx: Context, slug: string, args: A): Promise<Prisma.ProductGetPayload<A> | null> {
  const viewer = await requireSignedIn(ctx);
  return ctx.db.product.findFirst({ ...args, where: { slug, ...managedBy(viewer) } }) as Promise<Prisma.ProductGetPayload<A> | null>;
}

/** How many products the dashboard's list holds under the same filter. */
export async function countMyProducts(ctx: Context, filter: MyProductsFilter): Promise<number> {
  return ctx.db.product.count({ where: await myProductsWhere(ctx, filter) });
}

/** The orders the dashboard's product table sorts by (its column headers). */
export const MY_PRODUCTS_SORTS = ['NEWEST', 'OLDEST', 'NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC', 'CATEGORY_ASC', 'CATEGORY_DESC', 'STATUS_ASC', 'STATUS_DESC', 'ORDERS_ASC', 'ORDERS_DESC', 'VIEWS_ASC', 'VIEWS_DESC'] as const;
export type MyProductsSort = (typeof MY_PRODUCTS_SORTS)[number];

/** Each order ends on the id, so pages never repeat or skip a row of equal values. */
function myProductsOrder(sort: MyProductsSort): Prisma.ProductOrderByWithRelationInput[] {
  const direction = sort.endsWith('_DESC') ? 'desc' : 'asc';
  switch (sort) {
    case 'NEWEST':
      return newestFirst;
    case 'OLDEST':
      return [{ createdAt: 'asc' }, { id: 'asc' }];
    case 'NAME_ASC':
    case 'NAME_DESC':
      return [{ name: direction }, { id: direction }];
    case 'PRICE_ASC':
    case 'PRICE_DESC':
      return [{ price: direction }, { id: direction }];
    case 'CATEGORY_ASC':
    case 'CATEGORY_DESC':
      return [{ category: { name: direction } }, { id: direction }];
    case 'STATUS_ASC':
    case 'STATUS_DESC':
      return [{ status: direction }, { id: direction }];
    case 'ORDERS_ASC':
    case 'ORDERS_DESC':
      return [{ orderItems: { _count: direction } }, { id: direction }];
    case 'VIEWS_ASC':
    case 'VIEWS_DESC':
      return [{ viewCount: direction }, { id: direction }];
  }
}

/** The dashboard's products: the vendor's own (the admin's: every product), newest first unless sorted. */
export async function listMyProducts<A extends Omit<Prisma.ProductFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: MyProductsFilter & { sort?: MyProductsSort | null }, args: A): Promise<Prisma.ProductGetPayload<A>[]> {
  return ctx.db.product.findMany({ ...args, where: await myProductsWhere(ctx, filter), orderBy: myProductsOrder(filter.sort ?? 'NEWEST') }) as Promise<Prisma.ProductGetPayload<A>[]>;
}
