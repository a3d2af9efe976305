import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { assertOwnerOrAdmin, requireSignedIn, requireSellingVendor } from '../auth/guards.ts';
import { lockImagesForUse } from '../media/media-locks.ts';
import { visibleProduct } from '../catalogue/products.ts';
import { limitWrite, requireText, requireVisitorId } from './limits.ts';
import { addressHash, lockAddressTarget, PER_ADDRESS_CAP } from './visitors.ts';
import { CAPTION_MAX_LENGTH, FEED_MESSAGES, POST_COMMENT_MAX_LENGTH } from '@rules/social.ts';
import { pageFromRows, type Page, type PageRequest } from '../paging.ts';
import { announce } from '../events.ts';


/** Posts of revoked stores leave the feed with their listings. */
export const LIKED_FROM_ADDRESS = `This post has already been liked ${PER_ADDRESS_CAP} times from your network, the most we accept from one network.`;

export const visiblePost: Prisma.FeedPostWhereInput = { vendor: { accessGranted: true } };

export const postOrder: Prisma.FeedPostOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
export const postCommentOrder: Prisma.PostCommentOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Which posts a feed shows: every public store's, or one store's. */
export interface FeedFilter {
  storeId?: string | null;
}

function feedWhere(filter: FeedFilter): Prisma.FeedPostWhereInput {
  return { AND: [visiblePost, filter.storeId ? { vendor: { storeId: filter.storeId } } : {}] };
}

/** Feed posts, newest first, with the columns (and paging) `args` ask for. */
export function listFeed<A extends Omit<Prisma.FeedPostFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, filter: FeedFilter, args: A): Promise<Prisma.FeedPostGetPayload<A>[]> {
  return ctx.db.feedPost.findMany({ ...args, where: feedWhere(filter), orderBy: postOrder }) as Promise<Prisma.FeedPostGetPayload<A>[]>;
}

/** How many posts a feed holds under the same filter. */
export function countFeed(ctx: Context, filter: FeedFilter): Promise<number> {
  return ctx.db.feedPost.count({ where: feedWhere(filter) });
}

/** A post as a feed card shows it, with whether this visitor (x-visitor-id) likes it. */
export interface FeedPostView {
  id: number;
  caption: string;
  image: string;
  likeCount: number;
  likedByVisitor: boolean;
  commentCount: number;
  productId: number | null;
  productSlug: string | null;
  createdAt: Date;
  vendor: { firstName: string; lastName: string; storeName: string; storeId: string; image: string | null };
}

const postViewSelect = {
  id: true, caption: true, image: true, likeCount: true, createdAt: true, productId: true,
  vendor: { select: { firstName: true, lastName: true, storeName: true, storeId: true, image: true } },
  product: { select: { slug: true } },
  _count: { select: { comments: true } },
} satisfies Prisma.FeedPostSelect;

type PostViewRow = Prisma.FeedPostGetPayload<{ select: typeof postViewSelect }>;

/** A page of the feed as cards, newest first. */
export async function listFeedCards(ctx: Context, filter: FeedFilter, page: PageRequest): Promise<Page<FeedPostView>> {
  const rows = await listFeed(ctx, filter, { take: page.limit + 1, skip: page.offset ?? 0, select: postViewSelect });
  const { items, pageInfo } = pageFromRows(rows, page);
  return { items: await withVisitorLikes(ctx, items), pageInfo };
}

/** One post as a feed card (null when there is none), as its vendor sees it right after posting. */
export async function getFeedCard(ctx: Context, postId: number): Promise<FeedPostView | null> {
  const post = await ctx.db.feedPost.findUnique({ where: { id: postId }, select: postViewSelect });
  return post ? (await withVisitorLikes(ctx, [post]))[0] : null;
}

async function withVisitorLikes(ctx: Context, posts: PostViewRow[]): Promise<FeedPostView[]> {
  const { visitorId } = await ctx.viewer();
  const liked = new Set(
    visitorId && posts.length
      ? (await ctx.db.postLike.findMany({ where: { visitorId, postId: { in: posts.map((p) => p.id) } }, select: { postId: true } })).map((l) => l.postId)
      : [],
  );
  return posts.map(({ _count, product, ...post }) => ({ ...post, likedByVisitor: liked.has(post.id), commentCount: _count.comments, productSlug: product?.slug ?? null }));
}

async function requireVisiblePost(ctx: Context, postId: number) {
  const post = await ctx.db.feedPost.findFirst({ where: { AND: [visiblePost, { id: postId }] }, select: { id: true, vendorId: true } });
  if (!post) throw new NotFoundError('Post not found');
  return post;
}

export async function postLikes(ctx: Context, postId: number): Promise<{ postId: number; totalLikes: number; liked: boolean }> {
  await requireVisiblePost(ctx, postId);
  const { visitorId } = await ctx.viewer();
  const [post, like] = await Promise.all([
    ctx.db.feedPost.findUniqueOrThrow({ where: { id: postId }, select: { likeCount: true } }),
    visitorId ? ctx.db.postLike.findUnique({ where: { postId_visitorId: { postId, visitorId } }, select: { postId: true } }) : null,
  ]);
  return { postId, totalLikes: post.likeCount, liked: Boolean(like) };
}

