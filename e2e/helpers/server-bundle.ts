/**
 * The e2e project's global setup (vitest.config.mts): the server's own code (scripts/serve.ts and
 * everything under api/, prisma/seed/ and rules/ it imports) bundled into one JavaScript file, once
 * per run, that every e2e server starts from (harness.ts) instead of `--import tsx`. Under tsx each
 * of the ~38 server starts resolved and loaded several hundred TypeScript files through tsx's
 * hooks, which Node 20 runs on a thread of their own: about a fifth of a start's CPU
 * (docs/decisions/test-suite-time.md, "e2e server start"). The bundle runs the same code: packages
 * stay outside it (node_modules loads as under tsx, native modules and WASM files included), and
 * each bundled file keeps its own `import.meta.url` and `import.meta.dirname`, so the paths it
 * finds from there (the PGlite thread's pglite-host.mjs, the migrations, web/dist, wordnet) are
 * the ones it finds under tsx.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled server (scripts/serve.ts) that the e2e servers start from. */
    e2eServerBundle: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const entry = path.join(projectRoot, 'scripts/serve.ts');

/**
 * Each bundled file's `import.meta.url`, `.dirname` and `.filename` written out as that file's own,
 * as Node gives them to it: one bundle has a single `import.meta`. The entry keeps the bundle's,
 * which serve.ts compares with process.argv[1] to know it was started as the program.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundler) {
    bundler.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, async ({ path: file }) => {
      if (file === entry || file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(file, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      return {
        loader: /\.m?ts$/.test(file) ? 'ts' : 'js',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
          .replaceAll('import.meta.filename', JSON.stringify(file)),
      };
    });
  },
};

/**
 * Bundles scripts/serve.ts into `outFile`, which must lie inside the project (its packages are
 * imported by name and resolve from node_modules).
 */
export async function bundleServer(outFile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules loads as under tsx (and Prisma's generated client stays ours: it is under api/src).
    packages: 'external',
    // Two modules' classes or functions of the same name would otherwise be renamed apart, and their
    // `.name` (error names in logs and answers) with them.
    keepNames: true,
    plugins: [ownImportMeta],
    logLevel: 'warning',
  });
}

export default async function setup(project: TestProject) {
  // Inside node_modules so that the bundle's imports of packages resolve; a directory per run, as
  // another run in this checkout may build its own meanwhile.
  const dir = path.join(projectRoot, 'node_modules', '.cache', `e2e-server-${crypto.randomBytes(4).toString('hex')}`);
  const outFile = path.join(dir, 'serve.mjs');
  await bundleServer(outFile);
  project.provide('e2eServerBundle', outFile);
  return function teardown() {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
