// Plain JavaScript: it also runs in the database's worker thread (pglite-host.mjs), which loads
// without a TypeScript loader. Types: pglite-prepared.d.mts.
import { parse, protocol } from '@electric-sql/pglite';
import { MAX_PREPARED_PARAMETERS } from './prepared-limits.mjs';
import { decodeResults } from './pglite-rows.mjs';
import { assertPatchedPgliteVersion, installedPgliteVersion } from './pglite-version.mjs';

/** Statements kept prepared per database; past this, new ones run the plain way. */
const MAX_PREPARED = 1_000;
/** "cached plan must not change result type": the schema changed under a prepared statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * The PGlite client Prisma's adapter uses, with `query()` running each distinct statement as a
 * named prepared statement. PGlite's own `query()` parses, describes and plans every statement
 * anew, in six calls into the WASM engine; the storefront repeats a handful of statements, so
 * here a repeated one is a single call (Bind, Execute, Sync) on a plan PostgreSQL keeps. Only
 * statements outside transactions take this path; `transaction()` and `exec()` are PGlite's own.
 * Refuses on a PGlite version other than the one it was written for (pglite-version.mjs).
 *
 * @param {import('@electric-sql/pglite').PGlite} pglite
 * @param {string} pgliteVersion the PGlite version loaded (read from its package.json by default)
 */
export function withPreparedStatements(pglite, pgliteVersion = installedPgliteVersion()) {
  assertPatchedPgliteVersion('The prepared statements of api/src/db/pglite-prepared.mjs', pgliteVersion);
  /** @type {Map<string, { name: string, parameterTypes: number[] }>} */
  const prepared = new Map();
  let named = 0;
  // PGlite's own locks (not part of its typed surface): a statement waits for an open
  // transaction to end, and for the engine to be free.
  /** @type {any} */
  const engine = pglite;

  async function prepare(sql, options) {
    const name = `prepared_${++named}`;
    const message = concat([protocol.serialize.parse({ name, text: sql, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
    const messages = await pglite.execProtocolStream(message, { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run(statement, params, options) {
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
    // The stream variant hands back the parsed messages without also keeping a raw copy.
    const messages = await pglite.execProtocolStream(message, { syncToFs: false });
    await pglite.syncToFs();
    return decodeResults(messages, pglite.parsers, options);
  }

  async function query(sql, params = [], options) {
    if (params.length > MAX_PREPARED_PARAMETERS || (!prepared.has(sql) && prepared.size >= MAX_PREPARED)) return pglite.query(sql, params, options);
    return engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        const statement = prepared.get(sql) ?? (await prepare(sql, options));
        try {
          return await run(statement, params, options);
        } catch (error) {
          if (error?.code !== FEATURE_NOT_SUPPORTED) throw error;
          prepared.delete(sql);
          return run(await prepare(sql, options), params, options);
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

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
