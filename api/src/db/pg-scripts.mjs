// adapter-pg runs a migration script by splitting it on every ";" — which breaks PL/pgSQL
// function bodies and semicolons in comments. Postgres' simple query protocol takes a whole
// multi-statement script in one call, so send it as written. Used by the app (database.ts) and
// the prisma CLI's stand-in (prisma/engine/schema-engine-shim.mjs).
export function runScriptsWhole(factory) {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const pool = adapter.client;
      if (pool && typeof pool.query === 'function') adapter.executeScript = async (script) => void (await pool.query(script));
      return adapter;
    },
  };
}
