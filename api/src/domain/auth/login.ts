import type { Context } from '../context.ts';
import { AccessRevokedError, InvalidCredentialsError, ValidationError } from '../errors.ts';
import { assertNotLocked, assertRateLeft, clearFailures, countHits, DEFAULT_LOCKOUT, recordFailure, type LockoutRule, type RateRule } from '../shared/rate-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openSession } from './sessions.ts';
import { normalizeEmail, requireEmail } from './email.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

/**
 * Failed logins per address (docs/decisions/login-limit-counts-failures.md): only failures count,
 * so an office or a partner's server behind one address that logs in often is never locked out,
 * while guessing from one address is still cut off after 30 failures in 15 minutes.
 */
export const loginPerIp: RateRule = { name: 'login:ip', limit: 30, windowSeconds: 15 * 60, message: 'Too many login attempts from your network. Please wait a few minutes.' };
export const loginLockout: LockoutRule = {
  name: 'login:account',
  ...DEFAULT_LOCKOUT,
  message: 'This account is locked after too many failed logins. Try again in {seconds} seconds, or reset your password.',
};

// Verifying against a real hash even for unknown emails keeps the answer time the same, so the
// timing does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

export interface LoginInput {
  email: string;
  password: string;
}

/** Checks the credentials and opens a session: the spec's messages, rate limits and lockout. */
export async function login(ctx: Context, input: LoginInput) {
  const email = requireEmail(input.email);
  if (!input.password) throw new ValidationError(ACCOUNT_MESSAGES.passwordRequired, 'password');
  await assertRateLeft(ctx, loginPerIp, ctx.clientIp);
  await assertNotLocked(ctx, loginLockout, email);

  const vendor = await ctx.db.vendor.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, passwordHash: true, accessGranted: true, isAdmin: true, storeId: true } });
  const matches = await verifyPassword(vendor?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-password'))), input.password);
  if (!vendor || !matches) {
    await recordFailure(ctx, loginLockout, email);
    await countHits(ctx, loginPerIp, ctx.clientIp);
    throw new InvalidCredentialsError();
  }
  if (!vendor.accessGranted) throw new AccessRevokedError();
  await clearFailures(ctx, loginLockout, email);
  const token = await openSession(ctx.db, vendor.id);
  ctx.services.changes.emit({ kind: 'session' });
  return { token, vendorId: vendor.id, storeId: vendor.storeId, isAdmin: vendor.isAdmin };
}
