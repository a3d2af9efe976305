import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, freshIp, freshVisitor, globalId, gql } from '../helpers/social.ts';
import { loginToken } from '../helpers/auth.ts';

let t: TestApp;
let vendor: string; // skyline-estates
let otherVendor: string; // casa-nova-interiors
let admin: string;
let vendorMedia: string;
let otherMedia: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [vendor, otherVendor, admin] = await Promise.all([
    loginToken(t, 'vendor@marketplace.test'),
    loginToken(t, 'homes@marketplace.test'),
    loginToken(t, 'admin@marketplace.test'),
  ]);
  const media = async (storeId: string, fileName: string) => {
    const { id } = await t.db.vendor.findUniqueOrThrow({ where: { storeId }, select: { id: true } });
    await t.db.mediaAsset.create({ data: { vendorId: id, fileName, originalName: fileName, width: 10, height: 10, bytes: 100 } });
    return fileName;
  };
  vendorMedia = await media('skyline-estates', 'feed-test-skyline.webp');
  otherMedia = await media('casa-nova-interiors', 'feed-test-casa.webp');
});
afterAll(() => t?.close());

const firstPost = async () => (await call(t, 'GET', '/api/getposts?limit=1')).json[0];

describe('REST feed', () => {
  it('GET /api/getposts lists posts newest first in the documented shape', async () => {
    const res = await call(t, 'GET', '/api/getposts');
    expect(res.status).toBe(200);
    expect(res.json.length).toBe(await t.db.feedPost.count({ where: { vendor: { accessGranted: true } } }));
    const post = res.json[0];
    expect(post).toMatchObject({
      postId: expect.any(Number), vendorName: expect.any(String), store_name: expect.any(String), store_id: expect.any(String),
      productDescription: expect.any(String), featureImage: expect.any(String), totalLikes: expect.any(Number), liked: false, commentCount: expect.any(Number),
    });
    const dates = res.json.map((p: any) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call(t, 'GET', '/api/getposts?limit=0')).status).toBe(400);
  });

  it('likes toggle per visitor: a second press takes the like back, and every answer is the server count', async () => {
    const { postId, totalLikes } = await firstPost();
    const visitor = freshVisitor();
    const liked = await call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor });
    expect(liked.status).toBe(200);
    expect(liked.json).toEqual({ message: 'Like added', postId, liked: true, totalLikes: totalLikes + 1 });
    expect((await call(t, 'GET', `/api/posts/${postId}/likes`, { visitor })).json).toEqual({ postId, totalLikes: totalLikes + 1, liked: true });
    expect((await call(t, 'GET', '/api/getposts?limit=1', { visitor })).json[0].liked).toBe(true);

    const other = await call(t, 'POST', `/api/posts/${postId}/addLike`);
    expect(other.json.totalLikes).toBe(totalLikes + 2);

    const unliked = await call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor });
    expect(unliked.json).toEqual({ message: 'Like removed', postId, liked: false, totalLikes: totalLikes + 1 });
    expect(await t.db.postLike.count({ where: { postId } })).toBe(totalLikes + 1);
    expect((await call(t, 'GET', `/api/posts/${postId}/likes`, { visitor })).json.liked).toBe(false);
  });

  it('parallel presses keep the counter equal to the likes stored', async () => {
    const { postId } = (await call(t, 'GET', '/api/getposts?limit=1&offset=1')).json[0];
    const visitors = Array.from({ length: 12 }, freshVisitor);
    await Promise.all(visitors.map((visitor) => call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor })));
    // The same visitor pressing twice at once ends liked or not, but never counted twice.
    const twice = freshVisitor();
    await Promise.all([1, 2].map(() => call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor: twice })));
    const post = await t.db.feedPost.findUniqueOrThrow({ where: { id: postId }, select: { likeCount: true } });
    expect(post.likeCount).toBe(await t.db.postLike.count({ where: { postId } }));
  });

  it('likes refuse a visitor id the server did not issue (no header counts the address); unknown posts are 404', async () => {
    const { postId } = await firstPost();
    const res = await call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor: 'made-up' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Liking a post needs a visitor id/);
    expect((await call(t, 'POST', '/api/posts/99999999/addLike')).json).toEqual({ code: 'NOT_FOUND', message: 'Post not found' });
    expect((await call(t, 'GET', '/api/posts/99999999/likes')).status).toBe(404);
  });

  it('comments under a post: add (201), newest first, blank and too long refused', async () => {
    const { postId } = await firstPost();
    const res = await call(t, 'POST', `/api/posts/${postId}/comments`, { body: { comment: 'Is <b>this</b> available?' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ postId, comment: 'Is <b>this</b> available?', id: expect.any(Number), created_at: expect.any(String) });
    const list = await call(t, 'GET', `/api/posts/${postId}/comments`);
    expect(list.json[0]).toEqual(res.json);
    expect((await call(t, 'POST', `/api/posts/${postId}/comments`, { body: { comment: '' } })).json).toEqual({ code: 'BAD_USER_INPUT', message: 'Comment is required.', field: 'comment' });
    expect((await call(t, 'POST', `/api/posts/${postId}/comments`, { body: { comment: 'c'.repeat(1001) } })).json.message).toMatch(/^Comment is limited to 1,000 characters/);
    expect((await call(t, 'GET', '/api/posts/99999999/comments')).status).toBe(404);
  });

  it('POST /api/createpost: vendors only, with a picture of their own library and optionally their own listing', async () => {
    const own = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } }, select: { id: true, slug: true } });
    const foreign = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'casa-nova-interiors' } }, select: { id: true } });
    const body = { caption: 'Open house on Saturday\n<b>all welcome</b>', image: vendorMedia, productId: own.id };

    const anonymous = await call(t, 'POST', '/api/createpost', { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
    const asAdmin = await call(t, 'POST', '/api/createpost', { body: { ...body, image: otherMedia }, token: admin });
    expect(asAdmin.status).toBe(403);
    const notMine = await call(t, 'POST', '/api/createpost', { body: { ...body, image: otherMedia }, token: vendor });
    expect(notMine.json).toEqual({ code: 'BAD_USER_INPUT', message: 'The image must be one of your media library.', field: 'image' });
    const noImage = await call(t, 'POST', '/api/createpost', { body: { ...body, image: '' }, token: vendor });
    expect(noImage.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Choose an image for the post.', field: 'image' });
    const noCaption = await call(t, 'POST', '/api/createpost', { body: { ...body, caption: ' ' }, token: vendor });
    expect(noCaption.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Caption is required.', field: 'caption' });
    const foreignProduct = await call(t, 'POST', '/api/createpost', { body: { ...body, productId: foreign.id }, token: vendor });
    expect(foreignProduct.json).toEqual({ code: 'BAD_USER_INPUT', message: 'The linked product must be one of your listings.', field: 'productId' });

    const created = await call(t, 'POST', '/api/createpost', { body, token: vendor });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ store_id: 'skyline-estates', store_name: 'Skyline Estates', productDescription: body.caption, featureImage: vendorMedia, totalLikes: 0, productId: own.id, productSlug: own.slug });
    expect((await firstPost()).postId).toBe(created.json.postId);

    // The documented aliases (productDescription, featureImage) work too; productId is optional.
    const alias = await call(t, 'POST', '/api/createpost', { body: { productDescription: 'New arrivals', featureImage: otherMedia }, token: otherVendor });
    expect(alias.status).toBe(201);
    expect(alias.json.productId).toBeNull();

    // Deleting: another vendor 403, the author succeeds; the admin may delete any post.
    const forbidden = await call(t, 'DELETE', `/api/posts/${created.json.postId}`, { token: otherVendor });
    expect(forbidden.status).toBe(403);
    expect(await t.db.feedPost.count({ where: { id: created.json.postId } })).toBe(1);
    expect((await call(t, 'DELETE', `/api/posts/${created.json.postId}`)).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/posts/${created.json.postId}`, { token: vendor })).json).toEqual({ message: 'Post deleted' });
    expect(await t.db.feedPost.count({ where: { id: created.json.postId } })).toBe(0);
    expect((await call(t, 'DELETE', `/api/posts/${alias.json.postId}`, { token: admin })).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/posts/${alias.json.postId}`, { token: admin })).status).toBe(404);
  });

  it('a flood of likes is cut off per visitor with 429; another visitor is unaffected', async () => {
    const { postId } = await firstPost();
    const visitor = freshVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor, ip: freshIp() })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await call(t, 'POST', `/api/posts/${postId}/addLike`, { visitor })).json.message).toBe('Too many likes in a short time. Please wait a few minutes and try again.');
    expect((await call(t, 'POST', `/api/posts/${postId}/addLike`)).status).toBe(200);
  });
});

