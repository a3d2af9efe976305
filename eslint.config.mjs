// npm run lint: typescript-eslint's recommended rules, React's rules of hooks, and the import
// boundaries of docs/architecture.md. The boundaries are the reason this file exists: each zone
// below is an arrow that must never be drawn, checked on resolved paths (so `../../x` and
// `../x` are the same file), and import-x/no-cycle refuses any cycle of imports (of values: it skips
// `import type`; `npm run lint:cycles`, .dependency-cruiser.cjs, counts those too).
//
// typescript-eslint needs TypeScript's JS API, which the native compiler (TypeScript 7, the
// `typescript-native` package that `npm run typecheck` runs) does not have: the `typescript`
// package beside it is 6.x for that reason (docs/decisions/lint-npm-run-lint-part.md).
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import maxLinesPerFunction from './scripts/lint/max-lines-per-function.mjs';
import noLiteralText, { I18N_LITERAL_TEXT } from './scripts/lint/i18n-literal-text.mjs';

/** An arrow that must never be drawn: nothing under `target` imports anything under `from`. */
const never = (target, from, message) => ({ target, from, message });

const boundaries = [
  // The domain is the rules of the business; transports and the HTTP edge call it, never the reverse.
  never('./api/src/domain', ['./api/src/http', './api/src/graphql', './api/src/rest', './api/src/app.ts', './api/src/server.ts'], 'The domain never imports the HTTP edge or a transport: announce a change on the event port, or move the rule into the domain.'),
  // Two transports over one domain: neither borrows from the other.
  never('./api/src/graphql', './api/src/rest', 'GraphQL never imports the REST layer: share the code through the domain or the HTTP edge.'),
  never('./api/src/rest', './api/src/graphql', 'REST never imports the GraphQL layer: share the code through the domain or the HTTP edge.'),
  // The runtime never carries tooling or demo data.
  never('./api/src', ['./prisma', './scripts', './bench'], 'The runtime never imports tooling or demo data (prisma/, scripts/, bench/).'),
  // The browser gets the server's rules from one dependency-free module, and nothing else of it.
  never('./web/src', ['./api', './prisma', './scripts'], 'The web app imports only rules/ from the server side.'),
  // The rules module has no dependencies: it runs unchanged in the browser and on the server.
  never('./rules', ['./api', './web', './prisma', './scripts', './bench', './e2e'], 'rules/ is dependency-free: it imports only from rules/.'),
  // The SDK is what a partner copies or installs: it stands alone, and the example uses only it.
  never('./sdk', ['./api', './web', './rules', './prisma', './scripts', './bench', './e2e', './examples'], 'The SDK (sdk/) stands alone: it imports only its own files and npm packages.'),
  never('./examples', ['./api', './web', './rules', './prisma', './scripts', './bench', './e2e'], 'An example partner app uses the API through the SDK (sdk/) only.'),
];

// Inside the web app (docs/decisions/web-boundaries.md): a feature is a top-level folder of
// web/src/features/ and borrows from no other feature; what two features share lives in the kit
// (components/, hooks/, lib/), which imports no feature, page or the app shell. The features are
// read from disk, so a new one is fenced the day it is made.
const features = fs.readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'));
const webBoundaries = [
  never('./web/src/features', './web/src/app', 'A feature never imports the app shell (web/src/app): take the Relay environment from useRelayEnvironment(), shared contexts from components/context/.'),
  ...features.map(({ name }) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: `features/${name} never imports another feature: move what both use into the shared kit (components/, hooks/, lib/) or into the one feature that uses it.`,
  })),
  never('./web/src/lib', ['./web/src/app', './web/src/features', './web/src/pages', './web/src/components', './web/src/hooks'], 'lib/ holds plain helpers: it imports no component, hook, feature, page or the app shell.'),
  never(['./web/src/components', './web/src/hooks'], ['./web/src/app', './web/src/features', './web/src/pages'], 'The shared kit (components/, hooks/) never imports a feature, a page or the app shell: it is what they are built from.'),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'web/dist/**', 'web/dist-server/**', 'data/**', 'api/src/generated/**', 'api/test/generated/**', 'sdk/src/generated/**', 'web/src/__generated__/**', '**/*.d.mts', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...webBoundaries] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Rest siblings are how a field is dropped from an object; `_` names an ignored argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `any` is allowed where a test reads an answer's JSON; the compiler's strict mode does the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      // Relay's compiler reads fragments declared as bare graphql`...` statements beside a component.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  {
    // The shared rules have one name from anywhere (tsconfig.json "paths"); a path that climbs to
    // them breaks each time a file moves.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['rules/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.{1,2}/)+rules/', message: "Import the shared rules by their alias, '@rules/<file>.ts'." }] }],
    },
  },
  {
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'], // its tests may import vitest
    rules: {
      // Not even Node's or the browser's own modules: rules/ must run anywhere as it is.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'rules/ imports only from rules/ (relative paths).' }] }],
    },
  },
  {
    // Issue 38: every error code is one of the contract's (api/src/domain/error-codes.ts). Coded
    // errors are made where the type system checks the code (DomainError, errorJson,
    // codedGraphQLError); a literal code written into an error's extensions would escape it.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='extensions'] > ObjectExpression > Property[key.name='code'][value.type='Literal']",
          message: 'Make a coded GraphQL error with codedGraphQLError (graphql/coded-error.ts): its code must be an ErrorCode.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser's own alert, confirm and prompt block the page, cannot be styled and read as
      // a different app: messages are toasts or inline text (role=alert), confirmations are
      // ConfirmDialog, questions are forms. No file is exempt.
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Show a toast (useToast) or an inline message.' },
        { name: 'confirm', message: 'Use components/ui/ConfirmDialog.' },
        { name: 'prompt', message: 'Ask in a form or a dialog.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'alert', message: 'Show a toast (useToast) or an inline message.' },
          { object, property: 'confirm', message: 'Use components/ui/ConfirmDialog.' },
          { object, property: 'prompt', message: 'Ask in a form or a dialog.' },
        ]),
      ],
      // Issue 32: a form sent before the script has run (or without it) goes the way it says.
      // Without a method it is a GET, and a login's password ends in the address, the history
      // and every log. Personal forms post; only search and listing filters are GET.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every <form> an explicit method: "post" for anything personal, "get" only for search and filters.',
        },
      ],
    },
  },
  {
    // Issue 35: no interface text written into JSX (docs/decisions/i18n-no-literal-text-lint.md).
    // Every text a reader sees goes through a message catalogue (web/src/lib/i18n/), so an
    // English word cannot slip into an Arabic or Urdu page. The rule and what it lets through
    // (symbols, codes, the brand) are in scripts/lint/i18n-literal-text.mjs.
    files: ['web/src/**/*.tsx'],
    ignores: [
      'web/src/**/*.test.tsx',
      'web/src/**/*.stories.tsx',
    ],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: {
      'i18n/no-literal-text': ['error', I18N_LITERAL_TEXT],
    },
  },
  {
    // The size rule (docs/decisions/size-rule.md): a file a newcomer can read through, a function
    // that fits a screen. Generated code is ignored above; tests are held too, except that a
    // describe callback (a list of tests) is bounded by the file's 400 lines instead.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { house: { rules: { 'max-lines-per-function': maxLinesPerFunction } } },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'house/max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
