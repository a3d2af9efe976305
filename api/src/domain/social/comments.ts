import type { Context } from '../context.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requireSignedIn } from '../auth/guards.ts';
import type { Viewer } from '../auth/viewer.ts';
import { canDeleteComment } from '../auth/permissions.ts';
import { visibleProduct } from '../catalogue/products.ts';
import { limitWrite, requireText } from './limits.ts';
import { COMMENT_MAX_LENGTH } from '@rules/social.ts';
import { announce } from '../events.ts';

export { COMMENT_MAX_LENGTH };
export const ANONYMOUS_NAME = 'Anonymous User';
export const DELETE_FORBIDDEN = "Access denied. You don't have permission to delete this comment.";

/** What every comment answer reads. */
export const commentSelect = {
  id: true,
  productId: true,
  vendorId: true,
  userName: true,
  userAvatar: true,
  text: true,
  createdAt: true,
  vendor: { select: { storeId: true } },
} as const;

/** A product's comments, newest first. */
export async function listComments(ctx: Context, productId: number, { take = 100, skip = 0 } = {}) {
  const product = await ctx.db.product.findFirst({ where: { AND: [visibleProduct, { id: productId }] }, select: { id: true } });
  if (!product) throw new NotFoundError('Product not found');
  return ctx.db.comment.findMany({ where: { productId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip, select: commentSelect });
}

/** How many comments a visible product has (0 for an unknown or hidden one). */
export function countComments(ctx: Context, productId: number): Promise<number> {
  return ctx.db.comment.count({ where: { productId, product: visibleProduct } });
}

/**
 * Posts a comment. Visitors always post as "Anonymous User" (a name sent by the client is not
 * trusted: nobody may pose as a store); a signed-in vendor posts under the store's name and image.
 * The text is stored exactly as written; clients render it as text.
 */
export async function postComment(ctx: Context, input: { productId: number; text: unknown }) {
  const text = requireText(input.text, { field: 'text', label: 'Comment text', max: COMMENT_MAX_LENGTH });
  const viewer = await ctx.viewer();
  const product = await ctx.db.product.findFirst({ where: { AND: [visibleProduct, { id: input.productId }] }, select: { id: true } });
  if (!product) throw new NotFoundError('Product not found');
  await limitWrite(ctx, 'comment', viewer.visitorId);
  const author = await commentAuthor(ctx, viewer);
  const write = ctx.db.comment.create({
    data: { productId: input.productId, text, visitorId: viewer.visitorId, ...author },
    select: commentSelect,
  });
  return announce(ctx, write, (comment) => ({ kind: 'comment', id: comment.id }));
}

async function commentAuthor(ctx: Context, viewer: Viewer) {
  if (viewer.kind === 'visitor') return { userName: ANONYMOUS_NAME, userAvatar: null, vendorId: null };
  const vendor = await ctx.db.vendor.findUniqueOrThrow({ where: { id: viewer.vendorId }, select: { storeName: true, image: true } });
  return { userName: vendor.storeName, userAvatar: vendor.image, vendorId: viewer.vendorId };
}

/**
 * Deletes a comment: only the admin or the vendor owning the product, decided from the session
 * (an is-admin header or flag from the client is never consulted). Returns who deleted it.
 */
export async function deleteComment(ctx: Context, commentId: number): Promise<{ id: number; deletedBy: string }> {
  const viewer = await requireSignedIn(ctx);
  const comment = await ctx.db.comment.findUnique({ where: { id: commentId }, select: { id: true, product: { select: { vendorId: true } } } });
  if (!comment) throw new NotFoundError('Comment not found');
  if (!canDeleteComment(viewer, comment.product)) throw new ForbiddenError(DELETE_FORBIDDEN);
  await ctx.db.comment.delete({ where: { id: commentId } });
  ctx.services.changes.emit({ kind: 'comment', id: commentId });
  return { id: commentId, deletedBy: viewer.storeName };
}
