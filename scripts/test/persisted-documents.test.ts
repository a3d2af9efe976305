/**
 * The persisted-documents file (the only documents the web app's GraphQL path runs) is exactly
 * the operations of the committed Relay artifacts: none missing (a page would fail), none stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, PERSISTED_DOCUMENTS_FILE } from '../relay-compile.ts';

describe('persisted documents', () => {
  const documents = JSON.parse(fs.readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
  const artifactIds = fs
    .readdirSync(GENERATED_DIR)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => [...fs.readFileSync(path.join(GENERATED_DIR, file), 'utf8').matchAll(/^ {4}"id": "([0-9a-f]{64})",$/gm)].map((match) => match[1]));

  it('holds every operation of the artifacts and nothing else (npm run relay rebuilds both)', () => {
    expect(artifactIds.length).toBeGreaterThan(50);
    expect(Object.keys(documents).sort()).toEqual([...new Set(artifactIds)].sort());
  });

  it('names each document by the SHA-256 of its text', () => {
    for (const [id, text] of Object.entries(documents)) expect(crypto.createHash('sha256').update(text).digest('hex')).toBe(id);
  });
});
