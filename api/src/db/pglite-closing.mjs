// Shared by both sides of the embedded database's thread: the app's (pglite-thread.ts) and the
// thread's own (pglite-host.mjs, plain JavaScript: it loads without a TypeScript loader).

/** Once the database is closing, a statement may still end its own transaction, and nothing else. */
export const ALLOWED_WHILE_CLOSING = new Set(['commit', 'rollback', 'close']);

export const CLOSING_MESSAGE = 'the database is closing';
