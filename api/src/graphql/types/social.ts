import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { issueVisitorId } from '../../domain/social/visitors.ts';
import { Image } from './image.ts';
import { Product, RatingSummary } from './product.ts';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { rateProduct, ratingsPerStar, visitorRating } from '../../domain/social/ratings.ts';
import { deleteComment, postComment } from '../../domain/social/comments.ts';
import { canDeleteComment } from '../../domain/auth/permissions.ts';
import { sendContactMessage } from '../../domain/social/contact.ts';
import { COMMENT_MAX_LENGTH } from '@rules/social.ts';
import { CONTACT_MESSAGES } from '@rules/contact.ts';

// ---- ratings ----

const RatingStarCount = builder.objectRef<{ stars: number; count: number }>('RatingStarCount').implement({
  description: 'How many ratings gave this many stars.',
  fields: (t) => ({ stars: t.exposeInt('stars', { description: 'The number of stars (1-5).' }), count: t.exposeInt('count', { description: 'How many ratings gave this many stars.' }) }),
});

builder.objectFields(RatingSummary, (t) => ({
  sum: t.exposeInt('sum', { description: 'Sum of all ratings (average = sum / count).' }),
  perStar: t.field({
    type: [RatingStarCount],
    description: 'Counts for 1 to 5 stars, in that order (one query per product: meant for detail pages).',
    resolve: async (r, _args, ctx) => {
      const perStar = await ratingsPerStar(ctx, r.productId);
      return ([1, 2, 3, 4, 5] as const).map((stars) => ({ stars, count: perStar[stars] }));
    },
  }),
  viewerRating: t.int({
    nullable: true,
    description: 'The rating this browser gave (from the x-visitor-id header), or null.',
    resolve: (r, _args, ctx) => visitorRating(ctx, r.productId),
  }),
}));

const RateProductInput = builder.inputType('RateProductInput', {
  fields: (t) => ({
    productId: t.globalID({ description: "The product's global id.", required: true, for: Product }),
    rating: t.int({ required: true, description: '1 to 5.' }),
  }),
});

const RateProductSuccess = builder.objectRef<{ productId: number; rating: number }>('RateProductSuccess');
RateProductSuccess.implement({
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: 'The rating just given.' }),
    product: t.prismaField({ description: 'The product with its rating updated.', type: Product, resolve: (query, r, _args, ctx) => ctx.db.product.findUniqueOrThrow({ ...query, where: { id: r.productId } }) }),
  }),
});

// ---- comments ----

export const Comment = builder.prismaNode('Comment', {
  id: { field: 'id' },
  select: {},
  description: 'A comment on a product. `text` is as written: render it as text, never as HTML.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    userName: t.exposeString('userName', { description: '"Anonymous User", or the store name of the vendor who wrote it.' }),
    userAvatar: t.field({ description: "The commenter's picture: the store's logo when a vendor commented; null for an anonymous comment.", type: Image, nullable: true, select: { userAvatar: true }, resolve: (c) => c.userAvatar }),
    text: t.exposeString('text', { description: 'The comment as written (plain text: render it as text, never as HTML).' }),
    createdAt: t.expose('createdAt', { description: 'When the comment was posted.', type: 'DateTime' }),
    viewerCanDelete: t.boolean({
      description: 'Whether the signed-in viewer (the admin or the owning vendor) may delete it.',
      select: { product: { select: { vendorId: true } } },
      resolve: async (c, _args, ctx) => canDeleteComment(await ctx.viewer(), c.product),
    }),
  }),
});

