import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Signer } from '../shared/signing.ts';
import { openVisitorId } from '../social/visitors.ts';

/** Who is asking: an anonymous visitor (maybe with a browser visitor id), a vendor or the admin. */
export type Viewer =
  | { kind: 'visitor'; visitorId: string | null }
  | { kind: 'vendor' | 'admin'; vendorId: number; storeId: string; storeName: string; visitorId: string | null };

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: Bearer <token>`; the token is opaque, only its hash is stored. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1];
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

/**
 * Resolves the viewer of a request from its session token. A revoked vendor or an expired or
 * revoked session is treated as no session at all.
 */
export async function resolveViewer(db: Db, request: Request, signer: Signer): Promise<Viewer> {
  const visitorId = visitorIdFrom(request, signer);
  const token = bearerToken(request);
  if (!token) return { kind: 'visitor', visitorId };
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, revokedAt: true, vendor: { select: { id: true, storeId: true, storeName: true, isAdmin: true, accessGranted: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || !session.vendor.accessGranted) {
    return { kind: 'visitor', visitorId };
  }
  const { vendor } = session;
  return { kind: vendor.isAdmin ? 'admin' : 'vendor', vendorId: vendor.id, storeId: vendor.storeId, storeName: vendor.storeName, visitorId };
}
