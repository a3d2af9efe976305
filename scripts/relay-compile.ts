/**
 * `npm run relay`: compiles the Relay artifacts and the persisted-documents file from scratch.
 *
 * relay-compiler persists (writes into web/src/__generated__/persisted-documents.json) only the
 * operations whose artifacts it rewrites in that run, and never removes an entry. Compiled from
 * an empty directory, every operation is written once and nothing stale is left, so the file is
 * exactly the documents the web app can send (scripts/test/persisted-documents.test.ts checks it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const GENERATED_DIR = path.join(root, 'web/src/__generated__');
export const PERSISTED_DOCUMENTS_FILE = path.join(GENERATED_DIR, 'persisted-documents.json');

export function compileRelay(): void {
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  for (const file of fs.readdirSync(GENERATED_DIR)) {
    if (file.endsWith('.graphql.ts')) fs.rmSync(path.join(GENERATED_DIR, file));
  }
  // The compiler refuses to start without the file; it fills it in.
  fs.writeFileSync(PERSISTED_DOCUMENTS_FILE, '{}\n');
  const result = spawnSync(path.join(root, 'node_modules/.bin/relay-compiler'), [], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`relay-compiler failed (exit ${result.status ?? result.signal ?? result.error?.message})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) compileRelay();