builder.prismaObjectFields('Product', (t) => ({
  comments: t.relatedConnection('comments', {
    cursor: 'id',
    description: 'Comments, newest first.',
    query: () => ({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    totalCount: true,
  }),
}));

const PostCommentInput = builder.inputType('PostCommentInput', {
  fields: (t) => ({
    productId: t.globalID({ description: "The product's global id.", required: true, for: Product }),
    text: t.string({ required: true, description: `Non-blank, at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters; stored as written.` }),
  }),
});

const PostCommentSuccess = builder.objectRef<{ commentId: number }>('PostCommentSuccess');
PostCommentSuccess.implement({
  fields: (t) => ({
    comment: t.prismaField({ description: 'The new comment.', type: Comment, resolve: (query, r, _args, ctx) => ctx.db.comment.findUniqueOrThrow({ ...query, where: { id: r.commentId } }) }),
  }),
});

const DeleteCommentInput = builder.inputType('DeleteCommentInput', {
  fields: (t) => ({ commentId: t.globalID({ description: "The comment's global id.", required: true, for: Comment }) }),
});

const DeleteCommentSuccess = builder.objectRef<{ id: number; deletedBy: string }>('DeleteCommentSuccess');
DeleteCommentSuccess.implement({
  fields: (t) => ({
    deletedCommentId: t.id({ description: 'The global id of the comment deleted.', resolve: (r) => Buffer.from(`Comment:${r.id}`).toString('base64') }),
    deletedBy: t.exposeString('deletedBy', { description: 'The store name of who deleted it.' }),
  }),
});

// ---- contact ----

const ContactUserTypeEnum = builder.enumType('ContactUserType', {
  description: 'Who sends a contact message, as the contact form asks.',
  values: describedValues(['VENDOR', 'CUSTOMER'] as const, {
    CUSTOMER: 'A shopper.',
    VENDOR: 'A store on the marketplace.',
  }),
});

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  fields: (t) => ({
    name: t.string({ description: "The sender's name.", required: true }),
    email: t.string({ description: 'Where the team answers.', required: true }),
    message: t.string({ description: 'The message to the team.', required: true }),
    userType: t.field({ type: ContactUserTypeEnum, required: false, description: 'Required; null stands for "Select Type".' }),
  }),
});

const SendContactMessageSuccess = builder.objectRef<{ message: string }>('SendContactMessageSuccess');
SendContactMessageSuccess.implement({ fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, in words to show.' }) }) });

// ---- mutations ----

const IssuedVisitorId = builder.objectRef<{ visitorId: string; expiresAt: Date }>('IssuedVisitorId').implement({
  description: 'An anonymous visitor id for the x-visitor-id header (ratings and likes count once per id; only issued ids count).',
  fields: (t) => ({
    visitorId: t.exposeString('visitorId', { description: 'The id to send as the x-visitor-id header.' }),
    expiresAt: t.expose('expiresAt', { description: 'When the visitor id stops counting (ask for a new one then).', type: 'DateTime' }),
  }),
});

builder.mutationFields((t) => ({
  issueVisitorId: t.field({
    type: IssuedVisitorId,
    description: 'Issues an anonymous visitor id, valid a year, for the x-visitor-id header. At most 100 new ids per address an hour.',
    errors: { types: [RateLimitedError], directResult: true },
    resolve: (_root, _args, ctx) => issueVisitorId(ctx),
  }),
  rateProduct: t.field({
    type: RateProductSuccess,
    description:
      'Rates a product 1 to 5, once per visitor (x-visitor-id header with an issued id; without the header the network address is one visitor). A repeat, or a product already rated 3 times from the same network, is a ConflictError.',
    errors: { types: [ValidationError, ConflictError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: RateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const productId = Number(input.productId.id);
      await rateProduct(ctx, { productId, rating: input.rating });
      return { productId, rating: input.rating };
    },
  }),
  postComment: t.field({
    type: PostCommentSuccess,
    description: 'Comments on a product: as "Anonymous User", or as the signed-in vendor\'s store.',
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: PostCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const comment = await postComment(ctx, { productId: Number(input.productId.id), text: input.text });
      return { commentId: comment.id };
    },
  }),
  deleteComment: t.field({
    type: DeleteCommentSuccess,
    description: 'The admin or the vendor owning the product deletes a comment (401/403 otherwise, as top-level errors).',
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: DeleteCommentInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteComment(ctx, Number(input.commentId.id)),
  }),
  sendContactMessage: t.field({
    type: SendContactMessageSuccess,
    description: 'The contact form: the message is kept and mailed to the team inbox.',
    errors: { types: [ValidationError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await sendContactMessage(ctx, { ...input, userType: input.userType?.toLowerCase() ?? '' });
      return { message: CONTACT_MESSAGES.sent };
    },
  }),
}));
