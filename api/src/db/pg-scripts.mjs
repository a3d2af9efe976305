// adapter-pg runs a migration script by splitting it on every ";" — which breaks PL/pgSQL
// function bodies and semicolons in comments. Postgres' simple query protocol takes a whole
// multi-statement script in one call, so send it as written. Used by the app (database.ts) and
// the prisma CLI's stand-in (prisma/engine/schema-engine-shim.mjs).
//
// A migration may rightly run longer than the app's statement_timeout (an index on a large
// table): its script runs with the limit lifted on its connection, and put back (RESET returns to
// the value the connection started with) before the connection goes back to the pool.
export function runScriptsWhole(factory) {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const pool = adapter.client;
      if (pool && typeof pool.connect === 'function') {
        adapter.executeScript = async (script) => {
          const client = await pool.connect();
          try {
            await client.query('SET statement_timeout = 0');
            await client.query(script);
            await client.query('RESET statement_timeout');
            client.release();
          } catch (error) {
            // A connection left mid-script (or without its limit) is closed, not reused.
            client.release(true);
            throw error;
          }
        };
      }
      return adapter;
    },
  };
}
