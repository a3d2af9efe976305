import { builder } from '../builder.ts';
import { canDeletePost } from '../../domain/auth/permissions.ts';
import { Image } from './image.ts';
import { Product } from './product.ts';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { commentOnPost, countFeed, createPost, deletePost, listFeed, postCommentOrder, postOrder, togglePostLike } from '../../domain/social/feed.ts';
import { CAPTION_MAX_LENGTH, POST_COMMENT_MAX_LENGTH } from '@rules/social.ts';

export const PostComment = builder.prismaNode('PostComment', {
  id: { field: 'id' },
  select: {},
  description: 'An anonymous comment under a feed post; `text` is as written: render it as text.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    text: t.exposeString('text', { description: 'The comment as written (plain text).' }),
    createdAt: t.expose('createdAt', { description: 'When the comment was posted.', type: 'DateTime' }),
  }),
});

export const FeedPost = builder.prismaNode('FeedPost', {
  id: { field: 'id' },
  select: {},
  description: "A vendor's post on the feed.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    caption: t.exposeString('caption', { description: 'The text under the image, as written (plain text).' }),
    image: t.field({ description: "The post's image.", type: Image, select: { image: true }, resolve: (p) => p.image }),
    vendor: t.relation('vendor', { description: 'The store that posted it.' }),
    product: t.relation('product', { nullable: true, description: 'The listing the post is about, if any.' }),
    likeCount: t.exposeInt('likeCount', { description: "The server's count of likes." }),
    viewerHasLiked: t.boolean({
      description: 'Whether this browser (x-visitor-id header) likes the post.',
      // The like of this visitor only, read in the same query as the post.
      // ctx.visitorId() marks the answer personal, so the shared cache never serves it to others.
      select: (_args, ctx) => ({ likes: { where: { visitorId: ctx.visitorId() ?? '' }, select: { postId: true }, take: 1 } }),
      resolve: (p) => p.likes.length > 0,
    }),
    viewerCanDelete: t.boolean({
      description: 'Whether the signed-in viewer (its vendor or the admin) may delete it.',
      select: { vendorId: true },
      resolve: async (p, _args, ctx) => {
        return canDeletePost(await ctx.viewer(), p);
      },
    }),
    commentCount: t.relationCount('comments', { description: 'How many comments the post has.' }),
    recentComments: t.relation('comments', {
      description: 'The newest comments (default 2, at most 20): the card shows these before "Show All Comments".',
      args: { first: t.arg.int({ description: 'How many of the newest comments to answer (2 by default, at most 20).', defaultValue: 2, required: true }) },
      query: (args) => ({ orderBy: postCommentOrder, take: Math.min(Math.max(args.first, 0), 20) }),
    }),
    comments: t.relatedConnection('comments', {
      cursor: 'id',
      description: 'Comments, newest first.',
      query: () => ({ orderBy: postCommentOrder }),
      totalCount: true,
    }),
    createdAt: t.expose('createdAt', { description: 'When the post was published.', type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Vendor', (t) => ({
  posts: t.relatedConnection('posts', {
    cursor: 'id',
    description: "The store's feed posts, newest first.",
    query: () => ({ orderBy: postOrder }),
    totalCount: true,
  }),
}));

builder.queryFields((t) => ({
  feed: t.prismaConnection({
    type: FeedPost,
    cursor: 'id',
    description: 'Feed posts, newest first; `storeId` keeps one store\'s posts.',
    args: { storeId: t.arg.string({ description: "Only this store's posts; absent: every store's.", required: false }) },
    totalCount: (_root, args, ctx) => countFeed(ctx, { storeId: args.storeId }),
    resolve: (query, _root, args, ctx) => listFeed(ctx, { storeId: args.storeId }, query),
  }),
}));

const PostIdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ postId: t.globalID({ required: true, for: FeedPost, description: "The feed post's global id." }) }) });
const TogglePostLikeInput = PostIdInput('TogglePostLikeInput');
const DeletePostInput = PostIdInput('DeletePostInput');

