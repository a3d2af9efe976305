/**
 * A stop during traffic (Ctrl-C, SIGTERM from a deploy) answers the requests the server has
 * already taken, then closes the database, promptly, on both databases.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

const LIST = JSON.stringify({
  query: `{ products(first: 24) { edges { node { id name price { formatted } vendor { storeName } } } } }`,
});

let testDb: TestDatabase | undefined;
afterAll(() => testDb?.destroy());

describe('stopping the server', () => {
  it('answers every request under way, then closes the database within seconds', async () => {
    testDb = await createTestDatabase({ seed: true });
    const running = await serveApp({ ...testDb.config, port: 0, host: '127.0.0.1' }, testDb.database, { announce: false });
    let received = 0;
    running.server.on('request', () => received++);
    const url = `http://127.0.0.1:${running.port}/graphql`;

    const COUNT = 40;
    const answers = Array.from({ length: COUNT }, () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LIST }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { data?: { products: { edges: unknown[] } }; errors?: unknown },
      })),
    );
    const settled = Promise.allSettled(answers);
    // Stop once the server has taken every request, before it has answered them all.
    while (received < COUNT) await new Promise((resolve) => setTimeout(resolve, 2));

    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(8_000);

    for (const result of await settled) {
      expect(result.status).toBe('fulfilled');
      if (result.status !== 'fulfilled') continue;
      expect(result.value.status).toBe(200);
      expect(result.value.body.errors).toBeUndefined();
      expect(result.value.body.data?.products.edges).toHaveLength(24);
    }
    await expect(fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LIST })).rejects.toThrow();
  }, 120_000);
});
