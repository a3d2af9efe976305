import { useLocale, useServerText, useT } from '../components/context/locale.tsx';
import { matchIn, patternsOf, type TextPattern } from '../lib/i18n/text-patterns.ts';
import type { CompiledMessage } from '../lib/i18n/translator.ts';

const patternsByNamespace = new WeakMap<object, TextPattern[]>();

function patternsFor(english: Record<string, CompiledMessage>): TextPattern[] {
  let patterns = patternsByNamespace.get(english);
  if (!patterns) patternsByNamespace.set(english, (patterns = patternsOf(english)));
  return patterns;
}

/**
 * A text the server or rules/ wrote in English (a promo code's refusal, a webhook's error), in the
 * page's language: found by value among `english`'s messages (a dashboard namespace that words the
 * rules' texts), else among the storefront's forms and refusals (useServerText), else shown as it
 * came (docs/decisions/i18n-server-texts-one-lookup.md). English shows it as it came.
 */
export function useServerTextIn<Id extends string>(english: Record<Id, CompiledMessage>): (text: string) => string {
  const t = useT(english);
  const serverText = useServerText();
  const inEnglish = useLocale() === 'en';
  return (text) => {
    if (inEnglish) return text;
    const own = matchIn(patternsFor(english), text);
    return own ? t(own.id as Id, own.values) : serverText(text);
  };
}
