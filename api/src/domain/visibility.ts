import type { Context } from './context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Viewer } from './auth/viewer.ts';
import { visibleProduct } from './catalogue/products.ts';
import { publicVendor } from './catalogue/vendors.ts';
import { visiblePost } from './social/feed.ts';
import { managedBy } from './auth/permissions.ts';

/**
 * Which rows of each globally identified type a viewer may see: the one rule per type that
 * `node`, `nodes`, the typed fields, REST and /uploads all follow. A type missing here is seen by
 * nobody through `node`.
 *
 * - Vendors: the public ones (not the admin account, not revoked); the admin sees all.
 * - Products: those of listed vendors (a revoked store's listings leave the storefront); the admin
 *   sees all. A revoked vendor cannot sign in, so "own" adds nothing for vendors.
 * - Media library images: their owner and the admin only (a public page shows an image through
 *   the product, profile or post that uses it, never as a library entry).
 * - Comments and feed posts follow what they belong to.
 * - Order parts: their vendor and the admin.
 */
export const visibleWhere = {
  Vendor: (viewer: Viewer): Prisma.VendorWhereInput | null => (viewer.kind === 'admin' ? {} : publicVendor),
  Product: (viewer: Viewer): Prisma.ProductWhereInput | null => (viewer.kind === 'admin' ? {} : visibleProduct),
  Category: (): Prisma.CategoryWhereInput | null => ({}),
  MediaAsset: (viewer: Viewer): Prisma.MediaAssetWhereInput | null =>
    viewer.kind === 'admin' ? {} : viewer.kind === 'vendor' ? { vendorId: viewer.vendorId } : null,
  Comment: (viewer: Viewer): Prisma.CommentWhereInput | null => ({ product: visibleWhere.Product(viewer)! }),
  FeedPost: (viewer: Viewer): Prisma.FeedPostWhereInput | null => (viewer.kind === 'admin' ? {} : visiblePost),
  PostComment: (viewer: Viewer): Prisma.PostCommentWhereInput | null => ({ post: visibleWhere.FeedPost(viewer)! }),
  // A vendor's part of an order: its vendor and the admin (a shopper sees theirs through orderTracking).
  OrderPart: (viewer: Viewer): Prisma.OrderPartWhereInput | null => managedBy(viewer),
};

export type NodeTypename = keyof typeof visibleWhere;

/** The Prisma delegate of each node type, for the existence-and-visibility check. */
const delegates: Record<NodeTypename, (ctx: Context) => { findFirst(args: { where: object; select: { id: true } }): Promise<{ id: number } | null> }> = {
  Vendor: (ctx) => ctx.db.vendor,
  Product: (ctx) => ctx.db.product,
  Category: (ctx) => ctx.db.category,
  MediaAsset: (ctx) => ctx.db.mediaAsset,
  Comment: (ctx) => ctx.db.comment,
  FeedPost: (ctx) => ctx.db.feedPost,
  PostComment: (ctx) => ctx.db.postComment,
  OrderPart: (ctx) => ctx.db.orderPart,
};

const isNodeTypename = (typename: string): typename is NodeTypename => Object.hasOwn(visibleWhere, typename);

/**
 * Whether the object a global id names exists and the viewer may see it. Anything else (unknown
 * type, missing row, not visible) is the same `false`, so an answer never tells which.
 */
export async function canSeeNode(ctx: Context, typename: string, id: string): Promise<boolean> {
  if (!isNodeTypename(typename)) return false;
  const numericId = Number(id);
  if (!Number.isSafeInteger(numericId)) return false;
  const viewer = await ctx.viewer();
  const where = visibleWhere[typename](viewer);
  if (!where) return false;
  const row = await delegates[typename](ctx).findFirst({ where: { AND: [{ id: numericId }, where] }, select: { id: true } });
  return row !== null;
}
