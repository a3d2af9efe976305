import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { SiteProvider, type Site } from '../components/context/site.tsx';
import { pageHydrated } from './preload.ts';
import { PageFormProvider, useFirstPageForm } from '../components/context/page-form.tsx';
import { replayKeptTaps } from './tap-replay.ts';
import type { PageFormState } from '@rules/index.ts';
import { directionOf } from '@rules/locales.ts';
import type { Catalogue } from '../lib/i18n/translator.ts';
import { LocaleProvider } from '../components/context/locale.tsx';

type Router = Parameters<typeof RouterProvider>[0]['router'];

interface AppProps {
  router: Router;
  environment: Environment;
  site: Site;
  form?: PageFormState | null;
  /** The page's language and its messages (start.tsx loads them before the first render). */
  catalogue: Catalogue;
}

/** The browser's app: the site's facts, the page's language, the Relay environment and the router (made once, in start.tsx). */
export function App({ router, environment, site, form = null, catalogue }: AppProps) {
  const { locale } = catalogue;
  const firstPageForm = useFirstPageForm(form, router);
  // Marks the page interactive once React has taken it over (hydrated the server's HTML, or rendered
  // it): real-browser tests wait for it before they click. Then the taps kept until now are replayed.
  useEffect(() => {
    // The server wrote them on <html>; a page the browser rendered alone (the dashboard) sets them here.
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    pageHydrated();
    document.documentElement.dataset.hydrated = 'true';
    replayKeptTaps();
  }, [locale]);
  return (
    <SiteProvider site={site}>
      <LocaleProvider catalogue={catalogue}>
        <RelayEnvironmentProvider environment={environment}>
          <PageFormProvider form={firstPageForm}>
            <RouterProvider router={router} />
          </PageFormProvider>
        </RelayEnvironmentProvider>
      </LocaleProvider>
    </SiteProvider>
  );
}
