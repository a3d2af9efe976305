#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which cannot be downloaded here.
// The Prisma CLI starts it (PRISMA_SCHEMA_ENGINE_BINARY, see prisma.config.ts) and speaks the
// engine's JSON-RPC on stdin/stdout; every call is forwarded to Prisma's WASM schema engine
// running over a JS driver adapter: PGlite for `pglite:` URLs, adapter-pg for postgres:// URLs.
// The shadow database is always an in-memory PGlite, so no second server is needed.
// Tooling only: it opens databases and loads the engine with the app's own code (api/src/db), so
// the CLI and the server see the same database.
import fs from 'node:fs';
import readline from 'node:readline';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { loadSchemaEngineWasm } from '../../api/src/db/schema-engine-wasm.mjs';
import { openPglite, pgliteDirFromUrl } from '../../api/src/db/open-pglite.mjs';
import { runScriptsWhole } from '../../api/src/db/pg-scripts.mjs';

const argv = process.argv.slice(2);
if (argv.includes('--version') || argv.includes('-V')) {
  console.log('schema-engine-shim (wasm)');
  process.exit(0);
}
const datamodels = [];
let datasource = {};
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--datamodels') { const p = argv[++i]; datamodels.push([p, fs.readFileSync(p, 'utf8')]); }
  else if (argv[i] === '--datasource') datasource = JSON.parse(argv[++i]);
}
const url = datasource.url ?? process.env.DATABASE_URL ?? '';
const isPglite = url.startsWith('pglite:');

function fail(code, message) {
  process.stderr.write('\n' + JSON.stringify({ level: 'ERROR', target: 'schema_engine::logger', fields: { error_code: code, message } }));
  process.exit(1);
}