const CommentOnPostInput = builder.inputType('CommentOnPostInput', {
  fields: (t) => ({
    postId: t.globalID({ description: "The feed post's global id.", required: true, for: FeedPost }),
    text: t.string({ required: true, description: `Non-blank, at most ${POST_COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.` }),
  }),
});

const CreatePostInput = builder.inputType('CreatePostInput', {
  fields: (t) => ({
    caption: t.string({ required: true, description: `At most ${CAPTION_MAX_LENGTH.toLocaleString('en-US')} characters.` }),
    image: t.string({ required: true, description: "A file name from the vendor's media library." }),
    productId: t.globalID({ required: false, for: Product, description: "Optionally one of the vendor's own listings." }),
  }),
});

const postById = (name: string) =>
  builder.objectRef<{ postId: number }>(name).implement({
    fields: (t) => ({
      post: t.prismaField({ description: 'The post as saved.', type: FeedPost, resolve: (query, r, _args, ctx) => ctx.db.feedPost.findUniqueOrThrow({ ...query, where: { id: r.postId } }) }),
    }),
  });

const TogglePostLikeSuccess = builder.objectRef<{ postId: number; liked: boolean }>('TogglePostLikeSuccess').implement({
  fields: (t) => ({
    liked: t.exposeBoolean('liked', { description: 'True when this press liked the post, false when it took the like back.' }),
    post: t.prismaField({ description: 'The post with its like count updated.', type: FeedPost, resolve: (query, r, _args, ctx) => ctx.db.feedPost.findUniqueOrThrow({ ...query, where: { id: r.postId } }) }),
  }),
});

const CommentOnPostSuccess = builder.objectRef<{ postId: number; commentId: number }>('CommentOnPostSuccess').implement({
  fields: (t) => ({
    comment: t.prismaField({ description: 'The new comment.', type: PostComment, resolve: (query, r, _args, ctx) => ctx.db.postComment.findUniqueOrThrow({ ...query, where: { id: r.commentId } }) }),
    post: t.prismaField({ description: 'The post, with its comment count and recent comments updated.', type: FeedPost, resolve: (query, r, _args, ctx) => ctx.db.feedPost.findUniqueOrThrow({ ...query, where: { id: r.postId } }) }),
  }),
});

const CreatePostSuccess = postById('CreatePostSuccess');

const DeletePostSuccess = builder.objectRef<{ id: number }>('DeletePostSuccess').implement({
  fields: (t) => ({ deletedPostId: t.id({ description: 'The global id of the post deleted.', resolve: (r) => Buffer.from(`FeedPost:${r.id}`).toString('base64') }) }),
});

builder.mutationFields((t) => ({
  togglePostLike: t.field({
    type: TogglePostLikeSuccess,
    description: "Likes the post for this visitor (x-visitor-id with an issued id; without the header the network address is one visitor), or takes the like back; the post carries the server's count. At most 3 likes per post from one network.",
    errors: { types: [ValidationError, NotFoundError, ConflictError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: TogglePostLikeInput, required: true }) },
    resolve: (_root, { input }, ctx) => togglePostLike(ctx, Number(input.postId.id)),
  }),
  commentOnPost: t.field({
    type: CommentOnPostSuccess,
    description: 'An anonymous comment under a post.',
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: CommentOnPostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const postId = Number(input.postId.id);
      const comment = await commentOnPost(ctx, { postId, text: input.text });
      return { postId, commentId: comment.id };
    },
  }),
  createPost: t.field({
    type: CreatePostSuccess,
    description: "A vendor posts to the feed: caption, a picture of their media library, optionally one of their listings.",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const post = await createPost(ctx, { caption: input.caption, image: input.image, productId: input.productId ? Number(input.productId.id) : null });
      return { postId: post.id };
    },
  }),
  deletePost: t.field({
    type: DeletePostSuccess,
    description: 'Its vendor or the admin deletes a post (401/403 otherwise, as top-level errors).',
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeletePostInput, required: true }) },
    resolve: (_root, { input }, ctx) => deletePost(ctx, Number(input.postId.id)),
  }),
}));

