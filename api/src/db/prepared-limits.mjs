// Shared by both ways statements are kept prepared: PGlite's (pglite-prepared.mjs, which also runs
// in the database thread without a TypeScript loader, hence plain JavaScript) and PostgreSQL's
// (statement-names.ts).

/** `IN (...)` lists make a statement per length: ones with more parameters are not kept. */
export const MAX_PREPARED_PARAMETERS = 100;
