// Loads Prisma's WASM schema engine (@prisma/schema-engine-wasm, pinned with the CLI version):
// migrations at start (migrate.ts) and the prisma CLI's stand-in (prisma/engine/schema-engine-shim.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

let loaded;
export async function loadSchemaEngineWasm() {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = await import(bindingsPath);
  const wasmFile = path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm');
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(wasmFile)), { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return (loaded = bindings);
}
