/**
 * The embedded database's row decoding (api/src/db/pglite-rows.mjs) makes exactly the messages and
 * results PGlite's own code makes: for every column type the schema uses, for nulls and non-ASCII
 * text, and however the engine's output is cut into chunks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/open-pglite.mjs';
import { decodeDataRowsInPlace, decodeResults } from '../../src/db/pglite-rows.mjs';

// Kept before the fast path is installed on the prototype: the reference to compare with.
const pglitesOwnParse = protocol.Parser.prototype.parse;
decodeDataRowsInPlace();

let pglite: PGlite;
let output: Uint8Array;

const SELECT = `SELECT id, name, price, tags, made, flag, doc, note FROM samples ORDER BY id`;

beforeAll(async () => {
  pglite = await openPglite(undefined);
  await pglite.exec(`CREATE TABLE samples (id serial PRIMARY KEY, name text NOT NULL, price numeric(14,2), tags text[],
    made timestamp(3) DEFAULT '2026-11-22 10:00:00.123', flag boolean, doc jsonb, note text)`);
  await pglite.exec(`INSERT INTO samples (name, price, tags, flag, doc, note) VALUES
    ('Walnut chair', 49.5, '{wood,seat}', true, '{"a": [1, "x"]}', ''),
    ('Zürich loft – 東京 🏠', NULL, '{}', false, NULL, NULL),
    ('Plot "A"\\n', 1234567.89, '{"with space","quo\\"te"}', NULL, '[]', '${'long '.repeat(400)}')`);
  output = await pglite.execProtocolRaw(protocol.serialize.query(SELECT));
});

afterAll(() => pglite.close());

function messagesOf(parseWith: typeof pglitesOwnParse, chunks: Uint8Array[]) {
  const parser = new protocol.Parser();
  const seen: unknown[] = [];
  for (const chunk of chunks) parseWith.call(parser, chunk, (message) => seen.push(message));
  return seen;
}

function cutEvery(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

describe('row decoding on the embedded database', () => {
  it('makes the very messages PGlite makes, whole or cut into chunks anywhere', () => {
    const expected = messagesOf(pglitesOwnParse, [output]);
    expect(expected.filter((message: any) => message.name === 'dataRow')).toHaveLength(3);
    expect(messagesOf(protocol.Parser.prototype.parse, [output])).toEqual(expected);
    for (const size of [1, 2, 3, 5, 7, 64, 333, 4096]) {
      expect(messagesOf(protocol.Parser.prototype.parse, cutEvery(output, size))).toEqual(expected);
    }
  });

  it('leaves errors and notices to PGlite, which still reports them', async () => {
    await expect(pglite.query('SELECT nope FROM samples')).rejects.toMatchObject({ code: '42703' });
    expect((await pglite.query<{ name: string }>('SELECT name FROM samples ORDER BY id')).rows.map((row) => row.name)).toEqual([
      'Walnut chair',
      'Zürich loft – 東京 🏠',
      'Plot "A"\\n',
    ]);
  });

  it('builds the results PGlite builds, in both row modes, with the caller’s parsers first', () => {
    const received = messagesOf(protocol.Parser.prototype.parse, [output]) as Parameters<typeof decodeResults>[0];
    const keepNumericsAsText = { 1700: (value: string) => value };
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'object' as const, parsers: keepNumericsAsText }, { rowMode: 'array' as const, parsers: keepNumericsAsText }]) {
      const expected = parse.parseResults(received as any, pglite.parsers, options)[0];
      expect(decodeResults(received, pglite.parsers, options)).toEqual(expected);
    }
  });

  it('counts the rows a write changed', async () => {
    const update = await pglite.execProtocolRaw(protocol.serialize.query(`UPDATE samples SET flag = true WHERE flag IS NOT TRUE`));
    const received = messagesOf(protocol.Parser.prototype.parse, [update]) as Parameters<typeof decodeResults>[0];
    expect(decodeResults(received, pglite.parsers)).toEqual(parse.parseResults(received as any, pglite.parsers)[0]);
    expect(decodeResults(received, pglite.parsers).affectedRows).toBe(2);
  });
});
