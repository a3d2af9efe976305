/**
 * `npm start` (and `npm run dev`, which passes --dev): prepares whatever is missing or stale,
 * then runs the server in a child process that is started again after a crash (scripts/supervise.ts);
 * Ctrl-C stops it for good and closes the database cleanly.
 *
 *   1. Prisma client      prisma generate, when api/src/generated is missing or older than the schema
 *   2. Relay artifacts    scripts/relay-compile.ts, when web/src/__generated__ is older than a graphql`` source
 *   3. Web app            vite build (the browser's web/dist and the server renderer's web/dist-server),
 *                         when missing or older than the web sources
 *   4. Server             scripts/serve.ts under scripts/supervise.ts: migrations, demo data on the
 *                         first start, then one process or WEB_CONCURRENCY (api/src/run-server.ts);
 *                         restarted with backoff when it dies
 *
 * Each step prints one line; a failing tool's own output is printed in full.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compileRelay } from './relay-compile.ts';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const stampDir = path.join(root, 'node_modules/.cache/homes-start');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const rel = (p: string) => path.relative(root, p) || '.';

function step(name: string, message: string) {
  console.log(`${name.padEnd(16)} ${message}`);
}

/** Runs a tool quietly; prints its output only when it fails. */
function run(name: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${name}: ${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal ?? result.error?.message})`);
  }
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Files under dir (recursively), skipping the given directory names. */
function filesUnder(dir: string, skip: string[] = []): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) out.push(...filesUnder(full, skip));
    } else if (entry.isFile()) out.push(full);
  }
  return out;
}

const newest = (files: string[]) => files.reduce((max, file) => Math.max(max, mtime(file)), 0);

/** A tool may leave unchanged outputs untouched: a stamp records when it last ran successfully. */
function stamp(name: string): string {
  return path.join(stampDir, `${name}.stamp`);
}
function touch(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, new Date().toISOString());
}

function timed(name: string, verb: string, reason: string, fn: () => void) {
  const started = Date.now();
  fn();
  step(name, `${verb} (${reason}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function prismaGenerate(): void {
  const name = 'prisma client';
  const schema = path.join(root, 'prisma/schema.prisma');
  const outputs = [path.join(root, 'api/src/generated/prisma/client.ts'), path.join(root, 'api/src/generated/pothos-types.ts')];
  const missing = outputs.some((file) => !fs.existsSync(file));
  const built = Math.max(Math.min(...outputs.map(mtime)), mtime(stamp('prisma')));
  if (!missing && built >= mtime(schema)) return step(name, 'up to date');
  timed(name, 'generated', missing ? 'api/src/generated missing' : 'schema.prisma changed', () => {
    run(name, bin('prisma'), ['generate']);
    touch(stamp('prisma'));
  });
}

export function relayCompile(): void {
  const name = 'relay artifacts';
  if (!fs.existsSync(path.join(root, 'relay.config.js'))) return step(name, 'skipped: no relay.config.js yet');
  const generatedDir = path.join(root, 'web/src/__generated__');
  const sources = filesUnder(path.join(root, 'web/src'), ['__generated__', 'node_modules'])
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && fs.readFileSync(file, 'utf8').includes('graphql`'));
  const inputs = [...sources, path.join(root, 'schema.graphql'), path.join(root, 'relay.config.js')];
  const missing = !fs.existsSync(generatedDir);
  const built = Math.max(newest(filesUnder(generatedDir)), mtime(stamp('relay')));
  if (!missing && built >= newest(inputs)) return step(name, 'up to date');
  timed(name, 'compiled', missing ? `${rel(generatedDir)} missing` : 'GraphQL sources changed', () => {
    compileRelay();
    touch(stamp('relay'));
  });
}

export function buildWeb(): void {
  const name = 'web app';
  const viteConfig = path.join(root, 'web/vite.config.mts');
  if (!fs.existsSync(viteConfig)) return step(name, 'skipped: no web/vite.config.mts yet');
  // The server renderer is written last: its presence and age stand for the whole build.
  const built = path.join(root, 'web/dist-server/entry-server.js');
  const inputs = [
    ...filesUnder(path.join(root, 'web'), ['dist', 'dist-server', 'node_modules', 'test']).filter((f) => !/\.test\.tsx?$/.test(f)),
    // The shared rules are bundled into the web app too.
    ...filesUnder(path.join(root, 'rules')).filter((f) => !/\.test\.tsx?$/.test(f)),
    path.join(root, 'package-lock.json'),
  ];
  const missing = !fs.existsSync(built);
  if (!missing && mtime(built) >= newest(inputs)) return step(name, 'up to date');
  timed(name, 'built', missing ? 'web/dist-server missing' : 'web sources changed', () => {
    run(name, bin('vite'), ['build', '--config', viteConfig]);
  });
}

export async function startApp(): Promise<void> {
  if (dev) process.env.NODE_ENV ??= 'development';
  // Imported only now: the Prisma client the server needs may have just been generated.
  const { superviseServer } = await import('./supervise.ts');
  step('server', `starting${dev ? ' (development)' : ''}; restarted if it crashes, Ctrl-C stops it`);
  process.exitCode = await superviseServer();
}

async function main() {
  prismaGenerate();
  relayCompile();
  buildWeb();
  await startApp();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
