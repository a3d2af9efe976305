import crypto from 'node:crypto';
import type { Context } from '../context.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';

/**
 * Anonymous visitors ("rate once per browser"). The server issues the visitor id, sealed with its
 * key, and only an id it issued counts: a script can no longer make up a new one per request. Ids
 * are issued at a bounded rate per address, and each address may rate a product, or like a post,
 * only PER_ADDRESS_CAP times whatever ids it holds (a household or office behind one address).
 */
export const PER_ADDRESS_CAP = 3;

export const issuePerIp: RateRule = {
  name: 'visitor-id:ip',
  limit: 100,
  windowSeconds: 60 * 60,
  message: 'Too many new visitors from your network. Please wait a while and try again.',
};

/** An issued id stays valid for a year; the browser keeps it in localStorage. */
const VISITOR_ID_SECONDS = 365 * 86_400;

/** A new visitor id for this browser: random, sealed by the server. */
export async function issueVisitorId(ctx: Context): Promise<{ visitorId: string; expiresAt: Date }> {
  ctx.notShareable();
  await consumeRate(ctx, issuePerIp, ctx.clientIp);
  const expiresAt = Math.floor(Date.now() / 1000) + VISITOR_ID_SECONDS;
  const visitorId = (await ctx.services.signer()).seal('visitor', crypto.randomBytes(16).toString('base64url'), expiresAt);
  return { visitorId, expiresAt: new Date(expiresAt * 1000) };
}

/** A keyed hash of the caller's address: ratings and likes count per address without storing it. */
export function addressHash(ctx: Context): string {
  return ctx.services.readySigner().sign('address', ctx.clientIp).slice(0, 22);
}

/**
 * The visitor of a rating or like sent without any x-visitor-id: the caller's address, keyed
 * (addressHash) so it is never stored, as one visitor. The dot and prefix keep it apart from every
 * issued id (22 base64url characters), so one address without a header rates a product once and
 * holds one like per post, inside the same PER_ADDRESS_CAP as the ids it was issued.
 */
export function addressVisitorId(ctx: Context): string {
  return `address.${addressHash(ctx)}`;
}

/**
 * Takes the per-address lock of one target (a product's ratings, a post's likes) inside the
 * caller's transaction, so concurrent writes from one address are counted one after another.
 */
export async function lockAddressTarget(tx: { $executeRaw: Context['db']['$executeRaw'] }, target: string, address: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${target}:${address}`}))`;
}
