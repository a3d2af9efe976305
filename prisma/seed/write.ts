// Writing planned listings (their ratings and media library rows) in batches, shared by the
// demo and the top-up.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import { buildSearchText } from '../../api/src/domain/catalogue/search-text.ts';
import type { SeedLibrary } from './library.ts';
import type { CommentPlan, ListingPlan, RatingPlan } from './plan.ts';

type Tx = Prisma.TransactionClient;

export interface PlannedListing extends ListingPlan {
  slug: string;
  ratings: RatingPlan[];
  comments: CommentPlan[];
}

/** Product rows for createMany, with rating aggregates that match `ratings`. */
export function productRow(plan: PlannedListing, vendorId: number, categoryId: number, storeName: string, city: string) {
  const sum = plan.ratings.reduce((s, r) => s + r.value, 0);
  return {
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    discountedPrice: plan.discountedPrice,
    catalogue: plan.catalogue,
    categoryId,
    vendorId,
    status: plan.hidden ? ('HIDDEN' as const) : ('ACTIVE' as const),
    featureImage: plan.images[0],
    images: plan.images,
    beds: plan.beds,
    baths: plan.baths,
    areaSqft: plan.areaSqft,
    amenities: plan.amenities,
    ...plan.property,
    ratingCount: plan.ratings.length,
    ratingSum: sum,
    ratingAverage: plan.ratings.length ? sum / plan.ratings.length : null,
    searchText: buildSearchText({ name: plan.name, categoryName: plan.categoryName, storeName, city, place: plan.property }),
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
  };
}

export interface ListingLookups {
  vendorIds: Map<string, number>;
  categoryIds: Map<string, number>;
  vendors: Map<string, { storeName: string; city: string }>;
  /** Records each store's pictures in its media library as the listings first show them. */
  library: SeedLibrary;
}

/** Inserts listings in batches, with the media rows of pictures they show first; returns slug -> id. */
export async function insertListings(tx: Tx, listings: PlannedListing[], lookups: ListingLookups, batchSize = 1000) {
  const ids = new Map<string, number>();
  for (let start = 0; start < listings.length; start += batchSize) {
    const batch = listings.slice(start, start + batchSize);
    const media = await lookups.library.rowsFor(batch, lookups.vendorIds);
    if (media.length) await tx.mediaAsset.createMany({ data: media, skipDuplicates: true });
    const created = await tx.product.createManyAndReturn({
      data: batch.map((p) => {
        const vendor = lookups.vendors.get(p.storeId)!;
        return productRow(p, lookups.vendorIds.get(p.storeId)!, lookups.categoryIds.get(p.categoryName)!, vendor.storeName, vendor.city);
      }),
      select: { id: true, slug: true },
    });
    for (const row of created) ids.set(row.slug, row.id);
    const ratings = batch.flatMap((p) => p.ratings.map((r) => ({ productId: ids.get(p.slug)!, visitorId: r.visitorId, value: r.value, createdAt: r.createdAt })));
    for (let r = 0; r < ratings.length; r += batchSize * 4) await tx.rating.createMany({ data: ratings.slice(r, r + batchSize * 4) });
  }
  return ids;
}


/**
 * PGlite runs without a checkpointer process. Once about 540 MB of WAL has piled up since the
 * last checkpoint (max_wal_size 1 GB / 1.9), Postgres requests one and the next COMMIT spins
 * in XLogFlush forever (seen at ~85k seeded products). An explicit CHECKPOINT every so often
 * keeps the WAL short. On PostgreSQL the server's checkpointer does this, so it is a no-op there.
 */
export async function walCheckpointer(db: Tx): Promise<() => Promise<void>> {
  const [{ version }] = await db.$queryRaw<{ version: string }[]>`SELECT version()`;
  if (!/wasm|emscripten/i.test(version)) return async () => {};
  return async () => {
    await db.$executeRawUnsafe('CHECKPOINT');
  };
}
