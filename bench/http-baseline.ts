/**
 * The ceiling for HTTP benchmarks: a plain node:http server that answers a fixed byte string,
 * with no routing, no database and no framework. Whatever the app reaches is measured against it.
 *
 * The benchmarks run it in its own process, like the app, so it competes with the load generator
 * for the machine exactly as the app does:
 *
 *   const baseline = await spawnBaselineServer({ body });  // { url, close() }, a child process
 *   const baseline = await startBaselineServer();          // in this process
 *   npx tsx bench/http-baseline.ts [port] [body-file]      // run alone (prints its URL)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export const BASELINE_BODY = Buffer.from('{"status":"ok"}');

export interface BaselineServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startBaselineServer(options: { port?: number; host?: string; body?: Buffer } = {}): Promise<BaselineServer> {
  const body = options.body ?? BASELINE_BODY;
  const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
  const server = http.createServer((request, response) => {
    // Drain any request body so keep-alive connections stay usable.
    request.resume();
    request.on('end', () => {
      response.writeHead(200, headers);
      response.end(body);
    });
  });
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const LISTENING = 'baseline server on ';

/** Starts the server as a child process (`tsx bench/http-baseline.ts 0 <body-file>`), answering `body`. */
export async function spawnBaselineServer(options: { body?: Buffer } = {}): Promise<Omit<BaselineServer, 'port'> & { pid: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, options.body ?? BASELINE_BODY);
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [import.meta.filename, '0', bodyFile], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith(LISTENING)) resolve(line.slice(LISTENING.length).split(' ')[0]);
      });
      void exited.then(() => reject(new Error('the baseline server exited while starting')));
    });
    return {
      url,
      pid: child.pid!,
      close: async () => {
        child.kill('SIGINT');
        await exited;
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const body = process.argv[3] ? fs.readFileSync(process.argv[3]) : undefined;
  const baseline = await startBaselineServer({ port: Number(process.argv[2] ?? 0), body });
  console.log(`${LISTENING}${baseline.url} (Ctrl-C stops it)`);
  const stop = () => void baseline.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
