import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept prepared per database; past this, new ones run the plain way. */
const MAX_PREPARED = 1_000;
/** `IN (...)` lists make a statement per length: long ones are not worth keeping. */
const MAX_PARAMETERS = 100;
/** "cached plan must not change result type": the schema changed under a prepared statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Prepared {
  name: string;
  parameterTypes: number[];
}

/**
 * The PGlite client Prisma's adapter uses, with `query()` running each distinct statement as a
 * named prepared statement. PGlite's own `query()` parses, describes and plans every statement
 * anew, in six calls into the WASM engine; the storefront repeats a handful of statements, so
 * here a repeated one is a single call (Bind, Execute, Sync) on a plan PostgreSQL keeps. Only
 * statements outside transactions take this path; `transaction()` and `exec()` are PGlite's own.
 */
export function withPreparedStatements(pglite: PGlite): Pick<PGlite, 'query' | 'exec' | 'transaction'> {
  const prepared = new Map<string, Prepared>();
  let named = 0;
  // PGlite's own locks (not part of its typed surface): a statement waits for an open
  // transaction to end, and for the engine to be free.
  const engine = pglite as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  };

  async function prepare(sql: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `prepared_${++named}`;
    const message = concat([protocol.serialize.parse({ name, text: sql, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<T>(statement: Prepared, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value == null) return null;
      const serialize = options?.serializers?.[statement.parameterTypes[i]] ?? pglite.serializers[statement.parameterTypes[i]];
      return serialize ? serialize(value) : String(value);
    });
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (params.length > MAX_PARAMETERS || (!prepared.has(sql) && prepared.size >= MAX_PREPARED)) return pglite.query<T>(sql, params, options);
    return engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        const statement = prepared.get(sql) ?? (await prepare(sql, options));
        try {
          return await run<T>(statement, params, options);
        } catch (error) {
          if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
          prepared.delete(sql);
          return run<T>(await prepare(sql, options), params, options);
        }
      }),
    );
  }

  return {
    query,
    exec: (sql, options) => pglite.exec(sql, options),
    transaction: (fn) => pglite.transaction(fn),
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
