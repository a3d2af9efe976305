/**
 * What `npm run backup` writes and `npm run restore` reads: one .tar.gz file (GNU tar, from the
 * operating system) holding
 *
 *   manifest.json     what this is: when, which database, which migrations, the outbox's last
 *                     mail, and the SHA-256 of every other file (checked before a restore)
 *   database.dump     PostgreSQL: pg_dump's custom format (Debian's postgresql client)
 *   pglite/           the embedded database: its data directory, copied while it was closed
 *   uploads/          the uploaded images (absent when they live in S3: the manifest says so)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../api/src/config.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'homes-marketplace-backup/1';

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; migrations: string[] };
  uploads: { included: true; files: number } | { included: false; note: string };
  /** The newest outbox mail in the backup: a restore checks the database it replaces descends from this one. */
  lastMail: { id: number; createdAt: string } | null;
  /** Path inside the archive -> SHA-256 (hex) of every file besides the manifest. */
  files: Record<string, string>;
}

/** Runs a command; throws with its output when it fails. */
export function run(command: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, input: options.input, env: options.env ?? process.env });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ''} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

export function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The embedded database's directory; `postmaster.pid` is there while it is open (or after a crash). */
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');
export const pgliteLooksOpen = (config: Pick<Config, 'dataDir'>) => fs.existsSync(path.join(pgliteDir(config), 'postmaster.pid'));

/** Writes `staging` (manifest included) as one .tar.gz. */
export function packArchive(staging: string, archive: string): void {
  fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
  run('tar', ['-czf', path.resolve(archive), '-C', staging, '.']);
}

/** Unpacks an archive into `into` and checks it: its format and every file's checksum. */
export function unpackArchive(archive: string, into: string): Manifest {
  if (!fs.existsSync(archive)) throw new Error(`no such backup file: ${archive}`);
  run('tar', ['-xzf', path.resolve(archive), '-C', into]);
  const manifestPath = path.join(into, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new Error(`${archive} is not a backup of this app (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${archive}: unknown backup format "${manifest.format}" (this version reads ${FORMAT})`);
  const present = new Set(filesUnder(into).filter((file) => file !== MANIFEST));
  for (const [file, digest] of Object.entries(manifest.files)) {
    if (!present.delete(file)) throw new Error(`${archive} is damaged: ${file} is missing`);
    if (sha256(path.join(into, file)) !== digest) throw new Error(`${archive} is damaged: ${file} does not match its checksum`);
  }
  if (present.size) throw new Error(`${archive} holds files its manifest does not list: ${[...present].slice(0, 3).join(', ')}`);
  return manifest;
}
