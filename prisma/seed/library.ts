// The seeded media library: a demo vendor's /vendor-dashboard/media (and the product picker's
// All Images) holds the pictures their listings show, as if they had uploaded them.
// MediaAsset.fileName is unique and deleting a row removes its files, so a pool picture shown by
// several stores cannot be one row: each store shows its own copy (images.ts storePicture, the
// same pixels under the store's name), recorded once in that store's library.
import type { StoragePort } from '../../api/src/adapters/storage.ts';
import type { MediaAssetRow } from '../../api/src/domain/media/media.ts';
import { ensureImages, pictureSize, poolPictureOf, storePictureJob } from './images.ts';
import type { ListingPlan } from './plan.ts';

/** A MediaAsset row as the seed writes it (the database numbers it). */
export type MediaRow = Omit<MediaAssetRow, 'id'>;

/** A picture is "uploaded" a minute before the first listing that shows it. */
const UPLOAD_LEAD_MS = 60_000;

/** Remembers which store copies are recorded, across the batches of one seed run. */
export class SeedLibrary {
  private readonly recorded = new Set<string>();

  constructor(private readonly storage: StoragePort) {}

  /**
   * Rows for the store copies these listings show that no earlier batch recorded, their files
   * stored first. In the top-up some rows exist from an earlier run: insert with skipDuplicates.
   */
  async rowsFor(listings: Pick<ListingPlan, 'storeId' | 'images' | 'createdAt'>[], vendorIds: Map<string, number>): Promise<MediaRow[]> {
    const firstShown = new Map<string, { storeId: string; at: number }>();
    for (const listing of listings) {
      for (const file of listing.images) {
        if (this.recorded.has(file)) continue;
        const seen = firstShown.get(file);
        if (!seen || listing.createdAt.getTime() < seen.at) firstShown.set(file, { storeId: listing.storeId, at: listing.createdAt.getTime() });
      }
    }
    if (!firstShown.size) return [];
    await ensureImages(this.storage, [...firstShown.keys()].map(storePictureJob));
    return Promise.all(
      [...firstShown].map(([file, { storeId, at }]) => this.row(vendorIds.get(storeId)!, file, `${poolPictureOf(file).subject}.webp`, false, new Date(at - UPLOAD_LEAD_MS))),
    );
  }

  /** The row of a stored picture of one store (a store copy, or its logo). */
  async row(vendorId: number, fileName: string, originalName: string, square: boolean, createdAt: Date): Promise<MediaRow> {
    this.recorded.add(fileName);
    const stored = await this.storage.get(fileName, { headersOnly: true });
    if (!stored || stored.notModified) throw new Error(`Seed picture ${fileName} is missing from storage`);
    return { vendorId, fileName, originalName, ...pictureSize(square), bytes: stored.size, createdAt };
  }
}
