// The parts of react-relay the web app uses, module by module. react-relay's index is CommonJS and
// requires all of it (the legacy containers, QueryRenderer, entry points, subscriptions...), which a
// bundler cannot drop; web/vite.config.mts points `react-relay` here for the build (about 8 KB gzip
// less on every page). A name missing here fails the build, never the page.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { fetchQuery, graphql } from 'relay-runtime';
