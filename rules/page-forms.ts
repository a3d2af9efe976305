/**
 * Forms that work before the page's script has run (issue 32): the browser posts them as plain
 * HTML to their page's own path, and the server answers with a redirect (303) or the same page
 * rendered again with what was typed and what was wrong. The server and the web app share these
 * names and shapes; the rules themselves (messages, limits) stay in their own modules.
 */

/** The forms the server answers, by the page path they post to. */
export const PAGE_FORM_PATHS = {
  login: '/login',
  // The forgot-password steps live on the login page (?forgot=1) and post there with form=forgot-password.
  'forgot-password': '/login',
  registration: '/vendor-registration',
  contact: '/contact',
  'track-order': '/track-order',
} as const;

/**
 * The enquiry form (issue 37 part 2) stands on every listing's page, so it posts to the listing's
 * own path (/products/real-estate/{slug}, /products/home-products/{slug}, and their /ar and /ur
 * forms) rather than to one fixed path.
 */
export const LISTING_FORM = 'enquiry';
/** A listing page's path, after its language prefix. */
export const LISTING_PAGE_PATTERN = /^\/products\/(real-estate|home-products)\/[^/]+$/;

export type PageFormName = keyof typeof PAGE_FORM_PATHS | typeof LISTING_FORM;

/** The hidden field naming the form, where one page has several (login and forgot-password). */
export const PAGE_FORM_FIELD = 'form';

/** The forgot-password flow's steps, in order: the step a post answers is the one it was shown at. */
export const PASSWORD_RESET_STEPS = ['email', 'otp', 'reset'] as const;
export type PasswordResetStep = (typeof PASSWORD_RESET_STEPS)[number];

/** The registration form's extra buttons: which step a no-script post asks for. */
export const REGISTRATION_STEPS = { sendCode: 'send-code', verifyCode: 'verify-code' } as const;

/**
 * A form the server answered without the script: the values as typed (never a password), the
 * errors by field, and a message for the whole form (`ok` for a note such as "OTP sent").
 * The registration also carries its email code's progress (`codeState`) and that step's own
 * message (`codeMessage`: "OTP sent to your email.", a wrong code).
 */
export interface PageFormState {
  form: PageFormName;
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: { text: string; ok: boolean };
  codeState?: 'idle' | 'sent' | 'verified';
  codeMessage?: { text: string; ok: boolean };
  /** The forgot-password flow's step to show, and the token its verified code handed out (kept in the page, never in an address). */
  resetStep?: PasswordResetStep;
  resetToken?: string;
}

/**
 * The cookie that hands a session opened by a no-script login to the web app: read once by the
 * app's first start on the dashboard, moved to its storage and deleted. The server never reads it.
 */
export const SESSION_HANDOFF_COOKIE = 'session-handoff';
/** The dashboard's path: the only path the handoff cookie is sent to. */
export const SESSION_HANDOFF_PATH = '/vendor-dashboard';

/** Query flags a no-script form's redirect leaves for the page it lands on. */
export const PAGE_FORM_FLAGS = { registered: 'registered', contactSent: 'sent', passwordReset: 'reset', forgotPassword: 'forgot', enquirySent: 'enquiry' } as const;

/**
 * The taps kept before the script has run (api/src/http/tap-capture.ts, inline in every rendered
 * page): the app calls this global once it has hydrated, and the kept taps are replayed.
 */
export const TAP_REPLAY_GLOBAL = '__replayKeptTaps';
/** The attribute a control kept for replay wears until then ("getting ready"), and the opt-in for controls that are not buttons. */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
