// Opens PGlite with the extensions the schema needs. Shared by the app (pglite-host.mjs), the
// prisma CLI's schema-engine stand-in (prisma/engine/schema-engine-shim.mjs) and the tests so that
// every embedded database has the same capabilities. Plain JavaScript: the database's worker
// thread and the stand-in both load without a TypeScript loader.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';

/** @param {string | undefined} dir a data directory, or undefined for an in-memory database */
export async function openPglite(dir) {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Options go in the first argument: `new PGlite(undefined, options)` drops the extensions.
  return PGlite.create({ dataDir: dir, extensions: { pg_trgm, fuzzystrmatch } });
}

/** `pglite:./data/pglite` or `pglite:memory` -> a directory (undefined for memory) */
export function pgliteDirFromUrl(url) {
  const rest = url.slice('pglite:'.length);
  return rest === '' || rest === 'memory' ? undefined : rest;
}
