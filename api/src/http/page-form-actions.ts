import type { Context } from '../context.ts';
import { DomainError } from '../domain/errors.ts';
import { login } from '../domain/auth/login.ts';
import { registerVendor, sendRegistrationCode, verifyRegistrationCode } from '../domain/auth/registration.ts';
import { requestPasswordReset, resetPassword, verifyPasswordResetCode } from '../domain/auth/password-reset.ts';
import { sendContactMessage } from '../domain/social/contact.ts';
import { sendEnquiry } from '../domain/leads/enquiry.ts';
import { trackOrder } from '../domain/orders/tracking.ts';
import { trackingPath } from '../domain/orders/tracking-link.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';
import { CONTACT_FIELDS } from '@rules/contact.ts';
import { LEAD_FIELDS, LEAD_FORM_TOKEN_FIELD, LEAD_HONEYPOT_FIELD } from '@rules/leads.ts';
import { REGISTRATION_FIELDS } from '@rules/registration.ts';
import { TRACKING_NOT_FOUND_TEXT } from '@rules/order-tracking.ts';
import {
  PAGE_FORM_FLAGS,
  PAGE_FORM_PATHS,
  PASSWORD_RESET_STEPS,
  REGISTRATION_STEPS,
  type PasswordResetStep,
  SESSION_HANDOFF_COOKIE,
  SESSION_HANDOFF_PATH,
  type PageFormName,
  type PageFormState,
} from '@rules/page-forms.ts';

/**
 * What each form posted without the script does (http/page-forms.ts reads and guards the post):
 * one domain function per form, the same GraphQL and REST call, and the answer the page shows.
 */
export type PageFormOutcome =
  /** Done: the browser goes to `location` (303), with cookies made for the connection (Secure over TLS). */
  | { kind: 'redirect'; location: string; cookies?: ((secure: boolean) => string)[] }
  /** The page again, with the form's state; `error` gives the status (none: 200). */
  | { kind: 'page'; form: PageFormState; error?: DomainError };

type Action = (ctx: Context, fields: URLSearchParams) => Promise<PageFormOutcome>;

/** Fields that are never sent back into a page: what was typed there is not kept anywhere. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

/** The named fields as typed, less the secrets. */
function typed(fields: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => !SECRET_FIELDS.has(name)).map((name) => [name, fields.get(name) ?? '']));
}

const text = (fields: URLSearchParams, name: string) => fields.get(name) ?? '';

/** The field a domain refusal names, when the form has it. */
function fieldOf(error: DomainError, names: readonly string[]): string | null {
  const field = 'field' in error && typeof error.field === 'string' ? error.field : null;
  return field && names.includes(field) ? field : null;
}

/** Runs `work`; a domain refusal becomes the page again with its message, anything else is the server's fault. */
async function refusalAsPage(work: () => Promise<PageFormOutcome>, page: (error: DomainError) => PageFormState): Promise<PageFormOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return { kind: 'page', form: page(error), error };
    throw error;
  }
}

/**
 * The session a no-script login opened, handed to the web app: a cookie only the dashboard's path
 * receives, for two minutes, which the app's first start moves to its storage and deletes
 * (docs/decisions/no-script-login-handoff.md).
 */
const handoffCookie = (token: string) => (secure: boolean) =>
  `${SESSION_HANDOFF_COOKIE}=${encodeURIComponent(token)}; Path=${SESSION_HANDOFF_PATH}; Max-Age=120; SameSite=Strict${secure ? '; Secure' : ''}`;

const LOGIN_FIELDS = ['email', 'password'] as const;

const loginAction: Action = (ctx, fields) =>
  refusalAsPage(
    async () => {
      const session = await login(ctx, { email: text(fields, 'email').trim(), password: text(fields, 'password') });
      return { kind: 'redirect', location: SESSION_HANDOFF_PATH, cookies: [handoffCookie(session.token)] };
    },
    (error) => {
      const field = fieldOf(error, LOGIN_FIELDS);
      return { form: 'login', values: typed(fields, LOGIN_FIELDS), errors: field ? { [field]: error.message } : {}, message: field ? undefined : { text: error.message, ok: false } };
    },
  );

/**
 * Forgot password, step by step on the login page: the email (a code is mailed), the code (its
 * reset token is handed out, kept in the page's hidden field), the new password (then the login,
 * with ?reset=1). Each step shows the server's message, the same texts as the flow with the script.
 */
const forgotPasswordAction: Action = (ctx, fields) => {
  const shown = fields.get('resetStep') as PasswordResetStep;
  const step: PasswordResetStep = PASSWORD_RESET_STEPS.includes(shown) ? shown : 'email';
  const email = text(fields, 'email').trim();
  const resetToken = text(fields, 'resetToken');
  const page = (resetStep: PasswordResetStep, message: PageFormState['message'], token = ''): PageFormState => ({
    form: 'forgot-password',
    values: { email },
    errors: {},
    message,
    resetStep,
    ...(token ? { resetToken: token } : {}),
  });
  const refused = (error: DomainError) => page(step, { text: error.message, ok: false }, step === 'reset' ? resetToken : '');
  if (step === 'email') {
    return refusalAsPage(async () => ({ kind: 'page', form: page('otp', { text: await requestPasswordReset(ctx, email), ok: true }) }), refused);
  }
  if (step === 'otp') {
    return refusalAsPage(async () => {
      const verified = await verifyPasswordResetCode(ctx, { email, code: text(fields, 'otp').trim() });
      return { kind: 'page', form: page('reset', { text: verified.message, ok: true }, verified.resetToken) };
    }, refused);
  }
  return refusalAsPage(async () => {
    await resetPassword(ctx, { email, newPassword: text(fields, 'newPassword'), resetToken });
    return { kind: 'redirect', location: `${PAGE_FORM_PATHS.login}?${PAGE_FORM_FLAGS.passwordReset}=1` };
  }, refused);
};

