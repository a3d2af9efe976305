// The refusals the buying pages show, in the page's language (issue 35;
// docs/decisions/i18n-server-refusals-at-the-web-edge.md). The server and the client's own checks
// write the English texts of rules/ (checkout, promo, tracking), which the API and REST clients
// rely on; the web edge finds each by its English value here, as rule-labels.ts does the rules'
// labels, and shows its message. A refusal whose text the storefront does not know (a product's
// name in it, a rule of the server alone) shows as sent on English pages and as the page's own
// translated sentence on Arabic and Urdu ones: never English inside an Arabic page.
import type { Locale } from '@rules/locales.ts';
import { CHECKOUT_MESSAGES, PROMO_MESSAGES, TRACKING_NOT_FOUND_TEXT, cartTooLargeMessage, quantityMessage } from '@rules/index.ts';
import type { messages as refusalsMessages } from './i18n/compiled/en/refusals.ts';
import type { Translate } from './i18n/translator.ts';

export type RefusalId = keyof typeof refusalsMessages;
export type RefusalsT = Translate<RefusalId>;

/** Each rules text a buying page may show (from the server or its own check), with its message id. */
export const KNOWN_REFUSALS: ReadonlyMap<string, RefusalId> = new Map<string, RefusalId>([
  [CHECKOUT_MESSAGES.required, 'refusals.required'],
  [CHECKOUT_MESSAGES.payment, 'refusals.payment'],
  [CHECKOUT_MESSAGES.email, 'refusals.email'],
  [CHECKOUT_MESSAGES.failed, 'refusals.failed'],
  [CHECKOUT_MESSAGES.unknown, 'refusals.unknown'],
  [quantityMessage, 'refusals.quantity'],
  [cartTooLargeMessage, 'refusals.cartTooLarge'],
  [PROMO_MESSAGES.missing, 'refusals.promoMissing'],
  [PROMO_MESSAGES.noProduct, 'refusals.promoNoProduct'],
  [PROMO_MESSAGES.invalid, 'refusals.promoInvalid'],
  [PROMO_MESSAGES.inactive, 'refusals.promoInactive'],
  [PROMO_MESSAGES.notYet, 'refusals.promoNotYet'],
  [PROMO_MESSAGES.expired, 'refusals.promoExpired'],
  [PROMO_MESSAGES.propertiesExcluded, 'refusals.promoPropertiesExcluded'],
  [TRACKING_NOT_FOUND_TEXT, 'refusals.trackingNotFound'],
]);

/** A refusal as the API answers it: its text, and the error's code when the answer has one. */
export interface Refusal {
  message?: string | null;
  code?: string | null;
}

export interface RefusalOptions {
  /** What to say when the refusal has no text (a failed request). */
  fallback: RefusalId;
  /** What an Arabic or Urdu page says for a text it does not know. */
  unknown: RefusalId;
  /** Refusals known by their code rather than their text (a price that changed: CONFLICT). */
  codes?: Readonly<Record<string, RefusalId>>;
}

/**
 * The known rules text in `message`: all of it, or after the subject the server names first
 * ("Oak Chair: This promo code has expired (SUMMER)"), whose name is content and stays as written.
 */
function knownPart(message: string): { id: RefusalId; subject: string | null } | null {
  const whole = KNOWN_REFUSALS.get(message);
  if (whole) return { id: whole, subject: null };
  const colon = message.indexOf(': ');
  if (colon <= 0) return null;
  const rest = message.slice(colon + 2);
  for (const [text, id] of KNOWN_REFUSALS) if (rest === text || rest.startsWith(`${text} (`)) return { id, subject: message.slice(0, colon) };
  return null;
}

/** A refusal's text in the page's language (see the file's comment). */
export function refusalText(t: RefusalsT, locale: Locale, refusal: Refusal | string | null | undefined, options: RefusalOptions): string {
  const { message, code } = typeof refusal === 'string' ? { message: refusal, code: null } : (refusal ?? {});
  if (!message) return t(options.fallback);
  if (locale === 'en') return message;
  const byCode = code ? options.codes?.[code] : undefined;
  if (byCode) return t(byCode);
  const known = knownPart(message);
  if (!known) return t(options.unknown);
  return known.subject ? `${known.subject}: ${t(known.id)}` : t(known.id);
}

/** The time left before a retry, as rules/wait-text.ts waitText writes it, in the page's language. */
export function waitTextIn(t: RefusalsT, seconds: number): string {
  return seconds < 60 ? t('refusals.seconds', { count: seconds }) : t('refusals.minutes', { count: Math.ceil(seconds / 60) });
}
