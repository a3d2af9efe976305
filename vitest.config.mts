import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// Node resolves `graphql` (no "exports" field) to its CommonJS index.js, and the libraries that
// require() it (Pothos, yoga, graphql-armor) get that copy. Vite would pick index.mjs (the
// "module" field) for our own imports: two graphql instances, "Cannot use GraphQLSchema from
// another module or realm". Resolve the bare specifier the way Node does.
const nodeGraphql = createRequire(import.meta.url).resolve('graphql');

// Every project resolves the path aliases of tsconfig.json (`@rules/...`, `resolve.tsconfigPaths`):
// a project written inline does not inherit the root's `resolve`, so each one says it.
//
// Four suites, run by name: `vitest run --project rules --project api --project web`, `vitest run --project e2e`.
// npm test (scripts/test.sh) runs them all, and the api suite a second time on PostgreSQL.
export default defineConfig({
  test: {
    // Each project sets LOG_LEVEL=error: info logs would bury the test output; errors still show.
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }], tsconfigPaths: true },
        test: {
          name: 'api',
          root: import.meta.dirname,
          include: ['api/test/**/*.test.ts'],
          environment: 'node',
          // Prisma engines, PGlite (WASM) and native modules are happier in processes than threads.
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Creates the per-run cache of migrated/seeded template databases, removes it at the end.
          globalSetup: ['api/test/helpers/global-setup.ts'],
          env: { LOG_LEVEL: 'error' },
        },
      },
      {
        // The shared rules (rules/): pure functions, no database, no DOM.
        resolve: { tsconfigPaths: true },
        test: {
          name: 'rules',
          root: import.meta.dirname,
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'error' },
        },
      },
      {
        // babel-plugin-relay must turn graphql`` tags into artifact imports before React's transform.
        plugins: [relay, react()],
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          root: import.meta.dirname,
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          env: { LOG_LEVEL: 'error' },
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          // Checks of the project's own tooling (the lint boundaries).
          name: 'tooling',
          root: import.meta.dirname,
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'e2e',
          root: import.meta.dirname,
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One browser and one server at a time: the machine has two cores.
          fileParallelism: false,
          // The seeded DATA_DIR template that each e2e server starts from (see e2e/harness.ts).
          globalSetup: ['api/test/helpers/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { LOG_LEVEL: 'error' },
        },
      },
    ],
  },
});
