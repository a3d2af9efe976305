import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, freshIp, freshVisitor, globalId, gql } from '../helpers/social.ts';
import { loginToken } from '../helpers/auth.ts';
import { sendAsWebApp } from '../helpers/web-documents.ts';
import commentsDialogDeleteMutation from '../../../web/src/__generated__/CommentsDialogDeleteMutation.graphql.ts';

let t: TestApp;
let owner: string; // skyline-estates
let otherVendor: string; // casa-nova-interiors
let admin: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [owner, otherVendor, admin] = await Promise.all([
    loginToken(t, 'vendor@marketplace.test'),
    loginToken(t, 'homes@marketplace.test'),
    loginToken(t, 'admin@marketplace.test'),
  ]);
  productId = (await t.db.product.findFirstOrThrow({ where: { vendor: { storeId: 'skyline-estates' } }, select: { id: true } })).id;
});
afterAll(() => t?.close());

const newComment = (text = 'Looks great') => call(t, 'POST', '/api/comments', { body: { productId, text, userId: 7, userName: 'Anonymous User' } });

describe('REST comments', () => {
  it('GET /api/comments/{productId} lists comments newest first in the documented shape', async () => {
    const seeded = await t.db.comment.groupBy({ by: ['productId'], _count: { _all: true }, orderBy: { _count: { id: 'desc' } }, take: 1 });
    const res = await call(t, 'GET', `/api/comments/${seeded[0].productId}`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBe(seeded[0]._count._all);
    for (const c of res.json) expect(Object.keys(c).sort()).toEqual(['createdAt', 'id', 'productId', 'text', 'userAvatar', 'userId', 'userName']);
    const dates = res.json.map((c: any) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call(t, 'GET', '/api/comments/99999999')).status).toBe(404);
  });

  it('POST /api/comments posts as "Anonymous User" whatever name is sent, stores the text as written, and lists it first', async () => {
    const text = 'Nice <b>place</b> <script>alert(1)</script>\nSecond line';
    const res = await call(t, 'POST', '/api/comments', { body: { productId, text, userId: 12, userName: 'Marketplace Admin' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ productId, text, userName: 'Anonymous User', userId: null, userAvatar: null });
    const list = await call(t, 'GET', `/api/comments/${productId}`);
    expect(list.json[0]).toEqual(res.json);
  });

  it('a signed-in vendor comments under the store name', async () => {
    const res = await call(t, 'POST', '/api/comments', { body: { productId, text: 'Thanks for visiting!' }, token: otherVendor });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ userName: 'Casa Nova Interiors', userId: 'casa-nova-interiors' });
  });

  it('refuses blank, too long and malformed comments with clear messages; 2,000 characters are fine', async () => {
    const blank = await newComment('   \n ');
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ code: 'BAD_USER_INPUT', message: 'Comment text is required.', field: 'text' });
    const long = await newComment('x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Comment text is limited to 2,000 characters (yours has 2,001).');
    expect((await newComment('y'.repeat(2000))).status).toBe(201);
    const notText = await call(t, 'POST', '/api/comments', { body: { productId, text: { html: '<p>' } } });
    expect(notText.json.message).toBe('Comment text is required.');
    const unknown = await call(t, 'POST', '/api/comments', { body: { productId: 99999999, text: 'hello' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Product not found');
  });

  it('delete: anonymous 401, another vendor 403 (the is-admin header changes nothing), owner and admin succeed', async () => {
    const first = (await newComment('to be deleted by the owner')).json;
    const second = (await newComment('to be deleted by the admin')).json;
    const stillThere = async (id: number) => (await t.db.comment.count({ where: { id } })) === 1;

    const anonymous = await call(t, 'DELETE', `/api/comments/${first.id}`, { headers: { 'is-admin': '1', isAdmin: 'true' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('User is not authenticated. Token is missing.');
    const expired = await call(t, 'DELETE', `/api/comments/${first.id}`, { token: 'not-a-real-token' });
    expect(expired.status).toBe(401);
    const other = await call(t, 'DELETE', `/api/comments/${first.id}`, { token: otherVendor, headers: { 'is-admin': '1' } });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("Access denied. You don't have permission to delete this comment.");
    expect(await stillThere(first.id)).toBe(true);

    const byOwner = await call(t, 'DELETE', `/api/comments/${first.id}`, { token: owner, headers: { 'is-admin': '0' } });
    expect(byOwner.status).toBe(200);
    expect(byOwner.json).toEqual({ message: 'Comment deleted successfully', deletedBy: 'Skyline Estates', commentId: first.id });
    expect(await stillThere(first.id)).toBe(false);

    const byAdmin = await call(t, 'DELETE', `/api/comments/${second.id}`, { token: admin });
    expect(byAdmin.json.deletedBy).toBe('Marketplace Admin');
    expect(await stillThere(second.id)).toBe(false);

    const gone = await call(t, 'DELETE', `/api/comments/${second.id}`, { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Comment not found');
  });

  it('a flood of comments is cut off per visitor and per address; other visitors and addresses are unaffected', async () => {
    const visitor = freshVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(t, 'POST', '/api/comments', { body: { productId, text: `spam ${i}` }, visitor })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await call(t, 'POST', '/api/comments', { body: { productId, text: 'again' }, visitor });
    expect(limited.json.message).toBe('Too many comments in a short time. Please wait a few minutes and try again.');
    expect((await call(t, 'POST', '/api/comments', { body: { productId, text: 'a normal visitor' } })).status).toBe(201);

    // Rotating visitor ids from one address: 30 per 10 minutes.
    const ip = freshIp();
    const fromIp: number[] = [];
    for (let i = 0; i < 31; i++) fromIp.push((await call(t, 'POST', '/api/comments', { body: { productId, text: `rotating ${i}` }, ip })).status);
    expect(fromIp.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(fromIp[30]).toBe(429);
    expect((await call(t, 'POST', '/api/comments', { body: { productId, text: 'from elsewhere' } })).status).toBe(201);
  });
});

const COMMENTS = /* GraphQL */ `
  query ($slug: String!) { product(slug: $slug) { comments(first: 3) { totalCount edges { node { id databaseId userName text viewerCanDelete } } } } }`;
const POST = /* GraphQL */ `
  mutation ($input: PostCommentInput!) {
    postComment(input: $input) {
      __typename
      ... on PostCommentSuccess { comment { id databaseId userName text userAvatar { url } viewerCanDelete } }
      ... on Error { message }
      ... on ValidationError { field }
    }
  }`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteCommentInput!) {
    deleteComment(input: $input) { __typename ... on DeleteCommentSuccess { deletedCommentId deletedBy } ... on Error { message } }
  }`;

describe('GraphQL comments', () => {
  it('postComment, Product.comments newest first with viewerCanDelete, deleteComment with the permission rules', async () => {
    const { slug } = await t.db.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true } });
    const input = { productId: globalId('Product', productId), text: 'Via GraphQL\n<i>literal</i>' };
    const posted = await gql(t, POST, { input });
    expect(posted.data.postComment).toMatchObject({ __typename: 'PostCommentSuccess', comment: { userName: 'Anonymous User', text: input.text, userAvatar: null, viewerCanDelete: false } });
    const { id, databaseId } = posted.data.postComment.comment;

    const asOwner = await gql(t, COMMENTS, { slug }, { token: owner });
    expect(asOwner.data.product.comments.edges[0].node).toMatchObject({ databaseId, viewerCanDelete: true });
    expect((await gql(t, COMMENTS, { slug }, { token: otherVendor })).data.product.comments.edges[0].node.viewerCanDelete).toBe(false);

    const blank = await gql(t, POST, { input: { ...input, text: ' ' } });
    expect(blank.data.postComment).toMatchObject({ __typename: 'ValidationError', field: 'text', message: 'Comment text is required.' });

    const anonymous = await gql(t, DELETE, { input: { commentId: id } });
    expect(anonymous.errors[0]).toMatchObject({ message: 'User is not authenticated. Token is missing.', extensions: { code: 'UNAUTHENTICATED' } });
    const other = await gql(t, DELETE, { input: { commentId: id } }, { token: otherVendor });
    expect(other.errors[0]).toMatchObject({ message: "Access denied. You don't have permission to delete this comment.", extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.comment.count({ where: { id: databaseId } })).toBe(1);
    const ok = await gql(t, DELETE, { input: { commentId: id } }, { token: admin });
    expect(ok.data.deleteComment).toEqual({ __typename: 'DeleteCommentSuccess', deletedCommentId: id, deletedBy: 'Marketplace Admin' });
    const missing = await gql(t, DELETE, { input: { commentId: id } }, { token: owner });
    expect(missing.data.deleteComment).toMatchObject({ __typename: 'NotFoundError', message: 'Comment not found' });
  });
});

describe("the web app's comment delete with the spec's is-admin header", () => {
  // The web app sends `is-admin: 1` or `0` with the delete (docs/spec/storefront.md §7); the server never reads it.
  const deleteAsWebApp = (commentId: string, headers: Record<string, string>) =>
    sendAsWebApp(t, commentsDialogDeleteMutation, { input: { commentId }, connections: [] }, headers);

  it('grants nothing: a visitor or another vendor claiming admin cannot delete; the owner saying 0 still can', async () => {
    const { json: comment } = await newComment('Claimed admin cannot remove me');
    const commentId = globalId('Comment', comment.id);

    const visitor = await deleteAsWebApp(commentId, { 'is-admin': '1' });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'User is not authenticated. Token is missing.', extensions: { code: 'UNAUTHENTICATED' } });
    for (const claim of ['1', 'true']) {
      const other = await deleteAsWebApp(commentId, { 'is-admin': claim, authorization: `Bearer ${otherVendor}` });
      expect(other.errors?.[0]).toMatchObject({ message: "Access denied. You don't have permission to delete this comment.", extensions: { code: 'FORBIDDEN' } });
    }
    expect(await t.db.comment.count({ where: { id: comment.id } })).toBe(1);

    const byOwner = await deleteAsWebApp(commentId, { 'is-admin': '0', authorization: `Bearer ${owner}` });
    expect(byOwner.data?.deleteComment).toEqual({ __typename: 'DeleteCommentSuccess', deletedCommentId: commentId, deletedBy: 'Skyline Estates' });
    expect(await t.db.comment.count({ where: { id: comment.id } })).toBe(0);
  });
});
