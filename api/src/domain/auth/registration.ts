import type { Context } from '../context.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { uniqueViolation } from '../shared/unique-violation.ts';
import { brandTypeFromText } from '@rules/brand-types.ts';
import { consumeVerifiedCode, emailForCode, limitCodeSending, sendEmailCode, verifyEmailCode, type VerifyCodeInput } from './email-codes.ts';
import { normalizeEmail, requireEmail } from './email.ts';
import { hashPassword } from './password.ts';
import { firstError, normalizeStoreId, REGISTRATION_FIELDS, validateRegistration, type RegistrationValues } from '@rules/registration.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';
import { announce } from '../events.ts';

export const registerPerIp: RateRule = { name: 'register:ip', limit: 10, windowSeconds: 60 * 60, message: 'Too many registrations from your network. Please try again later.' };
export const availabilityPerIp: RateRule = { name: 'availability:ip', limit: 60, windowSeconds: 10 * 60, message: 'Too many availability checks. Please wait a few minutes.' };

export const STORE_ID_TAKEN = ACCOUNT_MESSAGES.storeIdTaken;
export const EMAIL_TAKEN = ACCOUNT_MESSAGES.emailTaken;
export const EMAIL_NOT_VERIFIED = ACCOUNT_MESSAGES.emailNotVerified;
export const REGISTERED = ACCOUNT_MESSAGES.registered;

/** The form as sent; missing fields count as empty (and get the spec's "X is required"). */
export type RegistrationInput = Partial<Record<keyof RegistrationValues, string | null | undefined>>;

/** Sends a registration code, unless the email already belongs to a store. */
export async function sendRegistrationCode(ctx: Context, rawEmail: unknown): Promise<void> {
  const email = emailForCode(rawEmail);
  await limitCodeSending(ctx, email);
  if (await emailTaken(ctx, email)) throw new ConflictError(EMAIL_TAKEN, 'email');
  // No account yet: the mail is in the language the sign-up form asked in.
  await sendEmailCode(ctx, email, 'REGISTRATION', ctx.language);
}

export async function verifyRegistrationCode(ctx: Context, input: VerifyCodeInput): Promise<void> {
  await verifyEmailCode(ctx, input, 'REGISTRATION');
}

/**
 * Creates the store. The email must carry a verified registration code, which is used up in the
 * same transaction that creates the vendor. New stores have access and are never admins.
 */
export async function registerVendor(ctx: Context, input: RegistrationInput) {
  const values = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, typeof input[field] === 'string' ? input[field] : ''])) as RegistrationValues;
  const problem = firstError(validateRegistration(values));
  if (problem) throw new ValidationError(problem[1], problem[0]);
  await consumeRate(ctx, registerPerIp, ctx.clientIp);

  const storeId = normalizeStoreId(values.storeId);
  const email = normalizeEmail(values.email);
  if (await storeIdTaken(ctx, storeId)) throw new ConflictError(STORE_ID_TAKEN, 'storeId');
  if (await emailTaken(ctx, email)) throw new ConflictError(EMAIL_TAKEN, 'email');
  const passwordHash = await hashPassword(values.password);

  try {
    const write = ctx.db.$transaction(async (tx) => {
      if (!(await consumeVerifiedCode(tx, email, 'REGISTRATION'))) throw new ValidationError(EMAIL_NOT_VERIFIED, 'email');
      return tx.vendor.create({
        data: {
          storeId,
          email,
          passwordHash,
          storeName: values.storeName.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
          brandType: brandTypeFromText(values.brandType)!,
          address1: values.address1.trim(),
          address2: values.address2.trim(),
          city: values.city.trim(),
          stateCounty: values.state.trim(),
          country: values.country.trim(),
          postcode: values.postcode.trim(),
          description: values.description.trim(),
        },
        select: { id: true, storeId: true },
      });
    });
    return await announce(ctx, write, (vendor) => ({ kind: 'vendor', id: vendor.id }));
  } catch (error) {
    // Two registrations racing for the same store id or email: the unique index decides.
    const target = uniqueViolation(error);
    if (target !== null) {
      throw target.includes('email') ? new ConflictError(EMAIL_TAKEN, 'email') : new ConflictError(STORE_ID_TAKEN, 'storeId');
    }
    throw error;
  }
}

async function storeIdTaken(ctx: Context, storeId: string): Promise<boolean> {
  return (await ctx.db.vendor.count({ where: { storeId } })) > 0;
}

async function emailTaken(ctx: Context, email: string): Promise<boolean> {
  return (await ctx.db.vendor.count({ where: { email } })) > 0;
}

/** Whether a store already uses this id (after the form's normalization). Rate limited per IP. */
export async function storeIdExists(ctx: Context, raw: string): Promise<boolean> {
  const storeId = normalizeStoreId(raw);
  if (!storeId) throw new ValidationError('Store ID is required', 'storeId');
  await consumeRate(ctx, availabilityPerIp, ctx.clientIp);
  return storeIdTaken(ctx, storeId);
}

/** Whether a store already uses this email. Rate limited per IP. */
export async function emailExists(ctx: Context, raw: string): Promise<boolean> {
  const email = requireEmail(raw);
  await consumeRate(ctx, availabilityPerIp, ctx.clientIp);
  return emailTaken(ctx, email);
}
