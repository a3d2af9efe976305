import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// Node resolves `graphql` (no "exports" field) to its CommonJS index.js, and the libraries that
// require() it (Pothos, yoga, graphql-armor) get that copy. Vite would pick index.mjs (the
// "module" field) for our own imports: two graphql instances, "Cannot use GraphQLSchema from
// another module or realm". Resolve the bare specifier the way Node does.
const nodeGraphql = createRequire(import.meta.url).resolve('graphql');

/**
 * The API suite runs whole on PostgreSQL (production's database: `npm test` step 7). On the
 * embedded PGlite that `npm start` uses it runs the parts where the two can differ: the platform
 * (the database's own process, backups, restarts, jobs, seed), search's SQL (folding, ranking),
 * checkout and money (locks, triggers, one connection). The e2e suite also runs every page on
 * PGlite. docs/decisions/api-suite-databases.md says why not the whole suite twice.
 */
const API_ON_EMBEDDED_DATABASE = ['api/test/platform/**/*.test.ts', 'api/test/search/**/*.test.ts', 'api/test/checkout/**/*.test.ts', 'api/test/money/**/*.test.ts'];

/**
 * Files of those folders that one of the two runs would only repeat (docs/decisions/test-suite-time.md):
 * each still runs once in `npm test`. The embedded engine's own tests open PGlite themselves, whatever
 * TEST_DATABASE_URL says: on the PostgreSQL run they run the same engine again.
 *
 * They are also the API files that need a process of their own: pglite-rows and pglite-version
 * read PGlite's parser before and after the row decoding patches it (process-wide, by design),
 * pglite-prepared opens the engine in-process too, and pglite-thread times its closes against a
 * quiet process. No other api-pglite file opens PGlite outside its database thread, mocks a
 * module, stubs a global or writes process.env: those share one worker's modules (`api-pglite`),
 * as the PostgreSQL run does, and the engine tests run in `api-pglite-engine`, a process each.
 */
const PGLITE_ENGINE_TESTS = ['api/test/platform/pglite-{thread,prepared,rows,version}.test.ts'];

/**
 * Files whose every test is `runIf(testServerUrl)` (skipped on PGlite, still imported), and pure
 * functions that open no database: the PostgreSQL run (the whole suite) has them.
 */
const NOT_ON_EMBEDDED_DATABASE = [
  'api/test/platform/{database-restart,cluster-metrics}.test.ts',
  'api/test/search/search-plan.test.ts',
  'api/test/checkout/{checkout-pricing,promo-parity,promo-rules}.test.ts',
  'api/test/money/money-arithmetic.test.ts',
];

/** An API test project: in-process app or server processes, on PGlite or the server TEST_DATABASE_URL names. */
function apiProject(name: string, include: string[], exclude: string[], { isolate }: { isolate: boolean }) {
  return {
    resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }], tsconfigPaths: true },
    test: {
      name,
      root: import.meta.dirname,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node' as const,
      // Prisma engines, PGlite (WASM) and native modules are happier in processes than threads.
      pool: 'forks' as const,
      // Whether each file gets fresh modules (docs/decisions/test-suite-time.md, "One worker's
      // modules for the PostgreSQL run" and "One worker's modules for the PGlite step"): only
      // PGlite's engine tests need a process of their own.
      isolate,
      testTimeout: 300_000,
      hookTimeout: 900_000,
      // Creates the per-run cache of migrated/seeded template databases, removes it at the end.
      globalSetup: ['api/test/helpers/global-setup.ts'],
      env: { LOG_LEVEL: 'error' },
    },
  };
}

const WEB_TESTS = ['web/src/**/*.test.{ts,tsx}'];
/**
 * Web files that need modules of their own: a `vi.mock` replaces a module only for a file that
 * imports it fresh, and in a shared worker an earlier file has already loaded the real one (and
 * the mock would stay for the next files).
 */
const WEB_OWN_MODULE_GRAPH = ['web/src/features/property/BookNowDialog.test.tsx'];

/**
 * A web test project (jsdom). With `isolate: false` its one worker keeps one jsdom window and the
 * modules (React, Relay, the app's code) from one file to the next (docs/decisions/test-suite-time.md,
 * "One worker's modules for the PGlite step"); web/test/setup.ts gives each file an empty document
 * and empty storage, as a fresh window would be.
 */
function webProject(name: string, include: string[], exclude: string[], { isolate }: { isolate: boolean }) {
  return {
    // babel-plugin-relay must turn graphql`` tags into artifact imports before React's transform.
    plugins: [relay, react()],
    resolve: { tsconfigPaths: true },
    test: {
      name,
      root: import.meta.dirname,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'jsdom' as const,
      isolate,
      setupFiles: ['web/test/setup.ts'],
      env: { LOG_LEVEL: 'error' },
    },
  };
}

// Every project resolves the path aliases of tsconfig.json (`@rules/...`, `resolve.tsconfigPaths`):
// a project written inline does not inherit the root's `resolve`, so each one says it.
//
// The suites, run by name: rules, api (all of it but PGlite's own engine tests), api-pglite (its
// part for the embedded database, the engine tests included),
// web, tooling, e2e. npm test (scripts/test.sh) runs rules + api-pglite + web + tooling on PGlite,
// the whole api suite on PostgreSQL, then e2e.
export default defineConfig({
  test: {
    // Each project sets LOG_LEVEL=error: info logs would bury the test output; errors still show.
    projects: [
      apiProject('api', ['api/test/**/*.test.ts'], PGLITE_ENGINE_TESTS, { isolate: false }),
      apiProject('api-pglite', API_ON_EMBEDDED_DATABASE, [...NOT_ON_EMBEDDED_DATABASE, ...PGLITE_ENGINE_TESTS], { isolate: false }),
      apiProject('api-pglite-engine', PGLITE_ENGINE_TESTS, [], { isolate: true }),
      {
        // The shared rules (rules/): pure functions, no database, no DOM.
        resolve: { tsconfigPaths: true },
        test: {
          name: 'rules',
          root: import.meta.dirname,
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one worker's modules for all the files.
          isolate: false,
          env: { LOG_LEVEL: 'error' },
        },
      },
      webProject('web', WEB_TESTS, WEB_OWN_MODULE_GRAPH, { isolate: false }),
      webProject('web-isolated', WEB_OWN_MODULE_GRAPH, [], { isolate: true }),
      {
        resolve: { tsconfigPaths: true },
        test: {
          // Checks of the project's own tooling (the lint boundaries).
          name: 'tooling',
          root: import.meta.dirname,
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          // They read files and run ESLint or the compilers in-process; none changes process-wide state.
          isolate: false,
          testTimeout: 300_000,
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
          // One server at a time: the machine has two cores.
          fileParallelism: false,
          // A worker keeps its imported modules from one file to the next (the harness, playwright,
          // the template helpers); each file still starts its own server on its own DATA_DIR and
          // its own browser contexts. docs/decisions/ci-time.md says why the API projects do not.
          isolate: false,
          // The seeded DATA_DIR template that each e2e server starts from (see e2e/harness.ts), and
          // the one Chromium the files connect to, each with its own contexts (e2e/helpers/browser-server.ts),
          // and the server's code bundled once for all their starts (e2e/helpers/server-bundle.ts).
          globalSetup: ['api/test/helpers/global-setup.ts', 'e2e/helpers/browser-server.ts', 'e2e/helpers/server-bundle.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          env: { LOG_LEVEL: 'error' },
        },
      },
    ],
  },
});
