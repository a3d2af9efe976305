import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc } from '../params.ts';
import { json } from '../../http/responses.ts';
import { rateProduct, ratingSummary, visitorRating, type RatingSummary } from '../../domain/social/ratings.ts';
import { countComments, deleteComment, listComments, postComment, COMMENT_MAX_LENGTH } from '../../domain/social/comments.ts';
import { commentOnPost, countFeed, countPostComments, createPost, deletePost, getFeedCard, listFeedCards, listPostComments, postLikes, togglePostLike, type FeedPostView } from '../../domain/social/feed.ts';
import { sendContactMessage } from '../../domain/social/contact.ts';
import { issueVisitorId } from '../../domain/social/visitors.ts';
import { ValidationError } from '../../domain/errors.ts';
import { CAPTION_MAX_LENGTH, POST_COMMENT_MAX_LENGTH, VISITOR_HEADER } from '@rules/social.ts';
import { CONTACT_MESSAGES } from '@rules/contact.ts';

const commentPage = { max: 500, fallback: 100 };
const pageQuery = pageQueryDoc(commentPage);
const page = (query: URLSearchParams) => pageParams(query, commentPage);

/** A numeric id from a JSON body (number or digits), else a 400 naming the field. */
function bodyId(body: Record<string, unknown>, field: string): number {
  return intParam(textField(body, field), field, { min: 1 });
}

// ---- shapes ----

const ratingSummarySchema = {
  type: 'object',
  properties: {
    productId: { type: 'integer' },
    avgRating: { type: 'number', description: '0 when the product has no rating' },
    ratingCounts: { type: 'object', description: 'Ratings per star, keyed "1" to "5"', properties: Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, { type: 'integer' }])) },
    numberOfReviews: { type: 'integer' },
    yourRating: { type: ['integer', 'null'], description: 'The rating this browser (x-visitor-id) gave, or null' },
  },
};

function toRestRating(summary: RatingSummary, yourRating: number | null) {
  return {
    productId: summary.productId,
    avgRating: summary.average ?? 0,
    ratingCounts: summary.perStar,
    numberOfReviews: summary.count,
    yourRating,
  };
}

const commentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    productId: { type: 'integer' },
    userName: { type: 'string', description: '"Anonymous User", or the store name of a signed-in vendor' },
    userAvatar: { type: ['string', 'null'] },
    userId: { type: ['string', 'null'], description: "The commenting vendor's store_id; null for visitors" },
    text: { type: 'string', description: 'As written: render it as text, never as HTML' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

type CommentRow = Awaited<ReturnType<typeof postComment>>;
const toRestComment = (c: CommentRow) => ({
  id: c.id,
  productId: c.productId,
  userName: c.userName,
  userAvatar: c.userAvatar,
  userId: c.vendor?.storeId ?? null,
  text: c.text,
  createdAt: c.createdAt.toISOString(),
});

const postSchema = {
  type: 'object',
  properties: {
    postId: { type: 'integer' },
    vendorName: { type: 'string' },
    store_name: { type: 'string' },
    store_id: { type: 'string' },
    image: { type: ['string', 'null'], description: "The vendor's image" },
    productDescription: { type: 'string', description: 'The caption' },
    featureImage: { type: 'string', description: "The post's picture" },
    totalLikes: { type: 'integer' },
    liked: { type: 'boolean', description: 'Whether this browser (x-visitor-id) likes the post' },
    commentCount: { type: 'integer' },
    productId: { type: ['integer', 'null'] },
    productSlug: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
};

const toRestPost = (p: FeedPostView) => ({
  postId: p.id,
  vendorName: `${p.vendor.firstName} ${p.vendor.lastName}`.trim(),
  store_name: p.vendor.storeName,
  store_id: p.vendor.storeId,
  image: p.vendor.image,
  productDescription: p.caption,
  featureImage: p.image,
  totalLikes: p.likeCount,
  liked: p.likedByVisitor,
  commentCount: p.commentCount,
  productId: p.productId,
  productSlug: p.productSlug,
  created_at: p.createdAt.toISOString(),
});

const postCommentSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, postId: { type: 'integer' }, comment: { type: 'string' }, created_at: { type: 'string', format: 'date-time' } },
};
const toRestPostComment = (c: { id: number; postId: number; text: string; createdAt: Date }) => ({
  id: c.id, postId: c.postId, comment: c.text, created_at: c.createdAt.toISOString(),
});

