import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { relayEnvironment } from './relay-environment.ts';
import { routes } from './routes.tsx';

// One router for the page's lifetime, made outside React: StrictMode would otherwise build two,
// and each would start (and release) the first page's query.
const router = createBrowserRouter(routes);

export function App() {
  return (
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
