import crypto from 'node:crypto';
import type { Context } from '../context.ts';
import type { EmailCodePurpose, Prisma } from '../../generated/prisma/client.ts';
import { ServiceUnavailableError, ValidationError } from '../errors.ts';
import { assertNotLocked, clearFailures, consumeRate, DEFAULT_LOCKOUT, recordFailure, type LockoutRule, type RateRule } from '../shared/rate-limit.ts';
import { requireEmail } from './email.ts';
import { codeMail } from './code-mail.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

/** Spec'd by the issue: six digits, ten minutes, five wrong tries. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;

// Issue 32: a refused code says why and when to try again (a code that silently never came left
// the vendor waiting), so the forms can show it as it is.
export const sendCodePerIp: RateRule = { name: 'email-code:send:ip', limit: 10, windowSeconds: 15 * 60, message: ACCOUNT_MESSAGES.tooManyCodesFromHere };
export const sendCodePerEmail: RateRule = { name: 'email-code:send:email', limit: 5, windowSeconds: 60 * 60, message: ACCOUNT_MESSAGES.tooManyCodesToEmail };
export const checkCodePerIp: RateRule = { name: 'email-code:check:ip', limit: 30, windowSeconds: 15 * 60, message: 'Too many code checks from your network. Please wait a few minutes.' };
export const checkCodeLockout: LockoutRule = {
  name: 'email-code:account',
  ...DEFAULT_LOCKOUT,
  message: 'Too many wrong codes for this email. Try again in {seconds} seconds.',
};

export const NO_LIVE_CODE = 'This code has expired or was used up. Please request a new one.';
export const WRONG_CODE = ACCOUNT_MESSAGES.wrongCode;
export const CODE_DEAD = 'Too many wrong codes. Please request a new one.';

/** Six digits from the system's CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** The subject of the failure counters: one account per email and purpose. */
const lockSubject = (email: string, purpose: EmailCodePurpose) => `${purpose}:${email}`;

/**
 * Sends a fresh code for `purpose` to `email` (already normalized and checked by the caller, who
 * also decides whether the address deserves a code). Older live codes of the same purpose stop
 * working. Only an argon2id hash of the code is stored: a six-digit code hashed fast (SHA-256)
 * would be guessed from a stolen table in a second. The mail is in `language` (code-mail.ts).
 */
export async function sendEmailCode(ctx: Context, email: string, purpose: EmailCodePurpose, language: ContentLanguage): Promise<void> {
  const code = newCode();
  const codeHash = await hashPassword(code);
  const now = new Date();
  const row = await ctx.db.$transaction(async (tx) => {
    await tx.emailCode.updateMany({ where: { email, purpose, consumedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
    return tx.emailCode.create({ data: { email, purpose, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) }, select: { id: true } });
  });
  try {
    await ctx.services.mail.send({ to: email, ...codeMail(language, purpose, code) });
  } catch (error) {
    // A code that never arrived must not be the live one.
    await ctx.db.emailCode.delete({ where: { id: row.id } }).catch(() => {});
    ctx.services.log.error(`mail to ${email} failed`, error);
    throw new ServiceUnavailableError(ACCOUNT_MESSAGES.codeNotSent);
  }
}

/** Rate limits every code request counts against, before anything else happens. */
export async function limitCodeSending(ctx: Context, email: string): Promise<void> {
  await consumeRate(ctx, sendCodePerIp, ctx.clientIp);
  await consumeRate(ctx, sendCodePerEmail, email);
}

/** The email of a send request: the spec's message when it is missing. */
export function emailForCode(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new ValidationError('Email is required to send OTP.', 'email');
  return requireEmail(value);
}

export interface VerifyCodeInput {
  email: string;
  code: string;
}

/**
 * Checks a code against the newest live code of the email. Each check reserves one of the five
 * tries before comparing, so parallel guesses cannot exceed them; after five wrong ones the code
 * is dead and the account is locked for a growing delay.
 */
export async function verifyEmailCode(ctx: Context, input: VerifyCodeInput, purpose: EmailCodePurpose): Promise<{ codeId: number }> {
  const email = requireEmail(input.email);
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!code) throw new ValidationError(ACCOUNT_MESSAGES.codeRequired, 'otp');
  await consumeRate(ctx, checkCodePerIp, ctx.clientIp);
  const subject = lockSubject(email, purpose);
  await assertNotLocked(ctx, checkCodeLockout, subject);

  const live = await ctx.db.emailCode.findFirst({
    where: { email, purpose, consumedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, codeHash: true, attempts: true },
  });
  if (!live) throw new ValidationError(NO_LIVE_CODE, 'otp');
  const reserved = await ctx.db.emailCode.updateMany({ where: { id: live.id, attempts: { lt: MAX_WRONG_TRIES } }, data: { attempts: { increment: 1 } } });
  if (reserved.count === 0) throw new ValidationError(CODE_DEAD, 'otp');

  const matches = new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code) && (await verifyPassword(live.codeHash, code));
  if (!matches) {
    await recordFailure(ctx, checkCodeLockout, subject);
    throw new ValidationError(live.attempts + 1 >= MAX_WRONG_TRIES ? CODE_DEAD : WRONG_CODE, 'otp');
  }
  // A right code gives its try back: five wrong tries is the rule, not five checks.
  await ctx.db.emailCode.update({ where: { id: live.id }, data: { verifiedAt: new Date(), attempts: { decrement: 1 } } });
  await clearFailures(ctx, checkCodeLockout, subject);
  return { codeId: live.id };
}

/**
 * Uses up the verified, unused, unexpired code of `email` inside the caller's transaction, so the
 * code and the change it allows (a new vendor, a new password) commit together or not at all.
 * Returns false when there is no such code.
 */
export async function consumeVerifiedCode(
  tx: Prisma.TransactionClient,
  email: string,
  purpose: EmailCodePurpose,
  /** Only the code this was handed out for (a password reset's token). */
  extra: Prisma.EmailCodeWhereInput = {},
): Promise<boolean> {
  const now = new Date();
  const { count } = await tx.emailCode.updateMany({
    where: { ...extra, email, purpose, verifiedAt: { not: null }, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  return count > 0;
}
