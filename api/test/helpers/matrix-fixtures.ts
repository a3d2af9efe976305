// The people and objects of the authorization matrix: vendor A owns one of everything (product,
// media asset, feed post, comment, order part, profile); vendor B and anonymous callers try them.
// Each fixture is new, so an allowed write never changes what the next row is checked against.
import type { Db } from '../../src/db/database.ts';
import { globalId, makeCustomer, makeVendor, tokenFor } from './admin-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { createSignerBook } from '../../src/domain/shared/signing.ts';

export type Who = 'anonymous' | 'vendorA' | 'vendorB' | 'revoked' | 'admin';
export const IDENTITIES: readonly Who[] = ['anonymous', 'vendorA', 'vendorB', 'revoked', 'admin'];

export interface Identities {
  tokens: Record<Who, string | null>;
  a: { id: number; storeId: string; email: string };
  b: { id: number; storeId: string; email: string };
  /** The revoked store and its listing (hidden from the storefront). */
  revoked: { id: number; storeId: string; productId: number; productSlug: string; productGid: string };
  /** A category of the catalogue the template product belongs to (valid product input). */
  categoryName: string;
}

/**
 * Vendor A, vendor B, a revoked vendor (the admin revoked it through the API after it signed
 * in, so it still holds its old token) and the admin, each with a session token.
 */
export async function makeIdentities(t: TestApp): Promise<Identities> {
  const { vendor: a } = await makeVendor(t.db, { storeId: 'matrix-vendor-a', storeName: 'Matrix A', products: 1 });
  const { vendor: b } = await makeVendor(t.db, { storeId: 'matrix-vendor-b', storeName: 'Matrix B', products: 1 });
  const { vendor: revoked, products: [revokedProduct] } = await makeVendor(t.db, { storeId: 'matrix-revoked', storeName: 'Matrix Revoked', products: 1 });
  const tokens: Record<Who, string | null> = {
    anonymous: null,
    vendorA: await tokenFor(t.db, a.storeId),
    vendorB: await tokenFor(t.db, b.storeId),
    revoked: await tokenFor(t.db, revoked.storeId),
    admin: await tokenFor(t.db, 'admin'),
  };
  const res = await t.request('/api/update-vendor-access', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
    body: JSON.stringify({ vendorId: revoked.storeId, newStatus: '0' }),
  });
  if (res.status !== 200) throw new Error(`revoking ${revoked.storeId} failed (${res.status}): ${res.text}`);
  const product = await t.db.product.findFirstOrThrow({ where: { vendorId: a.id }, include: { category: true } });
  return {
    tokens,
    a: { id: a.id, storeId: a.storeId, email: a.email },
    b: { id: b.id, storeId: b.storeId, email: b.email },
    revoked: { id: revoked.id, storeId: revoked.storeId, productId: revokedProduct.id, productSlug: revokedProduct.slug, productGid: globalId('Product', revokedProduct.id) },
    categoryName: product.category.name,
  };
}

export interface Fixture {
  product: { id: number; slug: string; gid: string };
  /** An image of A's library that nothing uses (deletable). */
  media: { id: number; fileName: string; gid: string };
  /** An image of A's library, shown by the post (valid product and post input). */
  image: string;
  /** An image of vendor B's library. */
  imageB: string;
  post: { id: number; gid: string };
  postComment: { id: number; gid: string };
  comment: { id: number; gid: string };
  /** The public id of an order with a part sold by A. */
  order: string;
  /** A's part of that order (placed). */
  orderPart: { id: number; gid: string };
  promo: { id: number; code: string; gid: string };
  customer: { id: number; gid: string };
  /** A throwaway store for the admin's vendor operations. */
  victim: { id: number; storeId: string; gid: string };
  /** A partner's API key (for the admin's key operations). */
  apiKey: { id: number; gid: string };
  /** A search synonym group (for the admin's synonym operations); `word` is unique to this fixture. */
  synonyms: { id: number; gid: string; word: string };
  /** A meaning of the product's word list the admin switched off (for switching it on again). */
  switchedOff: { word: string; term: string };
  /** A's webhook endpoint (its only one: earlier fixtures' are removed) and one delivery of it. */
  webhook: { url: string; id: number; gid: string; deliveryId: number; deliveryGid: string };
  /** An enquiry about A's product (issue 37 part 2), and an enquiry form token a person would hold (a minute old). */
  lead: { id: number; gid: string; formToken: string };
}

let sequence = 0;

async function addAsset(db: Db, vendorId: number, name: string) {
  return db.mediaAsset.create({ data: { vendorId, fileName: `${name}.webp`, originalName: `${name}.png`, width: 10, height: 10, bytes: 100 } });
}

