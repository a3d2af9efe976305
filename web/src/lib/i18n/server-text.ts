// The one way the storefront shows a text the server wrote in English in the page's language
// (issue 35; docs/decisions/i18n-server-texts-one-lookup.md). The API, REST and the forms posted
// without the script answer with the English texts of rules/ and the domain (a form's field error,
// a checkout or promo refusal), which their clients and the spec rely on; the web edge finds each
// among the English messages of the `forms`, `refusalTexts` and `refusals` namespaces by value and shows that
// message in the page's language. A message with placeholders matches as a pattern ("Try again in
// {seconds} seconds" keeps its number, "{label} is required" says the field's label in the page's
// language when the `registration` namespace knows it); a known text after a subject the server
// names first ("Oak Chair: This promo code has expired (SUMMER)") keeps the subject, which is content.
//
// Loaded with the Arabic and Urdu catalogues only (translator.ts loadCatalogue): English pages
// show the server's text as sent and carry neither this module nor the English it searches.
import { messages as forms } from './compiled/en/forms.ts';
import { messages as refusals } from './compiled/en/refusals.ts';
import { messages as refusalTexts } from './compiled/en/refusalTexts.ts';
import { messages as registration } from './compiled/en/registration.ts';
import { formatMessage, type CompiledCatalogue, type CompiledMessage } from './format.ts';
import type { Locale } from '@rules/locales.ts';

import { matchIn, patternsOf } from './text-patterns.ts';

/** Every English message a server's text may be: the forms' texts, the rules' refusals, and the refusals the pages also say themselves. */
const ENGLISH: Record<string, CompiledMessage> = { ...forms, ...refusalTexts, ...refusals };
const PATTERNS = patternsOf(ENGLISH);

/** The id of each field label a server's text may name ("First Name is required"), by its English. */
const LABELS = new Map(Object.entries(registration).flatMap(([id, message]) => (typeof message === 'string' ? [[message, id] as const] : [])));

/** The message id and placeholder values whose English `text` is, whole. */
const wholeMatch = (text: string) => matchIn(PATTERNS, text);

/**
 * `text` (English, as the server wrote it) in `locale` through its compiled `messages`: all of it,
 * or the known text after the subject the server names first (a trailing "(CODE)" is dropped with
 * it, the subject kept as written); null when no message says it.
 */
export function knownServerText(locale: Exclude<Locale, 'en'>, messages: CompiledCatalogue, text: string): string | null {
  const inLocale = (id: string, values?: Record<string, string>) => formatMessage(locale, messages[id] ?? ENGLISH[id] ?? registration[id as keyof typeof registration], values);
  const label = (value: string) => {
    const id = LABELS.get(value);
    return id ? inLocale(id) : value;
  };
  const say = ({ id, values }: { id: string; values: Record<string, string> }) => inLocale(id, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, label(value)])));
  const whole = wholeMatch(text);
  if (whole) return say(whole);
  const colon = text.indexOf(': ');
  if (colon <= 0) return null;
  const rest = text.slice(colon + 2);
  const known = wholeMatch(rest) ?? wholeMatch(rest.replace(/ \([^()]*\)$/, ''));
  return known ? `${text.slice(0, colon)}: ${say(known)}` : null;
}
