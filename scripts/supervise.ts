/**
 * Keeps the server running: `npm start` (scripts/start.ts) runs the server (scripts/serve.ts) as a
 * child process of this one and starts it again when it dies (a crash, an out-of-memory kill, a
 * kill -9), after a pause that doubles with each crash in a row (1 s, 2 s, 4 s … at most 30 s) and
 * says so on the console. A clean stop (Ctrl-C, SIGTERM from a service manager) is passed to the
 * server, which closes its database, and then this process ends too: nothing is started again.
 *
 * The embedded database survives a kill -9 (PGlite replays its write-ahead log on the next open);
 * a job the dead process was running is tried again once its expiry passes (jobs/queues.ts).
 *
 *   node --import tsx scripts/supervise.ts      the same, without start.ts's build steps
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** A server that ran this long was healthy: its next crash starts the backoff over. */
const HEALTHY_AFTER_MS = 60_000;
/** A server that dies before it is ready this many times in a row will not start: stop trying. */
const MAX_FAILED_STARTS = 5;

export interface SupervisorOptions {
  /** The server's script (default scripts/serve.ts). */
  script?: string;
  log?: (line: string) => void;
}

/** Runs the server under supervision until a clean stop; resolves with the exit code this process should end with. */
export function superviseServer({ script = path.join(import.meta.dirname, 'serve.ts'), log = (line) => console.log(line) }: SupervisorOptions = {}): Promise<number> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let crashesInARow = 0;
  let failedStarts = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  return new Promise((resolve) => {
    const startServer = () => {
      restartTimer = undefined;
      const startedAt = Date.now();
      let ready = false;
      // The server's console is this one's; its output is read only to see the ready line.
      const server = spawn(process.execPath, [...process.execArgv, script], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
      child = server;
      server.stdout!.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        if (!ready && chunk.toString().includes('ready on http')) ready = true;
      });
      server.on('exit', (code, signal) => {
        child = undefined;
        if (stopping || (code === 0 && !signal)) return resolve(stopping ? 0 : (code ?? 0));
        failedStarts = ready ? 0 : failedStarts + 1;
        if (failedStarts >= MAX_FAILED_STARTS) {
          log(`supervisor: the server failed to start ${failedStarts} times in a row; giving up`);
          return resolve(1);
        }
        crashesInARow = Date.now() - startedAt >= HEALTHY_AFTER_MS ? 1 : crashesInARow + 1;
        const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** (crashesInARow - 1), MAX_BACKOFF_MS);
        log(`supervisor: the server (pid ${server.pid}) died (${signal ?? `exit code ${code}`}); starting it again in ${backoff / 1000} s (crash ${crashesInARow} in a row)`);
        restartTimer = setTimeout(startServer, backoff);
      });
      log(`supervisor: server started (pid ${server.pid})`);
    };

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        log(`supervisor: ${signal}: stopping the server for good`);
        if (restartTimer) {
          clearTimeout(restartTimer);
          return resolve(0);
        }
        child?.kill('SIGTERM');
      });
    }
    startServer();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await superviseServer();
}