const message = { type: 'object', properties: { message: { type: 'string' } } };
const visitorNote =
  ' Send the browser\'s anonymous id (POST /visitor) in the header x-visitor-id; without the header the client address counts as one visitor (within the same cap of 3 per product or post per address). A header the server did not issue is 400.';
/** The x-visitor-id request header, for the operations that read it. */
const visitorHeader = { [VISITOR_HEADER]: 'The anonymous visitor id from POST /visitor (optional).' };
const limitNote = ' Rate limited per address and per visitor id (429 with a message).';

// ---- routes ----

export const socialRoutes: Route[] = [
  {
    method: 'GET',
    path: '/rating/{productId}',
    doc: { operationId: 'getRating', headers: visitorHeader, errors: [404], params: { productId: { description: 'The numeric id of the product.', type: 'integer' } }, tag: 'Social', summary: 'The rating summary of a product, as a one-item list (avgRating 0 when there is none).', response: { type: 'array', items: ratingSummarySchema } },
    async handle({ ctx, params }) {
      const productId = intParam(params.productId, 'productId', { min: 1 });
      const [summary, mine] = await Promise.all([ratingSummary(ctx, productId), visitorRating(ctx, productId)]);
      return [toRestRating(summary, mine)];
    },
  },
  {
    method: 'POST',
    path: '/visitor',
    doc: {
      operationId: 'issueVisitorId', errors: [429],
      tag: 'Social',
      summary:
        'Issues an anonymous visitor id (valid a year) for the x-visitor-id header: ratings and likes count once per issued id, and only ids the server issued count. At most 100 new ids per address an hour.',
      response: { type: 'object', required: ['visitorId', 'expiresAt'], properties: { visitorId: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } } },
    },
    handle: ({ ctx }) => issueVisitorId(ctx),
  },
  {
    method: 'POST',
    path: '/submitrating',
    doc: {
      operationId: 'submitRating', headers: visitorHeader, errors: [404, 409, 429],
      tag: 'Social',
      summary: `Rates a product 1 to 5, once per visitor (409 "You have already rated this product." on a repeat).${visitorNote}${limitNote}`,
      requestBody: { type: 'object', required: ['productId', 'rating'], properties: { productId: { type: 'integer' }, rating: { type: 'integer', minimum: 1, maximum: 5 } } },
      response: { ...ratingSummarySchema, properties: { ...ratingSummarySchema.properties, message: { type: 'string' }, rating: { type: 'integer' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const productId = bodyId(input, 'productId');
      const summary = await rateProduct(ctx, { productId, rating: input.rating });
      const rating = Number(input.rating);
      return { message: 'Rating submitted successfully', rating, ...toRestRating(summary, rating) };
    },
  },
  {
    method: 'GET',
    path: '/comments/{id}',
    doc: { operationId: 'listProductComments', errors: [404], params: { id: { description: 'The numeric id of the product whose comments are listed (GET /comments/{productId} in the spec).', type: 'integer' } }, tag: 'Social', summary: "A product's comments, newest first.", query: pageQuery, response: { type: 'array', items: commentSchema }, paged: true },
    async handle({ ctx, params, query, url }) {
      const productId = intParam(params.id, 'productId', { min: 1 });
      const paging = page(query);
      const [rows, total] = await Promise.all([listComments(ctx, productId, paging), countComments(ctx, productId)]);
      return pagedAnswer(url, paging, total, rows.map(toRestComment));
    },
  },
  {
    method: 'POST',
    path: '/comments',
    doc: {
      operationId: 'postComment', bearerOptional: true, headers: visitorHeader, success: [201], errors: [404, 429],
      tag: 'Social',
      summary: `Posts a comment (status 201). Visitors post as "Anonymous User" (userName and userId sent by the client are ignored); a signed-in vendor (bearer) posts under the store name. Text: non-blank, at most ${COMMENT_MAX_LENGTH} characters, stored as written.${limitNote}`,
      requestBody: { type: 'object', required: ['productId', 'text'], properties: { productId: { type: 'integer' }, text: { type: 'string', maxLength: COMMENT_MAX_LENGTH }, userId: { description: 'Ignored' }, userName: { description: 'Ignored' } } },
      response: commentSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const comment = await postComment(ctx, { productId: bodyId(input, 'productId'), text: input.text });
      return json(toRestComment(comment), 201);
    },
  },
  {
    method: 'DELETE',
    path: '/comments/{id}',
    auth: 'vendor',
    doc: {
      operationId: 'deleteComment', errors: [404], params: { id: { description: 'The numeric id of the comment (DELETE /comments/{commentId} in the spec).', type: 'integer' } },
      tag: 'Social',
      summary: 'Deletes a comment: the admin, or the vendor owning the product (403 otherwise). Who is admin is known from the session; an is-admin header is accepted and ignored.',
      response: { type: 'object', properties: { message: { type: 'string' }, deletedBy: { type: 'string' }, commentId: { type: 'integer' } } },
    },
    async handle({ ctx, params }) {
      const result = await deleteComment(ctx, intParam(params.id, 'commentId', { min: 1 }));
      return { message: 'Comment deleted successfully', deletedBy: result.deletedBy, commentId: result.id };
    },
  },
  {
    method: 'GET',
    path: '/getposts',
    doc: { operationId: 'listPosts', headers: visitorHeader, tag: 'Feed', summary: 'Feed posts, newest first (`liked` for the x-visitor-id sent).', query: pageQuery, response: { type: 'array', items: postSchema }, paged: true },
    async handle({ ctx, query, url }) {
      const paging = page(query);
      const [cards, total] = await Promise.all([listFeedCards(ctx, {}, { limit: paging.take, offset: paging.skip }), countFeed(ctx, {})]);
      return pagedAnswer(url, paging, total, cards.items.map(toRestPost));
    },
  },
  {
    method: 'GET',
    path: '/posts/{postId}/likes',
    doc: { operationId: 'getPostLikes', headers: visitorHeader, errors: [404], params: { postId: { description: 'The numeric id of the post.', type: 'integer' } }, tag: 'Feed', summary: 'The like count of a post, and whether this visitor likes it.', response: { type: 'object', properties: { postId: { type: 'integer' }, totalLikes: { type: 'integer' }, liked: { type: 'boolean' } } } },
    async handle({ ctx, params }) {
      return postLikes(ctx, intParam(params.postId, 'postId', { min: 1 }));
    },
  },
  {
    method: 'GET',
    path: '/posts/{postId}/comments',
    doc: { operationId: 'listPostComments', errors: [404], params: { postId: { description: 'The numeric id of the post.', type: 'integer' } }, tag: 'Feed', summary: 'Comments under a post, newest first.', query: pageQuery, response: { type: 'array', items: postCommentSchema }, paged: true },
    async handle({ ctx, params, query, url }) {
      const postId = intParam(params.postId, 'postId', { min: 1 });
      const paging = page(query);
      const [rows, total] = await Promise.all([listPostComments(ctx, postId, paging), countPostComments(ctx, postId)]);
      return pagedAnswer(url, paging, total, rows.map(toRestPostComment));
    },
  },
  {
    method: 'POST',
    path: '/posts/{postId}/addLike',
    doc: {
      operationId: 'togglePostLike', headers: visitorHeader, errors: [404, 409, 429], params: { postId: { description: 'The numeric id of the post.', type: 'integer' } },
      tag: 'Feed',
      summary: `Toggles this visitor's like: the first press likes, the next takes it back. Answers the server's count.${visitorNote}${limitNote}`,
      response: { type: 'object', properties: { message: { type: 'string' }, postId: { type: 'integer' }, liked: { type: 'boolean' }, totalLikes: { type: 'integer' } } },
    },
    async handle({ ctx, params }) {
      const result = await togglePostLike(ctx, intParam(params.postId, 'postId', { min: 1 }));
      return { message: result.liked ? 'Like added' : 'Like removed', ...result };
    },
  },
  {
    method: 'POST',
    path: '/posts/{postId}/comments',
    doc: {
      operationId: 'commentOnPost', headers: visitorHeader, success: [201], errors: [404, 429], params: { postId: { description: 'The numeric id of the post.', type: 'integer' } },
      tag: 'Feed',
      summary: `Adds an anonymous comment under a post (status 201; at most ${POST_COMMENT_MAX_LENGTH} characters, stored as written).${limitNote}`,
      requestBody: { type: 'object', required: ['comment'], properties: { comment: { type: 'string', maxLength: 1000 } } },
      response: postCommentSchema,
    },
    async handle({ ctx, params, body }) {
      const input = await readObject(body);
      const comment = await commentOnPost(ctx, { postId: intParam(params.postId, 'postId', { min: 1 }), text: input.comment });
      return json(toRestPostComment(comment), 201);
    },
  },
  {
    method: 'POST',
    path: '/createpost',
    auth: 'vendor',
    doc: {
      operationId: 'createPost', success: [201],
      tag: 'Feed',
      summary:
        `A vendor posts to the feed (status 201). \`caption\` (or \`productDescription\`): the text, at most ${CAPTION_MAX_LENGTH} characters. \`image\` (or \`featureImage\`): the file name of a picture in the vendor's media library (upload it first with POST /uploadImages). \`productId\`: optional, one of the vendor's own listings. The admin account does not post (403).`,
      requestBody: {
        type: 'object',
        required: ['caption', 'image'],
        properties: { caption: { type: 'string', maxLength: CAPTION_MAX_LENGTH }, image: { type: 'string', description: 'Media file name, e.g. "a1b2c3.webp"' }, productId: { type: ['integer', 'null'] } },
      },
      response: postSchema,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const rawProduct = input.productId;
      const productId = rawProduct == null || rawProduct === '' ? null : bodyId(input, 'productId');
      const caption = input.caption ?? input.productDescription;
      const image = input.image ?? input.featureImage;
      if (caption != null && typeof caption !== 'string') throw new ValidationError('Caption must be text.', 'caption');
      const post = await createPost(ctx, { caption, image, productId });
      return json(toRestPost((await getFeedCard(ctx, post.id))!), 201);
    },
  },
  {
    method: 'DELETE',
    path: '/posts/{postId}',
    auth: 'vendor',
    doc: { operationId: 'deletePost', errors: [404], params: { postId: { description: 'The numeric id of the post.', type: 'integer' } }, tag: 'Feed', summary: 'Deletes a post: the vendor who wrote it, or the admin (403 otherwise).', response: message },
    async handle({ ctx, params }) {
      await deletePost(ctx, intParam(params.postId, 'postId', { min: 1 }));
      return { message: 'Post deleted' };
    },
  },
  {
    method: 'POST',
    path: '/send-email',
    doc: {
      operationId: 'sendContactMessage', headers: visitorHeader, errors: [429, 503],
      tag: 'Contact',
      summary: `The contact form: keeps the message and mails it to the team inbox. Every field is required ("This field is required.", with \`field\`); userType is vendor or customer.${limitNote}`,
      requestBody: {
        type: 'object',
        required: ['name', 'email', 'message', 'userType'],
        properties: { name: { type: 'string', maxLength: 200 }, email: { type: 'string', format: 'email' }, message: { type: 'string', maxLength: 5000 }, userType: { enum: ['vendor', 'customer'] } },
      },
      response: message,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      await sendContactMessage(ctx, { name: input.name, email: input.email, message: input.message, userType: input.userType });
      return { message: CONTACT_MESSAGES.sent };
    },
  },
];
