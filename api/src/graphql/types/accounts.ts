// Vendor accounts: registration with an email code, availability checks, password reset.
import { builder } from '../builder.ts';
import { BrandTypeEnum } from './enums.ts';
import { ConflictError, RateLimitedError, ServiceUnavailableError, ValidationError } from '../../domain/errors.ts';
import { emailExists, registerVendor, REGISTERED, sendRegistrationCode, storeIdExists, verifyRegistrationCode } from '../../domain/auth/registration.ts';
import { requestPasswordReset, resetPassword, verifyPasswordResetCode } from '../../domain/auth/password-reset.ts';
import { BRAND_TYPE_LABELS } from '@rules/brand-types.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

const EmailCodePurposeEnum = builder.enumType('EmailCodePurpose', {
  description: 'What an emailed code is for.',
  values: {
    REGISTRATION: { description: 'Proves the email of a new store (registerVendor needs it).' },
    PASSWORD_RESET: { description: 'Proves the email of an existing store (resetPassword needs it).' },
  } as const,
});

/** A mutation's plain success: a message for people. */
const messageResult = (name: string, description: string) =>
  builder.objectRef<{ message: string }>(name).implement({ description, fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, in words to show.' }) }) });

const EmailCodeSent = messageResult('EmailCodeSent', 'A code was mailed; it works for 10 minutes and 5 tries.');
const EmailCodeVerified = builder.objectRef<{ message: string; resetToken?: string }>('EmailCodeVerified').implement({
  description: 'The code was right; the email counts as verified for 10 minutes from sending.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What happened, in words to show.' }),
    resetToken: t.string({
      nullable: true,
      description: 'PASSWORD_RESET only: the single-use token resetPassword needs, so only whoever verified the code can set the password.',
      resolve: (r) => r.resetToken ?? null,
    }),
  }),
});
const PasswordResetRequested = messageResult('PasswordResetRequested', 'The same answer whether or not the email has an account.');
const PasswordResetDone = messageResult('PasswordResetDone', "The password was changed and all of the vendor's sessions ended.");

const VendorRegistered = builder.objectRef<{ message: string; storeId: string }>('VendorRegistered').implement({
  description: 'The store exists; log in with its email and password.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, in words to show.' }), storeId: t.exposeString('storeId', { description: "The new store's id." }) }),
});

const EmailInput = (name: string) => builder.inputType(name, { fields: (t) => ({ email: t.string({ required: true, description: 'The email the code is mailed to.' }) }) });
const SendRegistrationCodeInput = EmailInput('SendRegistrationCodeInput');
const RequestPasswordResetInput = EmailInput('RequestPasswordResetInput');

const VerifyEmailCodeInput = builder.inputType('VerifyEmailCodeInput', {
  fields: (t) => ({
    email: t.string({ description: 'The email the code was mailed to.', required: true }),
    code: t.string({ required: true, description: 'The six digits from the mail.' }),
    purpose: t.field({ description: 'What the code was sent for.', type: EmailCodePurposeEnum, required: true }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string({ description: "The account's email.", required: true }),
    newPassword: t.string({ description: 'The new password (6-128 characters).', required: true }),
    resetToken: t.string({ required: true, description: 'From verifyEmailCode (purpose PASSWORD_RESET); single use.' }),
  }),
});

const RegisterVendorInput = builder.inputType('RegisterVendorInput', {
  description: 'The registration form of docs/spec/vendor-admin.md §2. Empty strings get the spec\'s "X is required" answers.',
  fields: (t) => ({
    firstName: t.string({ description: "The owner's first name (required).", required: true }),
    lastName: t.string({ description: "The owner's last name (required).", required: true }),
    storeName: t.string({ description: "The store's name as shoppers see it (required).", required: true }),
    storeId: t.string({ required: true, description: 'Lower-cased, spaces to hyphens, only a-z, 0-9 and hyphens.' }),
    address1: t.string({ description: 'Address line 1 (required).', required: true }),
    address2: t.string({ description: 'Address line 2 (optional).', required: false }),
    city: t.string({ description: 'City (required).', required: true }),
    state: t.string({ required: true, description: 'State or county.' }),
    country: t.string({ description: 'Country (required).', required: true }),
    postcode: t.string({ description: 'Postcode (required).', required: true }),
    phone: t.string({ required: true, description: 'Digits only.' }),
    email: t.string({ required: true, description: 'Must carry a verified REGISTRATION code (sendRegistrationCode, verifyEmailCode).' }),
    brandType: t.field({ description: 'What the store sells (required).', type: BrandTypeEnum, required: false }),
    password: t.string({ description: 'The password to log in with (6-128 characters).', required: true }),
    confirmPassword: t.string({ description: 'The password again; it must match.', required: true }),
    description: t.string({ description: 'About the store, shown on its page (optional).', required: false }),
  }),
});

const codeErrors = [ValidationError, RateLimitedError];

builder.mutationFields((t) => ({
  sendRegistrationCode: t.field({
    type: EmailCodeSent,
    description: 'Mails a six-digit code to an email that has no store yet.',
    errors: { types: [...codeErrors, ConflictError, ServiceUnavailableError], directResult: true },
    args: { input: t.arg({ type: SendRegistrationCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await sendRegistrationCode(ctx, input.email);
      return { message: ACCOUNT_MESSAGES.codeSent };
    },
  }),
  verifyEmailCode: t.field({
    type: EmailCodeVerified,
    description: 'Checks a mailed code. Five wrong tries kill the code; more failures lock the email for a growing time.',
    errors: { types: codeErrors, directResult: true },
    args: { input: t.arg({ type: VerifyEmailCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.purpose === 'PASSWORD_RESET') return verifyPasswordResetCode(ctx, input);
      await verifyRegistrationCode(ctx, input);
      return { message: ACCOUNT_MESSAGES.codeVerified };
    },
  }),
  registerVendor: t.field({
    type: VendorRegistered,
    description: 'Creates a store. The email needs a verified REGISTRATION code, which this uses up.',
    errors: { types: [ValidationError, ConflictError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: RegisterVendorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const vendor = await registerVendor(ctx, { ...input, brandType: input.brandType ? BRAND_TYPE_LABELS[input.brandType] : '' });
      return { message: REGISTERED, storeId: vendor.storeId };
    },
  }),
  requestPasswordReset: t.field({
    type: PasswordResetRequested,
    description: 'Mails a reset code when the email belongs to a store; answers the same either way.',
    errors: { types: codeErrors, directResult: true },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ message: await requestPasswordReset(ctx, input.email) }),
  }),
  resetPassword: t.field({
    type: PasswordResetDone,
    description: 'Sets a new password with a verified PASSWORD_RESET code from the last 10 minutes; ends all sessions of the store.',
    errors: { types: codeErrors, directResult: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ message: await resetPassword(ctx, input) }),
  }),
}));

builder.queryFields((t) => ({
  storeIdAvailable: t.boolean({
    description: 'Whether no store uses this store id yet (after the form\'s normalization). Rate limited per address.',
    args: { storeId: t.arg.string({ description: 'The store id to check.', required: true }) },
    resolve: async (_root, { storeId }, ctx) => !(await storeIdExists(ctx, storeId)),
  }),
  emailAvailable: t.boolean({
    description: 'Whether no store uses this email yet. Rate limited per address.',
    args: { email: t.arg.string({ description: 'The email to check.', required: true }) },
    resolve: async (_root, { email }, ctx) => !(await emailExists(ctx, email)),
  }),
}));