/** New objects owned by vendor A (and for the admin rows a promo code, a customer, a store). */
export async function makeFixture(db: Db, ids: Identities): Promise<Fixture> {
  const n = ++sequence;
  const tag = `matrix-${n}-${Date.now() % 100000}`;
  const source = await db.product.findFirstOrThrow({ where: { vendorId: ids.a.id }, orderBy: { id: 'asc' } });
  const { id: _id, createdAt: _c, updatedAt: _u, searchText: _s, ratingCount: _rc, ratingSum: _rs, ratingAverage: _ra, vendorListed: _vl, ...copy } = source as typeof source & { vendorListed?: boolean };
  const product = await db.product.create({ data: { ...copy, slug: `${tag}-product`, name: `Matrix Product ${n}` } });
  const media = await addAsset(db, ids.a.id, `${tag}-spare`);
  const shown = await addAsset(db, ids.a.id, `${tag}-shown`);
  const shownB = await addAsset(db, ids.b.id, `${tag}-b`);
  const post = await db.feedPost.create({ data: { vendorId: ids.a.id, productId: product.id, caption: `Matrix post ${n}`, image: shown.fileName } });
  const postComment = await db.postComment.create({ data: { postId: post.id, visitorId: `visitor-${tag}`, text: 'Nice' } });
  const comment = await db.comment.create({ data: { productId: product.id, visitorId: `visitor-${tag}`, userName: 'Anonymous User', text: 'Lovely' } });
  await makeCustomer(db, { name: `Matrix Buyer ${n}`, email: `${tag}@buyer.test` }, [{ storeName: 'Matrix A', storeId: ids.a.storeId, vendorId: ids.a.id, productName: product.name, productId: product.id }]);
  const order = await db.order.findFirstOrThrow({ where: { clientEmail: `${tag}@buyer.test` }, include: { parts: true } });
  // X parts the counter from the clock: "MX1" + "2345" and "MX12" + "345" once made the same code.
  const code = `MX${n}X${Date.now() % 10000}`.slice(0, 20);
  const promo = await db.promoCode.create({ data: { code, discountPercent: 5, startsOn: new Date('2026-01-01'), endsOn: new Date('2030-01-01') } });
  const customer = await makeCustomer(db, { name: `Matrix Customer ${n}` });
  const { vendor: victim } = await makeVendor(db, { storeId: `${tag}-victim`, products: 0 });
  const apiKey = await db.apiKey.create({ data: { name: `Matrix key ${n}`, prefix: 'mk_matrix', secretHash: `matrix-${tag}`, scopes: ['CATALOGUE_READ'] } });
  const word = `mxsyn${n}x${Date.now() % 100000}`;
  const synonyms = await db.synonymGroup.create({ data: { terms: [`${word}a`, `${word}b`] } });
  const switchedOff = { word: 'telly', term: 'television' };
  const webhook = await makeWebhookEndpoint(db, ids.a.id, tag);
  const lead = await makeLead(db, ids.a.id, product);
  await db.switchedOffSearchPair.upsert({ where: { word_term: switchedOff }, create: switchedOff, update: {} });
  return {
    switchedOff,
    synonyms: { id: synonyms.id, gid: globalId('SynonymGroup', synonyms.id), word },
    product: { id: product.id, slug: product.slug, gid: globalId('Product', product.id) },
    media: { id: media.id, fileName: media.fileName, gid: globalId('MediaAsset', media.id) },
    image: shown.fileName,
    imageB: shownB.fileName,
    post: { id: post.id, gid: globalId('FeedPost', post.id) },
    postComment: { id: postComment.id, gid: globalId('PostComment', postComment.id) },
    comment: { id: comment.id, gid: globalId('Comment', comment.id) },
    order: order.publicId,
    orderPart: { id: order.parts[0].id, gid: globalId('OrderPart', order.parts[0].id) },
    promo: { id: promo.id, code, gid: globalId('PromoCode', promo.id) },
    customer: { id: customer.id, gid: globalId('Customer', customer.id) },
    victim: { id: victim.id, storeId: victim.storeId, gid: globalId('Vendor', victim.id) },
    apiKey: { id: apiKey.id, gid: globalId('ApiKey', apiKey.id) },
    webhook,
    lead,
  };
}

/** An enquiry about A's product, and a form token issued a minute ago under the app's stored key. */
async function makeLead(db: Db, vendorId: number, product: { id: number; name: string }): Promise<Fixture['lead']> {
  const lead = await db.lead.create({ data: { vendorId, productId: product.id, productName: product.name, name: 'Matrix Shopper', email: 'shopper@matrix.test', message: 'Is it available?', preferredTime: 'any' } });
  const signer = await createSignerBook(db, undefined).load();
  const issuedAt = Math.floor(Date.now() / 1000) - 60;
  return { id: lead.id, gid: globalId('Lead', lead.id), formToken: signer.seal('enquiry-form', String(issuedAt), issuedAt + 3600) };
}

/** A's one webhook endpoint (the earlier ones go: a store may have 10) with one delivered message. */
async function makeWebhookEndpoint(db: Db, vendorId: number, tag: string): Promise<Fixture['webhook']> {
  await db.webhookEndpoint.deleteMany({ where: { vendorId } });
  const url = `https://hooks.example.com/${tag}`;
  const endpoint = await db.webhookEndpoint.create({ data: { vendorId, url, events: ['order.placed'], secret: 'whsec_bWF0cml4LXNlY3JldC1tYXRyaXgtc2VjcmV0LTEyMzQ1Ng==' } });
  const message = await db.webhookMessage.create({ data: { publicId: `msg_${tag}`, type: 'order.placed', vendorId, payload: { type: 'order.placed', timestamp: new Date().toISOString(), data: {} } } });
  const delivery = await db.webhookDelivery.create({ data: { endpointId: endpoint.id, messageId: message.id, status: 'SUCCEEDED', attempts: 1 } });
  return { url, id: endpoint.id, gid: globalId('WebhookEndpoint', endpoint.id), deliveryId: delivery.id, deliveryGid: globalId('WebhookDelivery', delivery.id) };
}
