import path from 'node:path';
import { defineConfig } from 'prisma/config';

// The native schema engine cannot be downloaded on our machines: the CLI runs a stand-in that
// forwards to Prisma's WASM engine (prisma/engine/schema-engine-shim.mjs). Without DATABASE_URL
// the CLI works on the embedded database, as the app does.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, 'prisma/engine/schema-engine-shim.mjs');
process.env.CHECKPOINT_DISABLE ??= '1';

const dataDir = process.env.DATA_DIR ?? './data';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? `pglite:${path.join(dataDir, 'pglite')}` },
});
