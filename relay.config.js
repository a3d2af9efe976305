// relay-compiler configuration. Must stay CommonJS: the root package.json has no "type": "module"
// (with it the compiler panics). Run `npx relay-compiler`; --watch needs watchman, which we lack.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  // Every operation is persisted at build: the web app sends its id, never its text, and the server
  // runs only documents from this file on the web app's endpoint (docs/decisions/cdn-ready-reads-persisted-documents.md).
  persistConfig: { file: './web/src/__generated__/persisted-documents.json', algorithm: 'SHA256' },
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};
