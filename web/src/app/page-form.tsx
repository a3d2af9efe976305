import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageFormName, PageFormState } from '../../../rules/index.ts';

/**
 * The form the server answered without the script (issue 32), as it rendered the page with it:
 * the server's render and the browser's hydration start from the same values, errors and message.
 */
const PageFormContext = createContext<PageFormState | null>(null);

export function PageFormProvider({ form, children }: { form: PageFormState | null; children: ReactNode }) {
  return <PageFormContext.Provider value={form}>{children}</PageFormContext.Provider>;
}

/**
 * The server's answer to form `name`, on the page it answered only: the first entry of the
 * history (react-router's key "default"). A later visit to the same page starts empty.
 */
export function usePageForm(name: PageFormName): PageFormState | null {
  const form = useContext(PageFormContext);
  const { key } = useLocation();
  return form?.form === name && key === 'default' ? form : null;
}
