// The import-cycle check of `npm run lint`, counting type-only imports (docs/architecture.md,
// docs/decisions/domain-context-type.md). ESLint's import-x/no-cycle skips `import type` by design
// and has no option to count it; dependency-cruiser reads imports before TypeScript erases them
// (tsPreCompilationDeps) and resolves them through tsconfig.json, path aliases included.
// scripts/test/lint-boundaries.test.ts plants a type-only cycle and requires this to name it.
/* global module */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module imports itself back through others, a type import counting like any other: a cycle hides which layer owns what.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)__generated__/', '^api/src/generated/', '^sdk/src/generated/', '^web/dist', '^data/', '\\.d\\.ts$'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts'] },
    cache: false,
  },
};
