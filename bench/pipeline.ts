/**
 * The GraphQL pipeline's fixed cost (issue 33): four requests, each beside a plain node:http
 * server answering the same bytes in the same run, on one database. Prints one line per request.
 *
 *   npx tsx bench/pipeline.ts [--db pglite|postgres] [--duration 5]
 *
 * `{ __typename }` and the product list run uncached (RESPONSE_CACHE=0), the list POST and the
 * web app's GET by id cached.
 */
import path from 'node:path';
import { spawnBaselineServer } from './http-baseline.ts';
import { runLoad, type LoadOptions } from './load.ts';
import { PERSISTED_PRODUCT_LIST, PRODUCT_LIST, type BenchRequest } from './queries.ts';
import { root, startApp } from './app-process.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
const duration = Number(option('duration', '5'));
const database = option('db', 'pglite');

const TYPENAME: BenchRequest = { name: '{ __typename }', body: { query: '{ __typename }' } };

function loadOf(url: string, request: BenchRequest, durationSeconds = duration): LoadOptions {
  return request.path
    ? { url: `${url}${request.path}`, method: 'GET', connections: 50, durationSeconds }
    : { url: `${url}/graphql`, method: 'POST', body: request.body, connections: 50, durationSeconds };
}

async function measure(url: string, request: BenchRequest, label: string): Promise<void> {
  const sample = request.path ? await fetch(`${url}${request.path}`) : await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) });
  const bytes = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`${request.name} answered ${sample.status}`);
  await runLoad(loadOf(url, request, 2)); // warm-up
  const app = await runLoad(loadOf(url, request));
  const baseline = await spawnBaselineServer({ body: bytes });
  try {
    await runLoad(loadOf(baseline.url, request, 1));
    const ceiling = await runLoad(loadOf(baseline.url, request));
    const share = ((100 * app.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(2);
    console.log(`| ${database} | ${label} | ${request.name} | ${app.requestsPerSecond} | ${app.latency.p99} | ${ceiling.requestsPerSecond} | ${share}% | ${app.errors}/${app.non2xx} |`);
  } finally {
    await baseline.close();
  }
}

const pg = database === 'postgres' ? await startThrowawayPostgres() : undefined;
try {
  const env: NodeJS.ProcessEnv = { DATA_DIR: path.join(root, `bench/.work/pipeline-${database}`) };
  if (pg) env.DATABASE_URL = pg.url;
  for (const cache of ['off', 'on']) {
    const app = await startApp({ ...env, RESPONSE_CACHE: cache === 'on' ? '1' : '0' });
    try {
      const requests = cache === 'off' ? [TYPENAME, PRODUCT_LIST] : [PRODUCT_LIST, PERSISTED_PRODUCT_LIST];
      for (const request of requests) await measure(app.url, request, `cache ${cache}`);
    } finally {
      await app.stop();
    }
  }
} finally {
  pg?.stop();
}
