// The HTTP edge of partner API keys: every /graphql and /api request that carries a key
// (`X-Api-Key`, or `Authorization: Bearer mk_...`) is admitted here before anything else runs:
// the key is checked and the request counted (domain/partners/api-keys.ts), and every answer to
// it, refusals included, says where the key's quota stands.
import type { Db } from '../db/database.ts';
import { partnerCredential, type PartnerGrant } from '../domain/auth/viewer.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { admitApiKey, type ApiKeyQuota } from '../domain/partners/api-keys.ts';
import { API_KEY_MESSAGES } from '@rules/api-keys.ts';
import type { Connection } from './connection.ts';

/** A request's connection, and the API key it was admitted with (none: an ordinary request). */
export interface ApiCaller extends Connection {
  partner?: PartnerGrant | null;
}

export type PartnerAdmission =
  | { kind: 'none' }
  | { kind: 'admitted'; grant: PartnerGrant; headers: Record<string, string> }
  | { kind: 'refused'; error: DomainError; headers: Record<string, string> };

/**
 * The quota headers of draft-ietf-httpapi-ratelimit-headers (revision 11): the policy
 * (`q` requests per `w` seconds) and where it stands (`r` left, `t` seconds until the window ends).
 */
export function quotaHeaders(quota: ApiKeyQuota): Record<string, string> {
  return {
    'ratelimit-policy': `"key";q=${quota.limit};w=${quota.windowSeconds}`,
    ratelimit: `"key";r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}

/** Whether the request carries an API key (only such requests are admitted here). */
export const carriesApiKey = (request: Request): boolean => partnerCredential(request) !== null;

/** A domain refusal (a busy server's, say) as a refused admission; anything else is rethrown. */
export function refusedBy(error: unknown): PartnerAdmission {
  if (error instanceof DomainError) return { kind: 'refused', error, headers: {} };
  throw error;
}

/** Checks and counts the request's API key, if it carries one. */
export async function admitPartner(db: Db, request: Request): Promise<PartnerAdmission> {
  const credential = partnerCredential(request);
  if (!credential) return { kind: 'none' };
  // Two identities at once would make every rule ambiguous: refuse before counting anything.
  if (credential.withSession) return { kind: 'refused', error: new ValidationError(API_KEY_MESSAGES.bothCredentials), headers: {} };
  try {
    const admission = await admitApiKey({ db }, credential.secret);
    const headers = quotaHeaders(admission.quota);
    if (admission.refusal) return { kind: 'refused', error: admission.refusal, headers };
    return { kind: 'admitted', grant: admission.grant, headers };
  } catch (error) {
    return refusedBy(error);
  }
}

/** Puts the quota headers on an answer. */
export function withQuotaHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
