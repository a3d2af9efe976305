import { useServerText, useT } from '../components/context/locale.tsx';
import { translatedText } from '../lib/i18n/by-value.ts';
import type { CompiledMessage } from '../lib/i18n/translator.ts';

/**
 * A text the server or rules/ wrote in English (a promo code's refusal, a webhook's error), in the
 * page's language: found by value among `english`'s messages (a dashboard namespace that words the
 * rules' texts), else among the forms namespace's (useServerText), else shown as it came
 * (docs/decisions/i18n-server-texts-by-value.md).
 */
export function useServerTextIn<Id extends string>(english: Record<Id, CompiledMessage>): (text: string) => string {
  const t = useT(english);
  const serverText = useServerText();
  return (text) => {
    const own = translatedText(t, english, text);
    return own !== text ? own : serverText(text);
  };
}
