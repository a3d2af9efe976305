// Partner API keys (issue 18, issue 38): the admin creates, lists and revokes any key, a vendor
// those of its own store; every request that carries one is admitted here (the key checked, its
// expiry too, the request counted against the key's quota) before any work. A key is never the
// admin; it writes only as its store and only what its scopes allow (rules/api-keys.ts
// API_KEY_WRITES, checked at the edge), and reads what guards.ts grants it.
import crypto from 'node:crypto';
import type { Context } from '../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireSignedIn, type SignedIn } from '../auth/guards.ts';
import { hashToken, type PartnerGrant } from '../auth/viewer.ts';
import { NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from '../errors.ts';
import { countHits } from '../shared/rate-limit.ts';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_REQUESTS_PER_MINUTE,
  MAX_KEY_DAYS,
  MIN_REQUESTS_PER_MINUTE,
  STORE_SCOPES,
  type ApiKeyScopeName,
} from '@rules/api-keys.ts';

/** A key's quota window: requests per minute. */
export const API_KEY_WINDOW_SECONDS = 60;
/** How many characters of the secret name a key in lists: `mk_` and 8 of its random ones. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** `last_used_at` is written at most once a minute per key (not on every request). */
const LAST_USED_PRECISION_MS = 60_000;

export const apiKeyOrder: Prisma.ApiKeyOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** A new secret: `mk_` and 32 random bytes in base64url (256 bits). */
export function newApiKeySecret(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/** The keys a caller manages: the admin every key, a vendor those of its own store. */
const managedBy = (caller: SignedIn): Prisma.ApiKeyWhereInput => (caller.kind === 'admin' ? {} : { vendorId: caller.vendorId });

/** The keys the caller manages, newest first, revoked ones included (a handful: no paging). */
export async function listApiKeys<A extends Omit<Prisma.ApiKeyFindManyArgs, 'where' | 'orderBy'>>(ctx: Context, args?: A): Promise<Prisma.ApiKeyGetPayload<A>[]> {
  const caller = await requireSignedIn(ctx);
  return ctx.db.apiKey.findMany({ ...args, where: managedBy(caller), orderBy: apiKeyOrder }) as Promise<Prisma.ApiKeyGetPayload<A>[]>;
}

export interface ApiKeyInput {
  name?: string | null;
  scopes?: readonly string[] | null;
  /** The store of a store scope (its public store id). */
  storeId?: string | null;
  requestsPerMinute?: number | null;
  /** When the key stops working; null: until revoked. */
  expiresAt?: Date | null;
}

/** The store a new key is bound to: a vendor's own (always), the admin's choice when a store scope needs one. */
async function keyStore(ctx: Context, caller: SignedIn, scopes: readonly ApiKeyScopeName[], storeIdInput: string | null | undefined): Promise<number | null> {
  const storeId = storeIdInput?.trim() || null;
  if (caller.kind === 'vendor') {
    if (storeId && storeId !== caller.storeId) throw new ValidationError(API_KEY_MESSAGES.notYourStore, 'storeId');
    return caller.vendorId;
  }
  if (!scopes.some((scope) => STORE_SCOPES.includes(scope))) {
    if (storeId) throw new ValidationError(API_KEY_MESSAGES.storeNotNeeded, 'storeId');
    return null;
  }
  if (!storeId) throw new ValidationError(API_KEY_MESSAGES.storeRequired, 'storeId');
  const store = await ctx.db.vendor.findUnique({ where: { storeId }, select: { id: true, isAdmin: true } });
  if (!store) throw new ValidationError(API_KEY_MESSAGES.unknownStore, 'storeId');
  if (store.isAdmin) throw new ValidationError(API_KEY_MESSAGES.adminStore, 'storeId');
  return store.id;
}

function checkedExpiry(expiresAt: Date | null | undefined): Date | null {
  if (expiresAt == null) return null;
  const ms = expiresAt.getTime();
  if (!Number.isFinite(ms) || ms <= Date.now() || ms > Date.now() + MAX_KEY_DAYS * 86_400_000) throw new ValidationError(API_KEY_MESSAGES.expiry, 'expiresAt');
  return expiresAt;
}

/**
 * Creates a key and answers its secret: the only time anyone sees it (only its SHA-256 is
 * kept). The admin, for any store; a vendor, for its own store only.
 */
export async function createApiKey(ctx: Context, input: ApiKeyInput): Promise<{ id: number; secret: string }> {
  const caller = await requireSignedIn(ctx);
  const name = (input.name ?? '').trim();
  if (!name) throw new ValidationError(API_KEY_MESSAGES.nameRequired, 'name');
  if (name.length > API_KEY_NAME_MAX_LENGTH) throw new ValidationError(API_KEY_MESSAGES.nameTooLong, 'name');
  const scopes = [...new Set(input.scopes ?? [])];
  if (!scopes.length) throw new ValidationError(API_KEY_MESSAGES.scopesRequired, 'scopes');
  const unknown = scopes.find((scope) => !(API_KEY_SCOPES as readonly string[]).includes(scope));
  if (unknown) throw new ValidationError(`"${unknown.slice(0, 40)}" is not a scope: ${API_KEY_SCOPES.join(', ')}.`, 'scopes');
  const valid = scopes as ApiKeyScopeName[];
  const vendorId = await keyStore(ctx, caller, valid, input.storeId);
  const requestsPerMinute = input.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE;
  if (!Number.isInteger(requestsPerMinute) || requestsPerMinute < MIN_REQUESTS_PER_MINUTE || requestsPerMinute > MAX_REQUESTS_PER_MINUTE) {
    throw new ValidationError(API_KEY_MESSAGES.quota, 'requestsPerMinute');
  }
  const expiresAt = checkedExpiry(input.expiresAt);
  const secret = newApiKeySecret();
  const created = await ctx.db.apiKey.create({
    data: {
      name,
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      secretHash: hashToken(secret),
      scopes: valid,
      vendorId,
      createdById: caller.vendorId,
      requestsPerMinute,
      expiresAt,
    },
    select: { id: true },
  });
  return { id: created.id, secret };
}

/**
 * Revokes a key at once (every process checks the table on each request); revoking again changes
 * nothing. The admin any key, a vendor its own store's (another store's is "not found").
 */
export async function revokeApiKey(ctx: Context, id: number): Promise<{ id: number }> {
  const mine = managedBy(await requireSignedIn(ctx));
  const { count } = await ctx.db.apiKey.updateMany({ where: { ...mine, id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (!count && !(await ctx.db.apiKey.findFirst({ where: { ...mine, id }, select: { id: true } }))) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  return { id };
}

/** Where a key's quota stands after this request. */
export interface ApiKeyQuota {
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

export interface ApiKeyAdmission {
  grant: PartnerGrant;
  quota: ApiKeyQuota;
  /** Set when this request is over the key's quota: the request must not run. */
  refusal: RateLimitedError | null;
}

/**
 * Admits one request that carries `secret`: an unknown or revoked key is refused with 401 (never
 * treated as anonymous: the partner must learn that the key is dead); a known one is counted
 * against its per-minute quota in the shared database window (rate-limit.ts), so every process
 * counts together, and the answer says where the quota stands.
 */
export async function admitApiKey(ctx: Pick<Context, 'db'>, secret: string): Promise<ApiKeyAdmission> {
  const key = secret.startsWith(API_KEY_PREFIX)
    ? await ctx.db.apiKey.findUnique({
        where: { secretHash: hashToken(secret) },
        select: { id: true, name: true, scopes: true, requestsPerMinute: true, lastUsedAt: true, revokedAt: true, expiresAt: true, vendor: { select: { id: true, storeId: true, storeName: true, accessGranted: true } } },
      })
    : null;
  if (!key) throw new UnauthenticatedError(API_KEY_MESSAGES.invalidKey);
  if (key.revokedAt) throw new UnauthenticatedError(API_KEY_MESSAGES.revokedKey);
  if (key.expiresAt && key.expiresAt <= new Date()) throw new UnauthenticatedError(API_KEY_MESSAGES.expiredKey);
  const window = await countHits(ctx, { name: 'api-key', windowSeconds: API_KEY_WINDOW_SECONDS }, String(key.id));
  const cutoff = new Date(Date.now() - LAST_USED_PRECISION_MS);
  if (!key.lastUsedAt || key.lastUsedAt < cutoff) {
    await ctx.db.apiKey.updateMany({ where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: cutoff } }] }, data: { lastUsedAt: new Date() } });
  }
  const quota: ApiKeyQuota = {
    limit: key.requestsPerMinute,
    windowSeconds: API_KEY_WINDOW_SECONDS,
    remaining: Math.max(0, key.requestsPerMinute - window.count),
    resetSeconds: window.resetSeconds,
  };
  return {
    grant: {
      keyId: key.id,
      name: key.name,
      scopes: key.scopes,
      store: key.vendor ? { vendorId: key.vendor.id, storeId: key.vendor.storeId, storeName: key.vendor.storeName, accessGranted: key.vendor.accessGranted } : null,
    },
    quota,
    refusal: window.count > key.requestsPerMinute ? new RateLimitedError(API_KEY_MESSAGES.quotaExceeded(key.requestsPerMinute), window.resetSeconds) : null,
  };
}