// One-shot mode: `schema-engine ... cli can-connect-to-database | create-database`.
const cliIndex = argv.indexOf('cli');
if (cliIndex >= 0) {
  const command = argv[cliIndex + 1];
  if (isPglite) {
    const dir = pgliteDirFromUrl(url);
    if (dir) fs.mkdirSync(dir, { recursive: true });
    process.exit(command === 'can-connect-to-database' || command === 'create-database' ? 0 : 1);
  }
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.slice(1));
  if (command === 'can-connect-to-database') {
    const client = new pg.Client({ connectionString: url });
    try { await client.connect(); await client.end(); process.exit(0); }
    catch (e) { fail(e.code === '3D000' ? 'P1003' : 'P1001', String(e.message)); }
  }
  if (command === 'create-database') {
    target.pathname = '/postgres';
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`);
    await client.end();
    process.exit(0);
  }
  fail('P1000', `schema-engine-shim: unsupported cli command ${command}`);
}

async function adapterFactory() {
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const shadow = { connectToShadowDb: async () => new PrismaPGlite(await openPglite(undefined)).connect() };
  if (isPglite) {
    const main = new PrismaPGlite(await openPglite(pgliteDirFromUrl(url)));
    return { provider: main.provider, adapterName: main.adapterName, connect: () => main.connect(), ...shadow };
  }
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { default: pg } = await import('pg');
  // adapter-pg cannot map Postgres' internal "char" type (oid 18) that introspection returns: read it as text.
  class CharAsTextPool extends pg.Pool {
    async query(...args) {
      const result = await super.query(...args);
      for (const field of result?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
      return result;
    }
  }
  const main = runScriptsWhole(new PrismaPg(new CharAsTextPool({ connectionString: url })));
  return { provider: main.provider, adapterName: main.adapterName, connect: () => main.connect(), ...shadow };
}

const wasm = await loadSchemaEngineWasm();
const factory = await adapterFactory();
const engine = await wasm.SchemaEngine.new(
  { datamodels: datamodels.length ? datamodels : undefined },
  (line) => process.stderr.write(line + '\n'),
  bindMigrationAwareSqlAdapterFactory(factory),
);

let nextOutgoingId = 1e9;
const pendingOutgoing = new Map();
const send = (message) => process.stdout.write(JSON.stringify(message) + '\n');
// The engine asks the CLI to print (e.g. `migrate diff --script`) through a request of its own.
const print = (content) => new Promise((resolve) => {
  const id = nextOutgoingId++;
  pendingOutgoing.set(id, resolve);
  send({ jsonrpc: '2.0', method: 'print', params: { content }, id });
});

const isShadowError = (e) => /shadow DB must be provided/.test(String(e?.message));

// The WASM engine cannot open a shadow database by itself. For the calls that need one we
// apply the migrations to a fresh in-memory PGlite with a second engine and diff from that
// database ("schemaDatasource") to the schema instead.
async function diffFromMigrations(migrationsList, to, filters) {
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const shadow = new PrismaPGlite(await openPglite(undefined));
  const shadowFactory = { provider: shadow.provider, adapterName: shadow.adapterName, connect: () => shadow.connect(), connectToShadowDb: () => shadow.connect() };
  const shadowEngine = await wasm.SchemaEngine.new({ datamodels: undefined }, () => {}, bindMigrationAwareSqlAdapterFactory(shadowFactory));
  try {
    await shadowEngine.applyMigrations({ migrationsList, filters });
    const from = { tag: 'schemaDatasource', files: to.files, configDir: process.cwd() };
    const { stdout } = await shadowEngine.diff({ from, to, script: true, exitCode: null, filters });
    return stdout;
  } finally {
    shadowEngine.free();
  }
}
const isEmptyScript = (script) => script.trim() === '' || /^-- This is an empty migration\.\s*$/.test(script);

async function call(method, params) {
  switch (method) {
    case 'getDatabaseVersion':
      return engine.version(params);
    case 'devDiagnostic':
      try { return await engine.devDiagnostic(params); } catch (e) {
        // On a fresh database the WASM engine has no _prisma_migrations table yet (P1014): create it, retry.
        if (e.code !== 'P1014') throw e;
        await engine.applyMigrations({ migrationsList: { ...params.migrationsList, migrationDirectories: [] }, filters: params.filters });
        return engine.devDiagnostic(params);
      }
    case 'diff': {
      let exitCode = 0;
      let stdout;
      if (params.from?.tag === 'migrations') {
        const { tag, ...migrationsList } = params.from;
        stdout = await diffFromMigrations(migrationsList, params.to, params.filters);
        if (params.exitCode && !isEmptyScript(stdout)) exitCode = 2;
      } else {
        ({ exitCode, stdout } = await engine.diff(params));
      }
      if (stdout) await print(stdout.replace(/\n$/, ''));
      return { exitCode };
    }
    case 'evaluateDataLoss':
      try { return await engine.evaluateDataLoss(params); } catch (e) {
        if (!isShadowError(e)) throw e;
        // Offline the engine cannot warn about data loss; the CLI still shows the migration to review.
        const script = await diffFromMigrations(params.migrationsList, params.schema, params.filters);
        return { migrationSteps: isEmptyScript(script) ? 0 : 1, unexecutableSteps: [], warnings: [] };
      }
    case 'createMigration':
      try { return await engine.createMigration(params); } catch (e) {
        if (!isShadowError(e)) throw e;
        const script = await diffFromMigrations(params.migrationsList, params.schema, params.filters);
        const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
        return {
          connectorType: 'postgresql',
          generatedMigrationName: `${stamp}_${params.migrationName}`,
          extension: 'sql',
          migrationScript: isEmptyScript(script) && !params.draft ? null : script,
        };
      }
    default:
      if (typeof engine[method] !== 'function') throw Object.assign(new Error(`method ${method} is not supported by the WASM schema engine`), { code: -32601 });
      return engine[method](params);
  }
}

let queue = Promise.resolve();
readline.createInterface({ input: process.stdin })
  .on('line', (line) => {
    const message = JSON.parse(line);
    if (message.method === undefined && pendingOutgoing.has(message.id)) {
      pendingOutgoing.get(message.id)();
      pendingOutgoing.delete(message.id);
      return;
    }
    queue = queue.then(async () => {
      try {
        send({ jsonrpc: '2.0', id: message.id, result: (await call(message.method, message.params)) ?? null });
      } catch (e) {
        const code = typeof e.code === 'string' && /^P\d+/.test(e.code) ? e.code : undefined;
        send({ jsonrpc: '2.0', id: message.id, error: { code: typeof e.code === 'number' ? e.code : 4466, message: 'An error happened. Check the data field for details.', data: { is_panic: false, message: String(e.message ?? e), error_code: code } } });
      }
    });
  })
  .on('close', () => queue.then(() => process.exit(0)));
