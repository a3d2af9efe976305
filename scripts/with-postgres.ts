/**
 * Runs a command against a throwaway PostgreSQL server:
 *
 *   npx tsx scripts/with-postgres.ts npx vitest run --project api
 *
 * It finds Debian's PostgreSQL (/usr/lib/postgresql/<version>/bin), runs initdb as the `postgres`
 * user (we usually run as root, and PostgreSQL refuses to run as root) in a temporary directory,
 * listens on 127.0.0.1 only, on a free port, with trust authentication, sets TEST_DATABASE_URL
 * for the command, then stops the server, removes the directory, and exits with the command's
 * exit code. Install the server with scripts/ensure-system-deps.sh.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const log = (message: string) => console.log(`[with-postgres] ${message}`);

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error('No PostgreSQL server found under /usr/lib/postgresql/*/bin. Run: bash scripts/ensure-system-deps.sh');
  }
  return path.join(root, versions[0], 'bin');
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user when we are root (it refuses to run as root). */
function runAsPostgres(program: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process (a test's requests keep going meanwhile). */
function runAsPostgresAsync(program: string, args: string[]): Promise<{ status: number | null; stderr: string }> {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (status) => resolve({ status, stderr }));
  });
}

function ownedByPostgres(dir: string) {
  if (!isRoot) return;
  const result = spawnSync('chown', ['-R', 'postgres:postgres', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`chown postgres ${dir} failed: ${result.stderr}`);
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  stop(): void;
  /** Stops the server as an operator's restart does (`pg_ctl stop -m fast`: sessions are ended), keeping its data. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and data. */
  resume(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  // A fresh directory that the postgres user can reach: /tmp is world-traversable.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homes-pg-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  fs.mkdirSync(socketDir);
  ownedByPostgres(dir);

  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const init = runAsPostgres(path.join(bin, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

    const port = await freePort();
    // Tests, not durability: no fsync, and plenty of connections for parallel test files.
    const serverOptions = [
      `-c listen_addresses=127.0.0.1`, `-p ${port}`, `-k ${socketDir}`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200',
    ].join(' ');
    const startArgs = ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start'];
    const startFailed = (output: string) => {
      const serverLog = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
      return new Error(`pg_ctl start failed:\n${output}\n${serverLog}`);
    };
    const start = runAsPostgres(path.join(bin, 'pg_ctl'), startArgs);
    if (start.status !== 0) throw startFailed(`${start.stdout}\n${start.stderr}`);
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      stop() {
        if (stopped) return;
        stopped = true;
        const stop = runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        if (stop.status !== 0) log(`pg_ctl stop failed: ${stop.stderr.trim()}`);
        removeDir();
      },
      async halt() {
        const halt = await runAsPostgresAsync(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        if (halt.status !== 0) throw new Error(`pg_ctl stop failed: ${halt.stderr.trim()}`);
      },
      async resume() {
        const resume = await runAsPostgresAsync(path.join(bin, 'pg_ctl'), startArgs);
        if (resume.status !== 0) throw startFailed(resume.stderr);
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

async function main() {
  const command = process.argv.slice(2);
  if (!command.length) {
    console.error('usage: tsx scripts/with-postgres.ts <command> [args...]');
    process.exit(2);
  }
  const started = Date.now();
  const pg = await startThrowawayPostgres();
  log(`PostgreSQL ready on 127.0.0.1:${pg.port} in ${Date.now() - started} ms; TEST_DATABASE_URL=${pg.url}`);

  // Whatever happens (the command fails, Ctrl-C), the server stops and the directory goes.
  process.on('exit', () => pg.stop());
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`[with-postgres] could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  });
  pg.stop();
  log(`stopped PostgreSQL; command exited with ${code}`);
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error('[with-postgres]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
