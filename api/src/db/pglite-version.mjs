// Plain JavaScript: it runs in the database's worker thread (pglite-host.mjs), which loads without
// a TypeScript loader. Types: pglite-version.d.mts.
//
// pglite-rows.mjs replaces PGlite's wire parser on its prototype and rebuilds its result objects;
// pglite-prepared.mjs takes PGlite's private locks (_runExclusiveQuery, _runExclusiveTransaction).
// Neither is PGlite's public surface: a new version may rename, reorder or change any of it and
// the patches would then mis-read rows or deadlock rather than fail. So they refuse to run on any
// version they were not checked against; upgrading PGlite means re-running their tests
// (api/test/platform/pglite-rows.test.ts, pglite-prepared.test.ts) and then changing the version here.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The @electric-sql/pglite version the patches were written for and tested on (package.json pins it). */
export const PGLITE_VERSION_PATCHED = '0.4.3';

const PACKAGE = '@electric-sql/pglite';

/**
 * The version of the PGlite this code loads, from its package.json (which the package does not
 * export, so it is found from the entry point upwards).
 */
export function installedPgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve(PACKAGE));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === PACKAGE) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package.json of ${PACKAGE}`);
    dir = parent;
  }
}

/**
 * Throws, saying what to do, unless `installed` is the version the patches were written for.
 * @param {string} patch what is refused, for the message
 * @param {string} installed
 */
export function assertPatchedPgliteVersion(patch, installed) {
  if (installed === PGLITE_VERSION_PATCHED) return;
  throw new Error(
    `${patch} was written for ${PACKAGE} ${PGLITE_VERSION_PATCHED} and relies on its internals, but ${installed} is installed. ` +
      `Pin ${PACKAGE} to ${PGLITE_VERSION_PATCHED} in package.json, or check the patches against ${installed} ` +
      `(api/test/platform/pglite-rows.test.ts, api/test/platform/pglite-prepared.test.ts) and then set PGLITE_VERSION_PATCHED in api/src/db/pglite-version.mjs.`,
  );
}
