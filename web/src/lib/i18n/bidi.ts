// Left-to-right runs inside right-to-left pages (issue 35). An amount ("AED 1,200", "$1,865.00",
// "د.إ363.33") or an order id written into Arabic or Urdu text would otherwise be reordered by the
// bidirectional algorithm: in a right-to-left paragraph "AED 1,200" shows as "1,200 AED". Each such
// run is wrapped in Unicode's isolate marks (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069 POP
// DIRECTIONAL ISOLATE), which keep it whole and in English order wherever it stands, in element
// text and attributes alike (an aria-label cannot hold a <bdi>). English text is left untouched.
import { directionOf, type Locale } from '@rules/locales.ts';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `text` as one left-to-right run on a right-to-left page; as it is on an English one. */
export function ltrRun(locale: Locale, text: string): string {
  return directionOf(locale) === 'rtl' ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** The text without isolate marks (what a reader sees, for tests and comparisons). */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