const FEED = /* GraphQL */ `
  query { feed(first: 2) { edges { node { id databaseId caption likeCount viewerHasLiked viewerCanDelete image { url } vendor { storeName } comments(first: 2) { totalCount edges { node { text } } } commentCount recentComments { text } } } } }`;
const TOGGLE = /* GraphQL */ `
  mutation ($input: TogglePostLikeInput!) { togglePostLike(input: $input) { __typename ... on TogglePostLikeSuccess { liked post { likeCount viewerHasLiked } } ... on Error { message } } }`;

describe('GraphQL feed', () => {
  it('feed, togglePostLike, commentOnPost, createPost and deletePost', async () => {
    const visitor = freshVisitor();
    const feed = await gql(t, FEED, {}, { visitor });
    const post = feed.data.feed.edges[0].node;
    expect(post).toMatchObject({ viewerHasLiked: false, viewerCanDelete: false, vendor: { storeName: expect.any(String) } });
    expect(post.commentCount).toBe(post.comments.totalCount);
    expect(post.recentComments).toEqual(post.comments.edges.map((e: any) => e.node));

    const on = await gql(t, TOGGLE, { input: { postId: post.id } }, { visitor });
    expect(on.data.togglePostLike).toEqual({ __typename: 'TogglePostLikeSuccess', liked: true, post: { likeCount: post.likeCount + 1, viewerHasLiked: true } });
    const off = await gql(t, TOGGLE, { input: { postId: post.id } }, { visitor });
    expect(off.data.togglePostLike.post).toEqual({ likeCount: post.likeCount, viewerHasLiked: false });

    const COMMENT = `mutation ($input: CommentOnPostInput!) { commentOnPost(input: $input) { __typename ... on CommentOnPostSuccess { comment { text } post { comments(first: 1) { totalCount } } } ... on ValidationError { message field } } }`;
    const commented = await gql(t, COMMENT, { input: { postId: post.id, text: 'Lovely' } });
    expect(commented.data.commentOnPost).toEqual({ __typename: 'CommentOnPostSuccess', comment: { text: 'Lovely' }, post: { comments: { totalCount: post.comments.totalCount + 1 } } });
    expect((await gql(t, COMMENT, { input: { postId: post.id, text: '' } })).data.commentOnPost).toMatchObject({ __typename: 'ValidationError', field: 'comment' });

    const CREATE = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on CreatePostSuccess { post { id caption viewerCanDelete product { databaseId } } } ... on ValidationError { message field } } }`;
    const ownProduct = await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } }, select: { id: true } });
    const created = await gql(t, CREATE, { input: { caption: 'GraphQL post', image: vendorMedia, productId: globalId('Product', ownProduct.id) } }, { token: vendor });
    expect(created.data.createPost).toMatchObject({ __typename: 'CreatePostSuccess', post: { caption: 'GraphQL post', viewerCanDelete: true, product: { databaseId: ownProduct.id } } });
    const anonymous = await gql(t, CREATE, { input: { caption: 'x', image: vendorMedia } });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const mine = await gql(t, `query { feed(first: 5, storeId: "skyline-estates") { edges { node { caption } } } }`, {});
    expect(mine.data.feed.edges[0].node.caption).toBe('GraphQL post');
    const own = await gql(t, `query { viewer { posts(first: 1) { totalCount edges { node { caption } } } } }`, {}, { token: vendor });
    expect(own.data.viewer.posts.edges[0].node.caption).toBe('GraphQL post');

    const DELETE = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { __typename ... on DeletePostSuccess { deletedPostId } ... on Error { message } } }`;
    const forbidden = await gql(t, DELETE, { input: { postId: created.data.createPost.post.id } }, { token: otherVendor });
    expect(forbidden.errors[0].extensions.code).toBe('FORBIDDEN');
    const deleted = await gql(t, DELETE, { input: { postId: created.data.createPost.post.id } }, { token: vendor });
    expect(deleted.data.deletePost).toEqual({ __typename: 'DeletePostSuccess', deletedPostId: created.data.createPost.post.id });
  });
});
