import crypto from 'node:crypto';
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { clearFailures, consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { consumeVerifiedCode, limitCodeSending, sendEmailCode, verifyEmailCode, type VerifyCodeInput } from './email-codes.ts';
import { requireEmail } from './email.ts';
import { loginLockout } from './login.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from '@rules/registration.ts';
import { closeVendorSessions } from './sessions.ts';
import { hashToken } from './viewer.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';
import { storedLanguage } from '@rules/content-languages.ts';

export const resetPerIp: RateRule = { name: 'password-reset:ip', limit: 20, windowSeconds: 15 * 60, message: 'Too many password resets from your network. Please wait a few minutes.' };

/** The same answer for every email, so the answer never tells whether an account exists. */
export const RESET_REQUESTED = 'If an account exists for this email, a code has been sent to it.';
export const CODE_VERIFIED = ACCOUNT_MESSAGES.codeVerified;
export const RESET_DONE = ACCOUNT_MESSAGES.passwordResetDone;
export const RESET_NEEDS_CODE = 'Please verify the code sent to your email first (codes work for 10 minutes).';

export interface ResetCodeVerified {
  message: string;
  /**
   * Single use, for the reset that follows: it proves that whoever resets is whoever verified the
   * code, not anyone who knows the e-mail. Valid as long as the code (10 minutes from sending).
   */
  resetToken: string;
}

/**
 * Starts a reset: a code goes to the email only when it belongs to a store. A mail failure is
 * logged (and kept in the outbox) but not shown, since a different answer would give away that
 * the account exists.
 */
export async function requestPasswordReset(ctx: Context, rawEmail: unknown): Promise<string> {
  const email = requireEmail(rawEmail);
  await limitCodeSending(ctx, email);
  const vendor = await ctx.db.vendor.findUnique({ where: { email }, select: { id: true, language: true } });
  if (vendor) {
    try {
      await sendEmailCode(ctx, email, 'PASSWORD_RESET', storedLanguage(vendor.language));
    } catch {
      // logged by sendEmailCode
    }
  }
  return RESET_REQUESTED;
}

export async function verifyPasswordResetCode(ctx: Context, input: VerifyCodeInput): Promise<ResetCodeVerified> {
  const { codeId } = await verifyEmailCode(ctx, input, 'PASSWORD_RESET');
  const resetToken = crypto.randomBytes(32).toString('base64url');
  await ctx.db.emailCode.update({ where: { id: codeId }, data: { resetTokenHash: hashToken(resetToken) } });
  return { message: CODE_VERIFIED, resetToken };
}

export interface ResetPasswordInput {
  email: string;
  newPassword: string;
  /** From the answer that verified the code. */
  resetToken?: string | null;
}

/**
 * Sets a new password with the reset token of a verified code from the last 10 minutes: uses the code up,
 * stores the new hash and ends every session of the vendor, all in one transaction. The login
 * lockout of the account is lifted, since the owner just proved their email.
 */
export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<string> {
  const email = requireEmail(input.email);
  const password = typeof input.newPassword === 'string' ? input.newPassword : '';
  const problem = passwordProblem(password);
  if (problem) throw new ValidationError(problem, 'newPassword');
  const resetToken = typeof input.resetToken === 'string' ? input.resetToken.trim() : '';
  await consumeRate(ctx, resetPerIp, ctx.clientIp);
  if (!/^[\w-]{43}$/.test(resetToken)) throw new ValidationError(RESET_NEEDS_CODE, 'resetToken');
  const passwordHash = await hashPassword(password);
  await ctx.db.$transaction(async (tx) => {
    const vendor = await tx.vendor.findUnique({ where: { email }, select: { id: true } });
    const proven = vendor && (await consumeVerifiedCode(tx, email, 'PASSWORD_RESET', { resetTokenHash: hashToken(resetToken) }));
    if (!proven) throw new ValidationError(RESET_NEEDS_CODE, 'resetToken');
    await tx.vendor.update({ where: { id: vendor.id }, data: { passwordHash } });
    await closeVendorSessions(tx, vendor.id);
  });
  ctx.services.changes.emit({ kind: 'account' });
  await clearFailures(ctx, loginLockout, email);
  return RESET_DONE;
}
