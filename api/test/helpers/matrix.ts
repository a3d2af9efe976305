// The machinery of the authorization matrix (authorization-matrix.test.ts): which operations
// exist (discovered from the GraphQL schema and the REST route table), how an answer is
// classified, and a fingerprint of the database to prove that a refused call changed nothing.
import type { GraphQLSchema } from 'graphql';
import type { Db } from '../../src/db/database.ts';

/** Every operation a client can call: `Query.<field>`, `Mutation.<field>`, `<METHOD> <path>`. */
export function discoverOperations(schema: GraphQLSchema, routes: ReadonlyArray<{ method: string; path: string }>): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((type) => type != null);
  const fields = roots.flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
  return [...fields, ...routes.map((route) => `${route.method} ${route.path}`)];
}

/**
 * Throws, naming each one, when an operation has no row in the expectation table (a new
 * operation must say who may call it before the suite passes), or a row names no operation.
 */
export function assertEveryOperationCovered(operations: string[], table: Record<string, unknown>): void {
  const missing = operations.filter((operation) => !(operation in table));
  const stale = Object.keys(table).filter((key) => !operations.includes(key));
  const problems = [
    ...(missing.length ? [`operations without an expectation in the authorization matrix: ${missing.join(', ')}`] : []),
    ...(stale.length ? [`matrix rows for operations that no longer exist: ${stale.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(problems.join('; '));
}

/**
 * What an answer amounts to. `ok`: the operation did its work; `unauthenticated`/`forbidden`:
 * 401/403 or the GraphQL error codes; `notFound`: 404 or a NotFoundError result; `null`: a
 * GraphQL lookup that answered nothing; `invalid`: 400 or a ValidationError result; else the
 * error's name (a conflict, a rate limit, a server error).
 */
export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'notFound' | 'null' | 'invalid' | (string & {});

export function restOutcome(status: number): Outcome {
  if (status >= 200 && status < 300) return 'ok';
  return ({ 400: 'invalid', 401: 'unauthenticated', 403: 'forbidden', 404: 'notFound' } as Record<number, Outcome>)[status] ?? `status ${status}`;
}

const errorOutcomes: Record<string, Outcome> = { UNAUTHENTICATED: 'unauthenticated', FORBIDDEN: 'forbidden', API_KEY_SCOPE_MISSING: 'forbidden', NOT_FOUND: 'notFound', BAD_USER_INPUT: 'invalid' };

export function graphqlOutcome(field: string, body: { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined): Outcome {
  const error = body?.errors?.[0];
  if (error) {
    const code = String(error.extensions?.code ?? '');
    return errorOutcomes[code] ?? `error ${code || error.message}`;
  }
  const value = body?.data?.[field];
  if (value == null) return 'null';
  if (Array.isArray(value)) return value.every((item) => item == null) && value.length ? 'null' : 'ok';
  const typename: string | undefined = value.__typename;
  if (typename === 'NotFoundError') return 'notFound';
  if (typename === 'ValidationError') return 'invalid';
  if (typename?.endsWith('Error')) return typename;
  return 'ok';
}

/** Tables whose rows change on any request (counters, mail, lazily made keys): not compared. */
const VOLATILE_TABLES = new Set(['rate_limits', 'outbox_mails', 'server_secrets', '_prisma_migrations']);

/** The fingerprint query of each database (its tables do not change while a test runs). */
const fingerprintSql = new WeakMap<Db, string>();

/**
 * Per compared table its row count and the newest transaction id among its rows (`xmin`, the
 * transaction that wrote each row version), in one query: an INSERT or UPDATE that commits makes a
 * row version with a newer id than any before it, a DELETE lowers the count. So it sees every
 * committed write, an UPDATE that writes the same values too (which a hash of the rows would not),
 * without reading the rows' text: about an eighth of the time an md5 of every sorted row took
 * (docs/decisions/test-suite-time.md).
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  let sql = fingerprintSql.get(db);
  if (!sql) {
    const tables = await db.$queryRawUnsafe<Array<{ name: string }>>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
    );
    const compared = tables.map((table) => table.name).filter((name) => !VOLATILE_TABLES.has(name));
    sql = compared.map((name) => `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as print from "${name}"`).join(' union all ');
    fingerprintSql.set(db, sql);
  }
  const rows = await db.$queryRawUnsafe<Array<{ name: string; print: string }>>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
