import { RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { SiteProvider, type Site } from './site.tsx';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The browser's app: the site's facts, the Relay environment and the router (made once, in main.tsx). */
export function App({ router, environment, site }: { router: Router; environment: Environment; site: Site }) {
  return (
    <SiteProvider site={site}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </SiteProvider>
  );
}
