import type { RunningServer } from './server.ts';

/** Ctrl-C (or a stop from a supervisor) closes cleanly: connections, then the database. */
export function closeOnSignals(running: RunningServer, { quiet = false } = {}): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (!quiet) console.log(`\n${signal}: closing the database…`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      await running.close();
      process.exit(0);
    });
  }
}
