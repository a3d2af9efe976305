// relay-compiler configuration. Must stay CommonJS: the root package.json has no "type": "module"
// (with it the compiler panics). Run `npx relay-compiler`; --watch needs watchman, which we lack.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};
