import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { addressVisitorId } from './visitors.ts';
import { sentVisitorHeader } from '../auth/viewer.ts';

/**
 * Abuse limits for the anonymous writes (ratings, comments, likes, contact messages). Each write
 * is counted twice: per client address (so rotating visitor ids does not help) and per visitor
 * id (so a visitor behind a shared address cannot use up everyone's allowance alone).
 * The per-address limits are generous because offices and mobile networks share addresses.
 */
export type SocialWrite = 'rating' | 'comment' | 'like' | 'contact';

const TEN_MINUTES = 10 * 60;

const WHAT: Record<SocialWrite, string> = {
  rating: 'ratings',
  comment: 'comments',
  like: 'likes',
  contact: 'messages',
};

const LIMITS: Record<SocialWrite, { perIp: number; perVisitor: number; windowSeconds: number }> = {
  rating: { perIp: 120, perVisitor: 30, windowSeconds: TEN_MINUTES },
  comment: { perIp: 30, perVisitor: 10, windowSeconds: TEN_MINUTES },
  like: { perIp: 300, perVisitor: 60, windowSeconds: TEN_MINUTES },
  contact: { perIp: 10, perVisitor: 5, windowSeconds: 60 * 60 },
};

export const rateLimitMessage = (write: SocialWrite) =>
  `Too many ${WHAT[write]} in a short time. Please wait a few minutes and try again.`;

export function socialRules(write: SocialWrite): { perIp: RateRule; perVisitor: RateRule } {
  const limits = LIMITS[write];
  const message = rateLimitMessage(write);
  return {
    perIp: { name: `${write}:ip`, limit: limits.perIp, windowSeconds: limits.windowSeconds, message },
    perVisitor: { name: `${write}:visitor`, limit: limits.perVisitor, windowSeconds: limits.windowSeconds, message },
  };
}

/** Counts one write by this caller; throws RateLimitedError (429) once either window is full. */
export async function limitWrite(ctx: Context, write: SocialWrite, visitorId: string | null): Promise<void> {
  const rules = socialRules(write);
  await consumeRate(ctx, rules.perIp, ctx.clientIp);
  if (visitorId) await consumeRate(ctx, rules.perVisitor, visitorId);
}

/**
 * Who a write that counts once per visitor (ratings and likes) counts for: the browser's visitor
 * id (header `x-visitor-id`, issued by the server: visitors.ts), or, when no header is sent at all
 * (the spec's own client sends none), the caller's address as one visitor (addressVisitorId). The
 * per-address caps bound both alike. A header that was sent but is not an id the server issued is
 * refused: the client meant an identity it does not hold, and counting it as the address would hide that.
 */
export async function requireVisitorId(ctx: Context, action: string): Promise<string> {
  const viewer = await ctx.viewer();
  if (viewer.visitorId) return viewer.visitorId;
  if (sentVisitorHeader(ctx.request)) {
    throw new ValidationError(
      `${action} needs a visitor id: send the header x-visitor-id with the id from POST /api/visitor (GraphQL issueVisitorId), kept by the browser, or no header at all (your network address then counts as one visitor).`,
      'visitorId',
    );
  }
  return addressVisitorId(ctx);
}

/** Free text from a visitor: required (not blank), at most `max` characters, kept as written. */
export function requireText(value: unknown, { field, label, max }: { field: string; label: string; max: number }): string {
  const text = typeof value === 'string' ? value : '';
  if (!text.trim()) throw new ValidationError(`${label} is required.`, field);
  if (text.length > max) throw new ValidationError(`${label} is limited to ${max.toLocaleString('en-US')} characters (yours has ${text.length.toLocaleString('en-US')}).`, field);
  return text;
}
