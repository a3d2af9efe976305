import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Signer } from '../shared/signing.ts';
import { API_KEY_PREFIX, type ApiKeyScopeName } from '@rules/api-keys.ts';

/**
 * What a partner's API key grants the request it came with (domain/partners/api-keys.ts checked
 * it, and counted the request, at the HTTP edge).
 */
export interface PartnerGrant {
  keyId: number;
  name: string;
  scopes: readonly ApiKeyScopeName[];
  /** The store of a store scope, and whether that store still has its access. */
  store: { vendorId: number; storeId: string; storeName: string; accessGranted: boolean } | null;
}

/**
 * Who is asking: an anonymous visitor (maybe with a browser visitor id, maybe a partner's API
 * key), a vendor or the admin. A partner is a visitor on purpose: every rule that asks
 * "vendor?", "admin?", "signed in?" answers no for a key without knowing keys exist; only the
 * reads a scope grants look at `partner` (guards.ts).
 */
export type Viewer =
  | { kind: 'visitor'; visitorId: string | null; partner?: PartnerGrant }
  | { kind: 'vendor' | 'admin'; vendorId: number; storeId: string; storeName: string; visitorId: string | null; partner?: PartnerGrant };

/** The id inside an issued visitor id (header x-visitor-id), or null for anything the server did not issue. */
function openVisitorId(signer: Signer, header: string | null): string | null {
  if (!header || header.length > 200) return null;
  return signer.open('visitor', header);
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The credential of `Authorization: Bearer <credential>`: a session token or an API key. */
function bearerCredential(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1];
}

/** Reads a session's `Authorization: Bearer <token>`; the token is opaque, only its hash is stored. An API key is no session token. */
export function bearerToken(request: Request): string | null {
  const credential = bearerCredential(request);
  return credential && !credential.startsWith(API_KEY_PREFIX) ? credential : null;
}

/** A partner's API key: the `X-Api-Key` header, or a bearer credential that starts with `mk_`. */
export function apiKeyOf(request: Request): string | null {
  const header = request.headers.get('x-api-key')?.trim();
  if (header) return header;
  const credential = bearerCredential(request);
  return credential?.startsWith(API_KEY_PREFIX) ? credential : null;
}

/** The API key a request carries, and whether it also carries a session token (refused: two identities). */
export function partnerCredential(request: Request): { secret: string; withSession: boolean } | null {
  const secret = apiKeyOf(request);
  return secret ? { secret, withSession: bearerToken(request) !== null } : null;
}

/**
 * The visitor id of the request (header x-visitor-id): only an id the server issued counts
 * (domain/social/visitors.ts); anything else is no id at all.
 */
export function visitorIdFrom(request: Request, signer: Signer): string | null {
  return openVisitorId(signer, request.headers.get('x-visitor-id'));
}

/** Whether the request sent a visitor id header at all (valid or not). */
export function sentVisitorHeader(request: Request): boolean {
  return request.headers.has('x-visitor-id');
}

/** The message of a request whose session token is unknown, expired or revoked (docs/decisions/dead-session-token-is-401.md). */
export const DEAD_SESSION_MESSAGE = 'This session token is not valid: it has expired or was ended. Log in again, or send the request without it.';

/**
 * The vendor of a live session token; null for an unknown, expired or ended (logged out)
 * session. A revoked store's session is live: its vendor comes back with `accessGranted` false.
 */
export async function liveSessionVendor(db: Db, token: string) {
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, revokedAt: true, vendor: { select: { id: true, storeId: true, storeName: true, isAdmin: true, accessGranted: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date()) return null;
  return session.vendor;
}

/**
 * Resolves the viewer of a request from its session token. A revoked vendor's session is treated
 * as no session at all (the edge refuses an expired or ended one). A request with an API key
 * (already admitted at the edge, which refuses a key together with a session token) is a visitor
 * with its grant, or its store while it runs a write its scopes allow (`partnerWrites`).
 */
export async function resolveViewer(db: Db, request: Request, signer: Signer, partner?: PartnerGrant | null, partnerWrites = false): Promise<Viewer> {
  const visitorId = visitorIdFrom(request, signer);
  // A key runs a write its scopes allow as its store, with exactly that store's rights (the edge
  // checked the scope and the store's access first: graphql/partner-scopes.ts, rest/handler.ts).
  if (partner?.store && partnerWrites) return { kind: 'vendor', vendorId: partner.store.vendorId, storeId: partner.store.storeId, storeName: partner.store.storeName, visitorId, partner };
  if (partner) return { kind: 'visitor', visitorId, partner };
  const token = bearerToken(request);
  if (!token) return { kind: 'visitor', visitorId };
  const vendor = await liveSessionVendor(db, token);
  if (!vendor?.accessGranted) return { kind: 'visitor', visitorId };
  return { kind: vendor.isAdmin ? 'admin' : 'vendor', vendorId: vendor.id, storeId: vendor.storeId, storeName: vendor.storeName, visitorId };
}
