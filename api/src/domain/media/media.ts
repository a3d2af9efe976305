import crypto from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { assertOwnerOrAdmin, requireSignedIn } from '../auth/guards.ts';
import { MAX_IMAGES_PER_UPLOAD, TOO_MANY_IMAGES } from './limits.ts';
import { lockImageForDelete } from './media-locks.ts';
import { signedImageQuery } from './image-access.ts';
import { cleanOriginalName, processImage, type ProcessedImage, type UploadedFile } from './process-image.ts';
import { announce } from '../events.ts';

export interface MediaAssetRow {
  id: number;
  vendorId: number;
  fileName: string;
  originalName: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
}

/** `<base>.webp`, `<base>.card.webp`, `<base>.thumb.webp`: the names image-url.ts resolves. */
export function variantNames(fileName: string): string[] {
  const base = fileName.replace(/\.webp$/, '');
  return [`${base}.webp`, `${base}.card.webp`, `${base}.thumb.webp`];
}

/** A random, unguessable base name, unique without asking the database. */
function newBaseName(): string {
  return `m${Date.now().toString(36)}-${crypto.randomBytes(9).toString('hex')}`;
}

/**
 * The media library upload: only a selling vendor uploads (the admin's view has no upload,
 * docs/spec/vendor-admin.md §2/§6; the admin changes a vendor's profile image through the profile edit instead).
 */
export async function uploadMedia(ctx: Context, files: UploadedFile[]): Promise<MediaAssetRow[]> {
  const viewer = await requireSignedIn(ctx);
  if (viewer.kind !== 'vendor') throw new ForbiddenError('The admin view of the media library has no upload; vendors upload their own images.');
  return storeImages(ctx, viewer.vendorId, files);
}

/**
 * Checks and stores images for a vendor, all or nothing: every file is decoded and re-encoded
 * first (one refused file refuses the request, with its name in the message), then the files
 * are written and the rows recorded in one transaction; if recording fails the files go again.
 * Callers have checked that the viewer may add media to `vendorId`.
 */
export async function storeImages(ctx: Context, vendorId: number, files: UploadedFile[]): Promise<MediaAssetRow[]> {
  if (files.length === 0) throw new ValidationError('Please choose at least one image.', 'files');
  if (files.length > MAX_IMAGES_PER_UPLOAD) throw new ValidationError(TOO_MANY_IMAGES, 'files');

  // One at a time: decoding is memory-hungry and a request is already bounded in size.
  const processed: Array<{ originalName: string; image: ProcessedImage; fileName: string }> = [];
  for (const file of files) {
    const originalName = cleanOriginalName(file.name);
    const image = await processImage(originalName, Buffer.from(await file.arrayBuffer()));
    processed.push({ originalName, image, fileName: `${newBaseName()}.webp` });
  }

  const { storage } = ctx.services;
  const written: string[] = [];
  try {
    for (const { fileName, image } of processed) {
      const [full, card, thumb] = variantNames(fileName);
      for (const [name, bytes] of [[full, image.full], [card, image.card], [thumb, image.thumb]] as const) {
        await storage.put(name, bytes, 'image/webp');
        written.push(name);
      }
    }
    // Newest first is by createdAt then id; one timestamp for the batch keeps its order by id.
    const createdAt = new Date();
    return await announce(ctx, ctx.db.$transaction((tx) =>
      Promise.all(
        processed.map(({ fileName, originalName, image }) =>
          tx.mediaAsset.create({
            data: { vendorId, fileName, originalName, width: image.width, height: image.height, bytes: image.full.length, createdAt },
          }),
        ),
      ),
    ), { kind: 'media' });
  } catch (error) {
    await Promise.allSettled(written.map((name) => storage.remove(name)));
    throw error;
  }
}

/**
 * The query string that opens a library image for whoever may list it (its owner, the admin): the
 * library is reached only through mediaScope, so holding the row means being allowed to see it.
 */
export async function ownerImageQuery(ctx: Context, fileName: string): Promise<string> {
  return signedImageQuery(await ctx.services.signer(), fileName);
}

/** A vendor sees their own images, the admin sees every vendor's. */
async function mediaScope(ctx: Context): Promise<{ vendorId?: number }> {
  const viewer = await requireSignedIn(ctx);
  return viewer.kind === 'admin' ? {} : { vendorId: viewer.vendorId };
}

export const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The media library, newest first, with the caller's selection and paging. */
export async function listMedia<A extends Omit<Prisma.MediaAssetFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, args: A): Promise<Prisma.MediaAssetGetPayload<A>[]> {
  const where = await mediaScope(ctx);
  return ctx.db.mediaAsset.findMany({ ...args, where, orderBy: newestFirst }) as Promise<Prisma.MediaAssetGetPayload<A>[]>;
}

/** How many images the caller's media library holds. */
export async function countMedia(ctx: Context): Promise<number> {
  return ctx.db.mediaAsset.count({ where: await mediaScope(ctx) });
}

/** Where a stored image is still shown (products, the vendor's profile, feed posts). */
async function usesOf(tx: Prisma.TransactionClient, fileName: string): Promise<string[]> {
  const [products, vendors, posts] = await Promise.all([
    tx.product.count({ where: { OR: [{ images: { has: fileName } }, { featureImage: fileName }] } }),
    tx.vendor.count({ where: { image: fileName } }),
    tx.feedPost.count({ where: { image: fileName } }),
  ]);
  const uses: string[] = [];
  if (products) uses.push(products === 1 ? '1 product' : `${products} products`);
  if (vendors) uses.push('a store profile');
  if (posts) uses.push(posts === 1 ? '1 feed post' : `${posts} feed posts`);
  return uses;
}

/**
 * Deletes an image (owner or admin) and its files. An image still shown somewhere is refused
 * (409) rather than leaving broken pictures on the storefront: remove it there first.
 */
export async function deleteMedia(ctx: Context, where: { id: number } | { fileName: string }): Promise<MediaAssetRow> {
  const viewer = await requireSignedIn(ctx);
  const asset = await ctx.db.mediaAsset.findUnique({ where });
  if (!asset) throw new NotFoundError('Image not found.');
  assertOwnerOrAdmin(viewer, asset.vendorId, 'the images');
  await ctx.db.$transaction(async (tx) => {
    // Locked first, so no product or post can start showing it between the check and the delete.
    if (!(await lockImageForDelete(tx, asset.id))) throw new NotFoundError('Image not found.');
    const uses = await usesOf(tx, asset.fileName);
    if (uses.length) throw new ConflictError(`This image is still used by ${uses.join(' and ')}. Remove it there first.`);
    await tx.mediaAsset.delete({ where: { id: asset.id } });
  });
  ctx.services.changes.emit({ kind: 'media', id: asset.id });
  // After the row: a failed file removal leaves an orphan file, never a row without files.
  await Promise.allSettled(variantNames(asset.fileName).map((name) => ctx.services.storage.remove(name)));
  return asset;
}
