import { useCallback } from 'react';
import { useT } from '../context/locale.tsx';
import { messages as formsMessages } from '../../lib/i18n/compiled/en/forms.ts';
import { translatedText } from '../../lib/i18n/by-value.ts';

/**
 * What a form's field or note says, in the page's language (issue 35): the browser's checks and
 * the server (GraphQL, or a form posted without the script) both give the English texts of rules/
 * and the domain, found among the forms namespace's messages by value (lib/i18n/by-value.ts).
 */
export function useFormText(): (text: string) => string {
  const t = useT(formsMessages);
  return useCallback((text: string) => translatedText(t, formsMessages, text), [t]);
}
