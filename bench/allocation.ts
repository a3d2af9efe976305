/**
 * Bytes allocated per request, in-process (app.fetch, no HTTP), by the package that allocated
 * them: V8's sampling heap profiler with the objects the GC already collected included. Unlike CPU
 * time it does not grow with the machine's load, so two versions compare on a busy machine.
 *
 *   RESPONSE_CACHE=0 npx tsx bench/allocation.ts [dataDir] [count] [typename|list]
 */
import { Session } from 'node:inspector/promises';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { createApp } from '../api/src/app.ts';
import { PRODUCT_LIST } from './queries.ts';

interface SamplingNode {
  callFrame: { url: string };
  selfSize: number;
  children: SamplingNode[];
}

const dataDir = process.argv[2] ?? 'bench/.work/pipeline-pglite';
const count = Number(process.argv[3] ?? 2000);
const body = process.argv[4] === 'list' ? PRODUCT_LIST.body : { query: '{ __typename }' };
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error' });
const database = await openDatabase(config);
const app = createApp({ config, database });
const send = () => app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).then((r) => r.text());
for (let i = 0; i < 200; i++) await send(); // compiled queries, caches, JIT

const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
for (let i = 0; i < count; i++) await send();
const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } };

/** Where a script lives: the package under node_modules, else the project's folder. */
function placeOf(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (!url) return '(V8, native)';
  return /\/(api\/src\/[^/]+|bench|node:[^/]+)/.exec(url)?.[1] ?? url.replace(/^.*\//, '');
}
const byPlace = new Map<string, number>();
const walk = (node: SamplingNode) => {
  byPlace.set(placeOf(node.callFrame.url), (byPlace.get(placeOf(node.callFrame.url)) ?? 0) + node.selfSize);
  node.children.forEach(walk);
};
walk(profile.head);
const total = [...byPlace.values()].reduce((a, b) => a + b, 0);
console.log(`${(total / count / 1024).toFixed(1)} KB allocated per request (${JSON.stringify(body).slice(0, 30)}…, ${count} requests)`);
for (const [place, bytes] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(bytes / count / 1024).toFixed(1).padStart(6)} KB  ${place}`);
await database.close();
