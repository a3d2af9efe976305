/**
 * The ceiling for HTTP benchmarks: a plain node:http server that answers a fixed byte string,
 * with no routing, no database and no framework. Whatever the app reaches is measured against it.
 *
 *   const baseline = await startBaselineServer();   // { url, close() }
 *   npx tsx bench/http-baseline.ts [port]           // run alone
 */
import http from 'node:http';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseline = await startBaselineServer({ port: Number(process.argv[2] ?? 0) });
  console.log(`baseline server on ${baseline.url} (Ctrl-C stops it)`);
  process.once('SIGINT', () => void baseline.close().then(() => process.exit(0)));
}
