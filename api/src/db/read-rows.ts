import type { ArgType, SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import type { Prisma } from '../generated/prisma/client.ts';

/** Rows as the database sent them, one array per row in the statement's column order. */
export type ReadRows = (statement: Prisma.Sql) => Promise<unknown[][]>;

/**
 * Runs one read statement on the driver adapter Prisma itself uses (the same PGlite thread or
 * PostgreSQL pool), and hands back the rows without Prisma's per-row interpretation. For the
 * hottest reads only (product card lists): there, building the query and mapping each row and
 * decimal took Prisma about as long on the main thread as the rest of the request.
 */
export function rowReader(connection: Promise<SqlDriverAdapter>): ReadRows {
  return async (statement) => {
    const adapter = await connection;
    const result = await adapter.queryRaw({ sql: statement.text, args: statement.values, argTypes: statement.values.map(argTypeOf) });
    return result.rows;
  };
}

function argTypeOf(value: unknown): ArgType {
  if (Array.isArray(value)) return { ...argTypeOf(value[0]), arity: 'list' };
  switch (typeof value) {
    case 'number':
      return { scalarType: Number.isInteger(value) ? 'int' : 'float', arity: 'scalar' };
    case 'boolean':
      return { scalarType: 'boolean', arity: 'scalar' };
    case 'string':
      return { scalarType: 'string', arity: 'scalar' };
    default:
      return { scalarType: 'unknown', arity: 'scalar' };
  }
}
