/** The @electric-sql/pglite version the patches were written for and tested on. */
export const PGLITE_VERSION_PATCHED: string;
/** The version of the PGlite this code loads, read from its package.json. */
export function installedPgliteVersion(): string;
/** Throws, saying what to do, unless `installed` is the version the patches were written for. */
export function assertPatchedPgliteVersion(patch: string, installed: string): void;
