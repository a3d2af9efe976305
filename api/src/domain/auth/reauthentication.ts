import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { assertNotLocked, clearFailures, DEFAULT_LOCKOUT, recordFailure, type LockoutRule } from '../shared/rate-limit.ts';
import { verifyPassword } from './password.ts';

/**
 * Changing one's own password or e-mail needs the current password, so a stolen session token
 * cannot become a permanent takeover. Wrong passwords count toward a lockout of the account's
 * re-authentication (not its login: a thief guessing here must not lock the owner out).
 */
export const reauthLockout: LockoutRule = {
  name: 'reauth:vendor',
  ...DEFAULT_LOCKOUT,
  message: 'Too many wrong passwords. Try again in {seconds} seconds.',
};

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email or password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

export async function assertCurrentPassword(ctx: Context, vendor: { id: number; passwordHash: string }, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new ValidationError(CURRENT_PASSWORD_NEEDED, 'currentPassword');
  const subject = String(vendor.id);
  await assertNotLocked(ctx, reauthLockout, subject);
  if (!(await verifyPassword(vendor.passwordHash, currentPassword))) {
    await recordFailure(ctx, reauthLockout, subject);
    throw new ValidationError(CURRENT_PASSWORD_WRONG, 'currentPassword');
  }
  await clearFailures(ctx, reauthLockout, subject);
}
