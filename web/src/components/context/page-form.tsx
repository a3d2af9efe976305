import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageFormName, PageFormState } from '@rules/index.ts';

/**
 * The form the server answered without the script (issue 32), as it rendered the page with it:
 * the server's render and the browser's hydration start from the same values, errors and message.
 */
const PageFormContext = createContext<PageFormState | null>(null);

export function PageFormProvider({ form, children }: { form: PageFormState | null; children: ReactNode }) {
  return <PageFormContext.Provider value={form}>{children}</PageFormContext.Provider>;
}

/** The server's answer to form `name`, on the page it answered; null anywhere else. */
export function usePageForm(name: PageFormName): PageFormState | null {
  const form = useContext(PageFormContext);
  return form?.form === name ? form : null;
}

/** Anything that announces navigations (the browser's router). */
interface Navigations {
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/**
 * The server's form state for the first page only: once the router has gone anywhere else (its
 * first entry's key is "default"), a later visit to the same page starts empty.
 */
export function useFirstPageForm(form: PageFormState | null, router: Navigations): PageFormState | null {
  const [current, setCurrent] = useState(form);
  useEffect(() => {
    if (!form) return;
    return router.subscribe((state) => {
      if (state.location.key !== 'default') setCurrent(null);
    });
  }, [form, router]);
  return current;
}
