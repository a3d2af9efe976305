/**
 * The CPU of one cached answer on the socket (issue 33, item 7): the server in this process over
 * a prepared PGlite data directory, one keep-alive connection sending the same cached request in
 * turn, and the process's CPU per request over batches of 200. On a machine shared with other
 * work the least disturbed batch (the lowest) is the closest to what a request costs; the client
 * is in the process too and costs the same for any server code, so compare runs, not absolutes.
 *
 *   npx tsx bench/socket-cpu.ts [--request post|get|typename] [--batches 20] [--data-dir bench/.work/pipeline-pglite] [--profile out.cpuprofile]
 *
 * `typename` is the pipeline's fixed cost: `{ __typename }` POSTed with the answer cache off, so
 * every request runs the whole path (edge, app, yoga, envelop). `--profile` writes a CPU profile
 * (node:inspector, sampling every 100 µs) of the measured batches, for Chrome's DevTools or
 * bench/profile-summary.ts. The data directory is the one `bench/pipeline.ts` prepares (run it once first).
 */
import fs from 'node:fs';
import net from 'node:net';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { serveApp } from '../api/src/server.ts';
import { PERSISTED_PRODUCT_LIST, PRODUCT_LIST } from './queries.ts';
import { option } from './options.ts';

const kind = option('request', 'post');
const batches = Number(option('batches', '20'));
const profileFile = option('profile', '');
const cached = kind !== 'typename';
const config = loadConfig({ ...process.env, DATA_DIR: option('data-dir', 'bench/.work/pipeline-pglite'), NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', LOG_LEVEL: 'error', RESPONSE_CACHE: cached ? '1' : '0', SEED_DEMO_ACTIVITY: '0' });
const database = await openDatabase(config);
const running = await serveApp({ ...config, port: 0, host: '127.0.0.1' }, database, { announce: false });
const body = JSON.stringify(kind === 'typename' ? { query: '{ __typename }' } : PRODUCT_LIST.body);
const request = Buffer.from(
  kind === 'get'
    ? `GET ${PERSISTED_PRODUCT_LIST.path} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`
    : `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
);

/** Sends the request and resolves with the whole answer (its length read from its headers). */
function connection(socket: net.Socket) {
  let waiting: ((answer: string) => void) | undefined;
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    const end = received.indexOf('\r\n\r\n');
    if (end === -1) return;
    const length = end + 4 + Number(/content-length: (\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
    if (received.length < length) return;
    const answer = received.slice(0, length);
    received = received.slice(length);
    waiting?.(answer);
  });
  return () => new Promise<string>((resolve) => ((waiting = resolve), socket.write(request)));
}

const socket = net.connect(running.port, '127.0.0.1');
await new Promise((resolve) => socket.once('connect', resolve));
const send = connection(socket);
try {
  await send(); // fills the cache
  const answer = await send();
  if (!answer.startsWith('HTTP/1.1 200') || (cached && !/x-cache: hit/i.test(answer))) throw new Error(`not the expected answer: ${answer.slice(0, 300)}`);
  for (let i = 0; i < 500; i++) await send();
  const profiler = profileFile ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
  }
  const perRequest: number[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const before = process.cpuUsage();
    for (let i = 0; i < 200; i++) await send();
    const cpu = process.cpuUsage(before);
    perRequest.push((cpu.user + cpu.system) / 200);
  }
  if (profiler) fs.writeFileSync(profileFile, JSON.stringify(((await profiler.post('Profiler.stop')) as { profile: object }).profile));
  perRequest.sort((a, b) => a - b);
  const at = (share: number) => perRequest[Math.floor(share * (batches - 1))].toFixed(1);
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}; ${cached ? 'cached' : 'uncached'} ${kind}: best ${at(0)}, p25 ${at(0.25)}, median ${at(0.5)} µs CPU per request`);
} finally {
  socket.destroy();
  running.server.closeAllConnections();
  await running.close();
}
