import type { PGlite } from '@electric-sql/pglite';
/** PGlite's query/exec/transaction, with repeated statements run as prepared statements. */
export function withPreparedStatements(pglite: PGlite, pgliteVersion?: string): Pick<PGlite, 'query' | 'exec' | 'transaction'>;