type CodeState = NonNullable<PageFormState['codeState']>;
const CODE_STATES: readonly CodeState[] = ['idle', 'sent', 'verified'];

/**
 * The registration's three buttons: Send OTP and Verify OTP answer with the page again (the code's
 * progress and what was typed, never the password), Register creates the store and opens the login.
 */
const registrationAction: Action = (ctx, fields) => {
  const values: Record<string, string> = { ...typed(fields, REGISTRATION_FIELDS), otp: text(fields, 'otp') };
  const shownState = fields.get('codeState') as CodeState;
  const codeState: CodeState = CODE_STATES.includes(shownState) ? shownState : 'idle';
  const page = (state: CodeState, messages: Pick<PageFormState, 'message' | 'codeMessage'>, errors: Record<string, string> = {}): PageFormState => ({ form: 'registration', values, errors, codeState: state, ...messages });
  const email = text(fields, 'email').trim();
  const step = fields.get('step');
  if (step === REGISTRATION_STEPS.sendCode) {
    return refusalAsPage(
      async () => {
        await sendRegistrationCode(ctx, email);
        return { kind: 'page', form: page('sent', { codeMessage: { text: ACCOUNT_MESSAGES.codeSent, ok: true } }) };
      },
      (error) => page('idle', { codeMessage: { text: error.message || ACCOUNT_MESSAGES.codeNotSent, ok: false } }),
    );
  }
  if (step === REGISTRATION_STEPS.verifyCode) {
    return refusalAsPage(
      async () => {
        await verifyRegistrationCode(ctx, { email, code: values.otp.trim() });
        return { kind: 'page', form: page('verified', { codeMessage: { text: ACCOUNT_MESSAGES.codeVerified, ok: true } }) };
      },
      (error) => page('sent', { codeMessage: { text: error.message || ACCOUNT_MESSAGES.wrongCode, ok: false } }),
    );
  }
  return refusalAsPage(
    async () => {
      await registerVendor(ctx, Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, text(fields, field)])));
      return { kind: 'redirect', location: `${PAGE_FORM_PATHS.login}?${PAGE_FORM_FLAGS.registered}=1` };
    },
    (error) => {
      const field = fieldOf(error, REGISTRATION_FIELDS);
      return page(codeState, { message: { text: `Error: ${error.message}`, ok: false } }, field ? { [field]: error.message } : {});
    },
  );
};

const contactAction: Action = (ctx, fields) =>
  refusalAsPage(
    async () => {
      await sendContactMessage(ctx, { name: text(fields, 'name'), email: text(fields, 'email'), message: text(fields, 'message'), userType: text(fields, 'userType') });
      return { kind: 'redirect', location: `${PAGE_FORM_PATHS.contact}?${PAGE_FORM_FLAGS.contactSent}=1` };
    },
    (error) => {
      const field = fieldOf(error, CONTACT_FIELDS);
      return { form: 'contact', values: typed(fields, CONTACT_FIELDS), errors: field ? { [field]: error.message } : {}, message: field ? undefined : { text: error.message, ok: false } };
    },
  );

/**
 * A listing's enquiry (issue 37 part 2): sent, the browser goes back to the listing with
 * ?enquiry=1 (the page says it was sent); refused, the page again with what was typed and the
 * error (a fresh form token comes with the page). The e-mail and phone never enter an address.
 */
const enquiryAction: Action = (ctx, fields) =>
  refusalAsPage(
    async () => {
      await sendEnquiry(ctx, {
        productId: Number(text(fields, 'productId')) || 0,
        ...Object.fromEntries(LEAD_FIELDS.map((field) => [field, text(fields, field)])),
        name: text(fields, 'name'),
        message: text(fields, 'message'),
        website: text(fields, LEAD_HONEYPOT_FIELD),
        formToken: text(fields, LEAD_FORM_TOKEN_FIELD),
      });
      return { kind: 'redirect', location: `${new URL(ctx.request.url).pathname}?${PAGE_FORM_FLAGS.enquirySent}=1#enquiry` };
    },
    (error) => {
      const field = fieldOf(error, LEAD_FIELDS);
      return { form: 'enquiry', values: typed(fields, LEAD_FIELDS), errors: field ? { [field]: error.message } : {}, message: field ? undefined : { text: error.message, ok: false } };
    },
  );

/** A match goes to the order's signed link (the email never enters an address); no match says so, never which half was wrong. */
const trackOrderAction: Action = (ctx, fields) => {
  const values = { order: text(fields, 'order').trim().toUpperCase(), email: text(fields, 'email').trim() };
  return refusalAsPage(
    async () => {
      const order = values.order && values.email ? await trackOrder(ctx, { orderId: values.order, email: values.email }) : null;
      if (order) return { kind: 'redirect', location: trackingPath(ctx, order.publicId) };
      return { kind: 'page', form: { form: 'track-order', values, errors: {}, message: { text: TRACKING_NOT_FOUND_TEXT, ok: false } } };
    },
    (error) => ({ form: 'track-order', values, errors: {}, message: { text: error.message, ok: false } }),
  );
};

export const PAGE_FORM_ACTIONS: Record<PageFormName, Action> = {
  login: loginAction,
  'forgot-password': forgotPasswordAction,
  registration: registrationAction,
  contact: contactAction,
  'track-order': trackOrderAction,
  enquiry: enquiryAction,
};
