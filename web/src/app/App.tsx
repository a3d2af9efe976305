import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { SiteProvider, type Site } from '../components/context/site.tsx';
import { pageHydrated } from './preload.ts';
import { PageFormProvider, useFirstPageForm } from '../components/context/page-form.tsx';
import { replayKeptTaps } from './tap-replay.ts';
import type { PageFormState } from '@rules/index.ts';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The browser's app: the site's facts, the Relay environment and the router (made once, in start.tsx). */
export function App({ router, environment, site, form = null }: { router: Router; environment: Environment; site: Site; form?: PageFormState | null }) {
  const firstPageForm = useFirstPageForm(form, router);
  // Marks the page interactive once React has taken it over (hydrated the server's HTML, or rendered
  // it): real-browser tests wait for it before they click. Then the taps kept until now are replayed.
  useEffect(() => {
    pageHydrated();
    document.documentElement.dataset.hydrated = 'true';
    replayKeptTaps();
  }, []);
  return (
    <SiteProvider site={site}>
      <RelayEnvironmentProvider environment={environment}>
        <PageFormProvider form={firstPageForm}>
          <RouterProvider router={router} />
        </PageFormProvider>
      </RelayEnvironmentProvider>
    </SiteProvider>
  );
}
