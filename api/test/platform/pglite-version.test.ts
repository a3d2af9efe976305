/**
 * The PGlite patches (api/src/db/pglite-rows.mjs, pglite-prepared.mjs) rely on PGlite's internals:
 * on any version but the one they were written for they refuse to run, with the reason, before
 * changing anything, rather than mis-read rows. The database thread installs the row decoding first
 * thing (pglite-host.mjs), so such a start stops there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/open-pglite.mjs';
import { decodeDataRowsInPlace } from '../../src/db/pglite-rows.mjs';
import { withPreparedStatements } from '../../src/db/pglite-prepared.mjs';
import { PGLITE_VERSION_PATCHED, installedPgliteVersion } from '../../src/db/pglite-version.mjs';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const refusal = (found: string) => new RegExp(`written for @electric-sql/pglite ${PGLITE_VERSION_PATCHED.replace(/\./g, '\\.')} .* but ${found.replace(/\./g, '\\.')} is installed`);

let pglite: PGlite;
beforeAll(async () => {
  pglite = await openPglite(undefined);
});
afterAll(() => pglite.close());

describe('the PGlite version the patches were written for', () => {
  it('is the version installed, read from its package.json, and the one package.json pins', () => {
    const pinned = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).dependencies['@electric-sql/pglite'];
    const installed = JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
    expect(installedPgliteVersion()).toBe(installed);
    expect(PGLITE_VERSION_PATCHED).toBe(pinned);
    expect(installed).toBe(pinned);
  });

  it.each(['0.4.4', '0.5.0', '0.4.3-beta.1', '0.3.9'])('row decoding refuses PGlite %s and leaves its parser alone', (other) => {
    const parse = protocol.Parser.prototype.parse;
    expect(() => decodeDataRowsInPlace(other)).toThrow(refusal(other));
    expect(protocol.Parser.prototype.parse).toBe(parse);
  });

  it('prepared statements refuse another PGlite version', () => {
    expect(() => withPreparedStatements(pglite, '0.5.0')).toThrow(refusal('0.5.0'));
  });

  it('both run on the installed version (the version read at start)', async () => {
    const parse = protocol.Parser.prototype.parse;
    decodeDataRowsInPlace();
    expect(protocol.Parser.prototype.parse).not.toBe(parse);
    const db = withPreparedStatements(pglite);
    expect((await db.query<{ n: number }>('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
  });
});
