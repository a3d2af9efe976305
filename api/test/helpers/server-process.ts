/** The real server as `npm start` runs it (scripts/serve.ts), in a child process of the test. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts scripts/serve.ts (or `script`, e.g. scripts/supervise.ts, which `npm start` runs). */
export function startServerProcess(env: Record<string, string>, { script = 'scripts/serve.ts' } = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, script)], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The port from the server's ready line. */
export const readyPort = (server: Started, timeoutMs = 90_000) => waitFor('the ready line', () => server.output().match(/ready on http:\/\/localhost:(\d+)/)?.[1], timeoutMs);
