import type { Db } from '../../db/database.ts';
import type { Signer } from '../shared/signing.ts';

/**
 * Who may download a stored image. A file of a vendor's media library is public only while
 * something public shows it (a listed product, a public store's profile, a post of a public
 * store: the same rules as domain/visibility.ts); until then only a link signed for its owner
 * (or the admin) opens it. Files outside any library (category tiles, the seed's pictures) are
 * public. The resized variants of a file share its access.
 */

/** `<name>.card.webp` and `<name>.thumb.webp` belong to `<name>.webp`. */
export function libraryFileName(name: string): string {
  return name.replace(/\.(card|thumb)\.webp$/, '.webp');
}

/** A link to a private image stays valid this long (at least 24 h, at most 30 h). */
const SIGNED_FOR_SECONDS = 24 * 3600;
/** Links are made per 6-hour step, so a page shows the same URL (and the browser reuses its copy) within it. */
const STEP_SECONDS = 6 * 3600;

/** The query string that opens a private image (all its variants) for a day. */
export function signedImageQuery(signer: Signer, fileName: string, now = Date.now() / 1000): string {
  const expires = Math.ceil(now / STEP_SECONDS) * STEP_SECONDS + SIGNED_FOR_SECONDS;
  const base = libraryFileName(fileName);
  return `expires=${expires}&sig=${signer.sign('media', `${base}.${expires}`)}`;
}

/** Whether a request's query string carries a valid, unexpired signature for the file. */
export function hasValidImageSignature(signer: Signer, fileName: string, query: URLSearchParams, now = Date.now() / 1000): boolean {
  const expires = query.get('expires');
  const sig = query.get('sig');
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || Number(expires) <= now) return false;
  return signer.verify('media', `${libraryFileName(fileName)}.${expires}`, sig);
}

/**
 * Whether anyone may download the file: it is in no media library, or a public page shows it.
 * One statement; the uses are looked up among the owner's rows only (a product, profile or post
 * can show only its own vendor's library: product-editing.ts, feed.ts, profile.ts).
 */
export async function isPublicImage(db: Db, fileName: string): Promise<boolean> {
  const base = libraryFileName(fileName);
  const [row] = await db.$queryRaw<{ public: boolean }[]>`
    SELECT NOT EXISTS (SELECT 1 FROM media_assets WHERE file_name = ${base})
      OR EXISTS (
        SELECT 1 FROM media_assets m JOIN vendors v ON v.id = m.vendor_id
        WHERE m.file_name = ${base} AND v.access_granted AND (
          (NOT v.is_admin AND v.image = ${base})
          OR EXISTS (SELECT 1 FROM products p WHERE p.vendor_id = v.id AND p.vendor_listed AND (p.feature_image = ${base} OR ${base} = ANY (p.images)))
          OR EXISTS (SELECT 1 FROM feed_posts f WHERE f.vendor_id = v.id AND f.image = ${base})
        )
      ) AS public`;
  return row.public;
}

/**
 * Remembers which files are public until the next write anywhere (the answer cache's write
 * generation, which every process's writes move), so a page of images costs no statements.
 */
export function createImageAccessBook(db: Db, writeGeneration: () => number, maxEntries = 10_000) {
  let generation = writeGeneration();
  const known = new Map<string, boolean>();
  return {
    async isPublic(fileName: string): Promise<boolean> {
      const current = writeGeneration();
      if (current !== generation) {
        known.clear();
        generation = current;
      }
      const base = libraryFileName(fileName);
      const cached = known.get(base);
      if (cached !== undefined) return cached;
      const result = await isPublicImage(db, base);
      if (writeGeneration() === generation) {
        if (known.size >= maxEntries) known.clear();
        known.set(base, result);
      }
      return result;
    },
  };
}

export type ImageAccessBook = ReturnType<typeof createImageAccessBook>;
