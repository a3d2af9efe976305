// The seeded media library: a demo vendor's /vendor-dashboard/media (and the product picker's
// All Images) holds the pictures their listings show, as if they had uploaded them.
// MediaAsset.fileName is unique and deleting a row removes its files, so a pool picture shown by
// several stores cannot be one row: each store shows its own copy (images.ts storePicture), a
// hard link to the pool drawing (no drawing, no disk), recorded once for that store.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAssetRow } from '../../api/src/domain/media/media.ts';
import { pictureSize, poolPictureOf, variantFiles } from './images.ts';
import type { ListingPlan } from './plan.ts';

/** A MediaAsset row as the seed writes it (the database numbers it). */
export type MediaRow = Omit<MediaAssetRow, 'id'>;

/** A picture is "uploaded" a minute before the first listing that shows it. */
const UPLOAD_LEAD_MS = 60_000;

const missing = (file: string) => fs.access(file).then(() => false, () => true);

/** Remembers which store copies are recorded, across the batches of one seed run. */
export class SeedLibrary {
  private readonly recorded = new Set<string>();

  constructor(private readonly uploadsDir: string) {}

  /**
   * Rows for the store copies these listings show that no earlier batch recorded, their files
   * linked first. In the top-up some rows exist from an earlier run: insert with skipDuplicates.
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
    const rows: MediaRow[] = [];
    for (const [file, { storeId, at }] of firstShown) {
      const pool = poolPictureOf(file);
      await this.linkCopy(pool.file, file);
      rows.push(await this.row(vendorIds.get(storeId)!, file, `${pool.subject}.webp`, false, new Date(at - UPLOAD_LEAD_MS)));
    }
    return rows;
  }

  /** The row of a picture drawn for one store already (its logo). */
  async row(vendorId: number, fileName: string, originalName: string, square: boolean, createdAt: Date): Promise<MediaRow> {
    this.recorded.add(fileName);
    const { size } = await fs.stat(path.join(this.uploadsDir, fileName));
    return { vendorId, fileName, originalName, ...pictureSize(square), bytes: size, createdAt };
  }

  /** Hard-links the three variants of a pool picture under the store copy's names (a copy where links fail). */
  private async linkCopy(poolFile: string, storeFile: string): Promise<void> {
    const sources = variantFiles(poolFile);
    await Promise.all(
      variantFiles(storeFile).map(async (name, i) => {
        const target = path.join(this.uploadsDir, name);
        if (!(await missing(target))) return;
        const source = path.join(this.uploadsDir, sources[i]);
        await fs.link(source, target).catch((error: NodeJS.ErrnoException) => (error.code === 'EEXIST' ? undefined : fs.copyFile(source, target)));
      }),
    );
  }
}