/** Whether this visitor likes the post (false without a visitor id). */
export async function visitorLikes(ctx: Context, postId: number): Promise<boolean> {
  const { visitorId } = await ctx.viewer();
  if (!visitorId) return false;
  return Boolean(await ctx.db.postLike.findUnique({ where: { postId_visitorId: { postId, visitorId } }, select: { postId: true } }));
}

/**
 * Likes the post for this visitor, or takes the like back when there is one. The like row and
 * the post's counter change in one transaction with SQL increments, so the count answered is
 * the server's true count even when presses race.
 */
export async function togglePostLike(ctx: Context, postId: number): Promise<{ postId: number; liked: boolean; totalLikes: number }> {
  const visitorId = await requireVisitorId(ctx, 'Liking a post');
  await requireVisiblePost(ctx, postId);
  await limitWrite(ctx, 'like', visitorId);
  const address = addressHash(ctx);
  const write = ctx.db.$transaction(async (tx) => {
    await lockAddressTarget(tx, `like:${postId}`, address);
    const removed = await tx.$executeRaw`DELETE FROM post_likes WHERE post_id = ${postId} AND visitor_id = ${visitorId}`;
    let liked = false;
    let delta = -removed;
    if (removed === 0) {
      const [{ count }] = await tx.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM post_likes WHERE post_id = ${postId} AND address_hash = ${address}`;
      if (count >= PER_ADDRESS_CAP) throw new ConflictError(LIKED_FROM_ADDRESS);
      const added = await tx.$executeRaw`
        INSERT INTO post_likes (post_id, visitor_id, address_hash) VALUES (${postId}, ${visitorId}, ${address}) ON CONFLICT DO NOTHING`;
      liked = true;
      delta = added;
    }
    const [row] = await tx.$queryRaw<{ like_count: number }[]>`
      UPDATE feed_posts SET like_count = GREATEST(0, like_count + ${delta}::int) WHERE id = ${postId} RETURNING like_count`;
    return { postId, liked, totalLikes: row.like_count };
  });
  return announce(ctx, write, { kind: 'post-like', id: postId });
}

export async function listPostComments(ctx: Context, postId: number, { take = 100, skip = 0 } = {}) {
  await requireVisiblePost(ctx, postId);
  return ctx.db.postComment.findMany({ where: { postId }, orderBy: postCommentOrder, take, skip, select: { id: true, postId: true, text: true, createdAt: true } });
}

/** How many comments a visible post has (0 for an unknown or hidden one). */
export function countPostComments(ctx: Context, postId: number): Promise<number> {
  return ctx.db.postComment.count({ where: { postId, post: visiblePost } });
}

/** An anonymous comment under a post, stored as written. */
export async function commentOnPost(ctx: Context, input: { postId: number; text: unknown }) {
  const text = requireText(input.text, { field: 'comment', label: 'Comment', max: POST_COMMENT_MAX_LENGTH });
  await requireVisiblePost(ctx, input.postId);
  const { visitorId } = await ctx.viewer();
  await limitWrite(ctx, 'comment', visitorId);
  const write = ctx.db.postComment.create({ data: { postId: input.postId, visitorId, text }, select: { id: true, postId: true, text: true, createdAt: true } });
  return announce(ctx, write, (comment) => ({ kind: 'post-comment', id: comment.id }));
}

export interface CreatePostInput {
  caption: unknown;
  /** A file name from the vendor's media library. */
  image: unknown;
  productId?: number | null;
}

/**
 * A vendor's post: a caption, a picture from their own media library and optionally one of their
 * own listings. The admin does not sell, so it does not post.
 */
export async function createPost(ctx: Context, input: CreatePostInput) {
  const vendor = await requireSellingVendor(ctx);
  const caption = requireText(input.caption, { field: 'caption', label: 'Caption', max: CAPTION_MAX_LENGTH });
  const image = typeof input.image === 'string' ? input.image.trim() : '';
  if (!image) throw new ValidationError(FEED_MESSAGES.imageRequired, 'image');
  if (input.productId != null) {
    const product = await ctx.db.product.findFirst({ where: { AND: [visibleProduct, { id: input.productId }] }, select: { vendorId: true } });
    if (!product || product.vendorId !== vendor.vendorId) throw new ValidationError('The linked product must be one of your listings.', 'productId');
  }
  const write = ctx.db.$transaction(async (tx) => {
    // Locked until the post is saved: the image cannot be deleted from under it meanwhile.
    if (!(await lockImagesForUse(tx, vendor.vendorId, [image])).has(image)) throw new ValidationError('The image must be one of your media library.', 'image');
    return tx.feedPost.create({ data: { vendorId: vendor.vendorId, caption, image, productId: input.productId ?? null }, select: { id: true } });
  });
  return announce(ctx, write, (post) => ({ kind: 'post', id: post.id }));
}

/** The vendor who wrote the post, or the admin, deletes it (with its likes and comments). */
export async function deletePost(ctx: Context, postId: number): Promise<{ id: number }> {
  const viewer = await requireSignedIn(ctx);
  const post = await ctx.db.feedPost.findUnique({ where: { id: postId }, select: { vendorId: true } });
  if (!post) throw new NotFoundError('Post not found');
  assertOwnerOrAdmin(viewer, post.vendorId, 'the posts');
  await ctx.db.feedPost.delete({ where: { id: postId } });
  ctx.services.changes.emit({ kind: 'post', id: postId });
  return { id: postId };
}
