/** The app as its own process for the benchmarks: started like `npm start` serves, in production mode. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../e2e/harness.ts';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command to its end, its output shown; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** `tsx scripts/serve.ts` on a free port over `env` (DATA_DIR, DATABASE_URL, ...), once /healthz answers; without the demo's 90 days of activity unless asked, so figures stay comparable between runs. */
export async function startApp(env: NodeJS.ProcessEnv): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? 'outbox', LOG_LEVEL: 'error', SEED_DEMO_ACTIVITY: env.SEED_DEMO_ACTIVITY ?? '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the app exited while starting');
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
