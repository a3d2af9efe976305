/**
 * The embedded database's prepared-statement client (api/src/db/pglite-prepared.ts) answers as
 * PGlite's own query() does, survives a schema change under a kept statement, and never runs a
 * statement inside someone else's open transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/open-pglite.mjs';
import { withPreparedStatements } from '../../src/db/pglite-prepared.mjs';

let pglite: PGlite;
let client: ReturnType<typeof withPreparedStatements>;

beforeAll(async () => {
  pglite = await openPglite(undefined);
  client = withPreparedStatements(pglite);
  await pglite.exec(`CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE NOT NULL, price numeric(12,2), tags text[], made timestamptz DEFAULT now())`);
  await pglite.exec(`INSERT INTO items (name, price, tags) VALUES ('chair', 49.5, '{wood,seat}'), ('table', 120, NULL), ('lamp', NULL, '{}')`);
});

afterAll(() => pglite.close());

describe('prepared statements on PGlite', () => {
  const sql = 'SELECT id, name, price, tags FROM items WHERE ($1::text IS NULL OR name = $1) ORDER BY id';

  it('answers a repeated statement exactly as PGlite does, in both row modes', async () => {
    for (const name of ['chair', null, 'lamp', 'chair', null, null, 'table', null]) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await pglite.query(sql, [name], { rowMode });
        const actual = await client.query(sql, [name], { rowMode });
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
    }
  });

  it('reports writes with their affected rows and surfaces database errors as PGlite does', async () => {
    const update = 'UPDATE items SET price = price + $1 WHERE price IS NOT NULL';
    expect((await client.query(update, [1])).affectedRows).toBe(2);
    expect((await client.query(update, [-1])).affectedRows).toBe(2);
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    const error = await client.query(insert, ['chair']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect((error as messages.DatabaseError).code).toBe('23505');
    // The failed statement left the session usable.
    expect((await client.query(sql, ['table'])).rows).toHaveLength(1);
  });

  it('prepares again when the schema changed under a kept statement', async () => {
    const everything = 'SELECT * FROM items WHERE id = $1';
    const before = await client.query<Record<string, unknown>>(everything, [1]);
    await pglite.exec('ALTER TABLE items ADD COLUMN stock integer DEFAULT 7');
    const after = await client.query<Record<string, unknown>>(everything, [1]);
    expect(Object.keys(before.rows[0])).not.toContain('stock');
    expect(after.rows[0].stock).toBe(7);
  });

  it('waits for an open transaction to end instead of running inside it', async () => {
    const count = 'SELECT count(*)::int AS n FROM items WHERE name LIKE $1';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (name) VALUES ('rolled back')`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ n: number }>(count, ['rolled%']);
    release();
    await transaction;
    expect((await outside).rows[0].n).toBe(0);
  });
});
