/**
 * Request work is admitted first come, first served, a bounded number at a time; a flood beyond
 * the waiting bound is answered 503 (GraphQL and REST) without running anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkQueue } from '../../src/http/work-queue.ts';
import { ServerBusyError } from '../../src/domain/errors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('work queue', () => {
  it('runs at most `concurrency` tasks, and the rest in the order they came', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => deferred());
    const results = gates.map((gate, i) => queue.run(async () => (started.push(i), await gate.promise, i)));
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    gates[1].resolve();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('passes a task\'s failure to its caller and frees the turn', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    await expect(queue.run(async () => { throw new Error('broken'); })).rejects.toThrow('broken');
    await expect(queue.run(() => { throw new Error('thrown at once'); })).rejects.toThrow('thrown at once');
    // A task may answer without a promise (yoga does for a query that fails validation).
    expect(await queue.run(() => 'at once')).toBe('at once');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('refuses a task beyond the waiting bound with ServerBusyError, and runs nothing for it', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    let ran = 0;
    const first = queue.run(async () => (ran++, await gate.promise));
    const second = queue.run(async () => void ran++);
    await expect(queue.run(async () => void ran++)).rejects.toBeInstanceOf(ServerBusyError);
    gate.resolve();
    await Promise.all([first, second]);
    expect(ran).toBe(2);
  });

  it('drops a waiting task whose client has gone, without running it', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const client = new AbortController();
    let ran = false;
    const gone = queue.run(async () => void (ran = true), client.signal);
    client.abort(new Error('client closed the connection'));
    gate.resolve();
    await first;
    await expect(gone).rejects.toThrow('client closed the connection');
    expect(ran).toBe(false);
    expect(await queue.run(async () => 'still serving')).toBe('still serving');
  });
});

describe('a server with more requests waiting than it takes on', () => {
  let t: TestApp;
  const gate = deferred();
  let occupied: Promise<unknown>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESPONSE_CACHE: '0', MAX_CONCURRENT_REQUESTS: '1', MAX_QUEUED_REQUESTS: '0' } });
    // The one turn is held, and no request may wait.
    occupied = t.app.services.work.run(() => gate.promise);
    await tick();
  });
  afterAll(async () => {
    gate.resolve();
    await occupied;
    await t?.close();
  });

  it('answers GraphQL 503 with SERVER_BUSY and Retry-After', async () => {
    const res = await t.graphql('{ products(first: 2) { edges { node { name } } } }');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.errors).toEqual([{ message: 'The server is busy. Please try again in a moment.', extensions: { code: 'SERVER_BUSY' } }]);
  });

  it('answers REST 503 with { message } and Retry-After', async () => {
    const res = await t.request('/api/products');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.json).toEqual({ code: 'SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' });
  });

  it('still serves what needs no database work (health, the web app)', async () => {
    expect((await t.request('/healthz')).status).toBe(200);
  });
});

describe('the limits are settings', () => {
  it('refuses a limit that is not a whole number in range', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(() => loadConfig({ MAX_CONCURRENT_REQUESTS: '0' })).toThrow('MAX_CONCURRENT_REQUESTS must be a whole number from 1 to 10000, got "0"');
    expect(() => loadConfig({ MAX_QUEUED_REQUESTS: 'many' })).toThrow('MAX_QUEUED_REQUESTS must be a whole number from 0 to 1000000, got "many"');
    expect(loadConfig({})).toMatchObject({ maxConcurrentRequests: 8, maxQueuedRequests: 1000 });
  });
});
