import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { relayEnvironment } from './relay-environment.ts';
import { routes } from './routes.tsx';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
