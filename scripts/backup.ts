/**
 * `npm run backup [-- --out FILE] [--force]`: the database and the uploaded images in one archive
 * (scripts/backup-archive.ts), by default `DATA_DIR/../backups/marketplace-<time>.tar.gz`.
 *
 * - PostgreSQL (DATABASE_URL): pg_dump, a consistent snapshot taken while the app serves.
 * - The embedded database: its data directory, copied while the server is stopped (PGlite has one
 *   user at a time and no way to copy itself while open). The copy is opened once before it is
 *   packed, so a backup that would not open fails now, not on the day of the restore. --force
 *   copies a directory left open by a server that crashed and is not running.
 * - Uploads: DATA_DIR/uploads; when they are in S3 (S3_BUCKET) the manifest says so and the bucket
 *   is backed up by its own versioning or replication (docs/deploy.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { FORMAT, MANIFEST, filesUnder, packArchive, pgliteDir, pgliteLooksOpen, run, sha256, type Manifest } from './backup-archive.ts';

interface Facts {
  migrations: string[];
  lastMail: Manifest['lastMail'];
}

const FACTS_SQL = {
  migrations: `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  lastMail: `SELECT id, created_at AS "createdAt" FROM outbox_mails ORDER BY id DESC LIMIT 1`,
};

async function factsOf(query: (sql: string) => Promise<any[]>): Promise<Facts> {
  const migrations = (await query(FACTS_SQL.migrations)).map((row) => row.name as string);
  const [last] = await query(FACTS_SQL.lastMail);
  return { migrations, lastMail: last ? { id: Number(last.id), createdAt: new Date(last.createdAt).toISOString() } : null };
}

async function dumpPostgres(config: Config, staging: string): Promise<Facts> {
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, 'database.dump')}`, config.databaseUrl!]);
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return await factsOf(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

async function copyPglite(config: Config, staging: string, force: boolean): Promise<Facts> {
  if (!fs.existsSync(pgliteDir(config))) throw new Error(`no embedded database in ${pgliteDir(config)}`);
  if (pgliteLooksOpen(config) && !force) {
    throw new Error(`the embedded database in ${pgliteDir(config)} is open: stop the server first (Ctrl-C, or your service manager), then back up. If it crashed and is not running, add --force.`);
  }
  const copy = path.join(staging, 'pglite');
  fs.cpSync(pgliteDir(config), copy, { recursive: true });
  // Opening the copy proves it opens (replaying its log after a crash) and leaves it closed cleanly.
  const database = await openDatabase({ dataDir: staging, databaseUrl: undefined });
  try {
    return await factsOf((sql) => database.prisma.$queryRawUnsafe<any[]>(sql));
  } finally {
    await database.close();
  }
}

export async function backup(config: Config, { out, force = false }: { out?: string; force?: boolean } = {}): Promise<{ archive: string; manifest: Manifest }> {
  const createdAt = new Date();
  const archive = path.resolve(out ?? path.join(config.dataDir, '..', 'backups', `marketplace-${createdAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`));
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-backup-'));
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const facts = kind === 'postgres' ? await dumpPostgres(config, staging) : await copyPglite(config, staging, force);
    let uploads: Manifest['uploads'];
    if (config.s3) uploads = { included: false, note: `uploads are in the S3 bucket "${config.s3.bucket}": not in this archive; keep them with the bucket's versioning or replication` };
    else {
      if (fs.existsSync(config.uploadsDir)) fs.cpSync(config.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
      uploads = { included: true, files: filesUnder(path.join(staging, 'uploads')).length };
    }
    const files = Object.fromEntries(filesUnder(staging).map((file) => [file, sha256(path.join(staging, file))]));
    const manifest: Manifest = { format: FORMAT, createdAt: createdAt.toISOString(), database: { kind, migrations: facts.migrations }, uploads, lastMail: facts.lastMail, files };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    packArchive(staging, archive);
    return { archive, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { archive, manifest } = await backup(loadConfig(process.env), { out: argument('--out'), force: process.argv.includes('--force') });
    const size = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
    console.log(`Backup written: ${archive} (${size} MB; ${manifest.database.kind} database, ${manifest.database.migrations.length} migrations)`);
    console.log(manifest.uploads.included ? `Uploads: ${manifest.uploads.files} files included` : `Uploads: ${manifest.uploads.note}`);
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
