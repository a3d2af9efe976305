import type { Route } from '../router.ts';
import { readObject, textField } from '../body.ts';
import { json } from '../../http/responses.ts';
import { emailExists, registerVendor, REGISTERED, sendRegistrationCode, storeIdExists, verifyRegistrationCode } from '../../domain/auth/registration.ts';
import { CODE_VERIFIED, requestPasswordReset, resetPassword, verifyPasswordResetCode } from '../../domain/auth/password-reset.ts';
import { REGISTRATION_FIELDS } from '@rules/registration.ts';
import { BRAND_TYPE_LABEL_LIST } from '@rules/brand-types.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

const message = { type: 'object', properties: { message: { type: 'string' } } };
const exists = { type: 'object', properties: { exists: { type: 'boolean' } } };
const emailBody = { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } };
const otpBody = { type: 'object', required: ['email', 'otp'], properties: { email: { type: 'string', format: 'email' }, otp: { type: 'string', description: 'The six digits from the mail.' } } };

/**
 * The registration code paths. The spec documents them as `/api/auth/...` on the API host, and
 * our API host is `/api`, so the literal path is `/api/api/auth/...`; both it and `/api/auth/...`
 * answer (docs/decisions/accounts-otp-paths.md).
 */
function registrationCodeRoutes(prefix: string, suffix: string): Route[] {
  return [
    {
      method: 'POST',
      path: `${prefix}/send-otp`,
      doc: {
        operationId: `sendRegistrationCode${suffix}`, errors: [409, 429, 503],
        tag: 'Accounts',
        summary: 'Mails a six-digit registration code (10 minutes, 5 tries). 409 when the email already has a store, 429 when sent too often, 503 when the mail server fails.',
        requestBody: emailBody,
        response: message,
      },
      async handle({ ctx, body }) {
        const input = await readObject(body);
        await sendRegistrationCode(ctx, textField(input, 'email'));
        return { message: ACCOUNT_MESSAGES.codeSent };
      },
    },
    {
      method: 'POST',
      path: `${prefix}/verify-otp`,
      doc: {
      operationId: `verifyRegistrationCode${suffix}`, errors: [429], tag: 'Accounts', summary: 'Checks a registration code; 400 with the reason when wrong, expired or used up.', requestBody: otpBody, response: message },
      async handle({ ctx, body }) {
        const input = await readObject(body);
        await verifyRegistrationCode(ctx, { email: textField(input, 'email'), code: textField(input, 'otp') });
        return { message: CODE_VERIFIED };
      },
    },
  ];
}

export const accountRoutes: Route[] = [
  ...registrationCodeRoutes('/api/auth', 'AtSpecPath'),
  ...registrationCodeRoutes('/auth', ''),
  {
    method: 'POST',
    path: '/register',
    doc: {
      operationId: 'registerVendor', success: [201], errors: [409, 429],
      tag: 'Accounts',
      summary: 'Registers a store (201). The email needs a verified registration code, used up here. 400 with the form\'s message, 409 for a taken store id or email.',
      requestBody: {
        type: 'object',
        properties: Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, field === 'brandType' ? { type: 'string', enum: BRAND_TYPE_LABEL_LIST } : { type: 'string' }])),
      },
      response: { type: 'object', properties: { message: { type: 'string' }, store_id: { type: 'string' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const vendor = await registerVendor(ctx, Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, textField(input, field)])));
      return json({ message: REGISTERED, store_id: vendor.storeId }, 201);
    },
  },
  {
    method: 'GET',
    path: '/check-email/{email}',
    doc: { operationId: 'checkEmail', errors: [429], params: { email: { description: 'The email to look up.' } }, tag: 'Accounts', summary: 'Whether a store already uses this email. Rate limited per address.', response: exists },
    async handle({ ctx, params }) {
      return { exists: await emailExists(ctx, params.email) };
    },
  },
  {
    method: 'GET',
    path: '/check-store-id/{storeId}',
    doc: { operationId: 'checkStoreId', errors: [429], params: { storeId: { description: 'The store id to look up.' } }, tag: 'Accounts', summary: 'Whether a store already uses this store id (normalized as the form does). Rate limited per address.', response: exists },
    async handle({ ctx, params }) {
      return { exists: await storeIdExists(ctx, params.storeId) };
    },
  },
  {
    method: 'POST',
    path: '/forgot-password',
    doc: { operationId: 'requestPasswordReset', errors: [429, 503], tag: 'Accounts', summary: 'Mails a reset code when the email belongs to a store. The answer is the same either way.', requestBody: emailBody, response: message },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      return { message: await requestPasswordReset(ctx, textField(input, 'email')) };
    },
  },
  {
    method: 'POST',
    path: '/verify-otp',
    doc: {
      operationId: 'verifyPasswordResetCode', errors: [429],
      tag: 'Accounts',
      summary: 'Checks a password reset code; 400 with the reason when wrong, expired or used up. The answer carries `resetToken`, which /reset-password needs (single use).',
      requestBody: otpBody,
      response: { type: 'object', required: ['message', 'resetToken'], properties: { message: { type: 'string' }, resetToken: { type: 'string' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      return verifyPasswordResetCode(ctx, { email: textField(input, 'email'), code: textField(input, 'otp') });
    },
  },
  {
    method: 'POST',
    path: '/reset-password',
    doc: {
      operationId: 'resetPassword', errors: [429],
      tag: 'Accounts',
      summary:
        "Sets a new password with the `resetToken` that /verify-otp answered for a code from the last 10 minutes (single use; without it 400), and ends every session of the store.",
      requestBody: {
        type: 'object',
        required: ['email', 'newPassword', 'resetToken'],
        properties: { email: { type: 'string', format: 'email' }, newPassword: { type: 'string', minLength: 6 }, resetToken: { type: 'string' } },
      },
      response: message,
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      return { message: await resetPassword(ctx, { email: textField(input, 'email'), newPassword: textField(input, 'newPassword'), resetToken: textField(input, 'resetToken') }) };
    },
  },
];
