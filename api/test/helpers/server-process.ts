/** The real server as `npm start` runs it (scripts/serve.ts), in a child process of the test. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts scripts/serve.ts (or `script`, e.g. scripts/supervise.ts, which `npm start` runs). */
export function startServerProcess(env: Record<string, string>, { script = 'scripts/serve.ts' } = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, script)], {
    cwd: projectRoot,
    // The demo's 90 days of activity are for people trying the product: demo-activity.test.ts proves them once.
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', SEED_DEMO_ACTIVITY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The port from the server's ready line. */
export const readyPort = (server: Started, timeoutMs = 90_000) => waitFor('the ready line', () => server.output().match(/ready on http:\/\/localhost:(\d+)/)?.[1], timeoutMs);

/** Where a server process finds a test database: its DATA_DIR, and its DATABASE_URL on PostgreSQL. */
export const databaseEnv = (testDatabase: { dataDir: string; config: { databaseUrl?: string } }): Record<string, string> => ({
  DATA_DIR: testDatabase.dataDir,
  ...(testDatabase.config.databaseUrl ? { DATABASE_URL: testDatabase.config.databaseUrl } : {}),
});

/** Server processes a test starts (killed by killAll, for its afterAll). */
export function serverProcesses() {
  const running: Started[] = [];
  return {
    start(env: Record<string, string>, options?: { script?: string }): Started {
      const server = startServerProcess(env, options);
      running.push(server);
      return server;
    },
    async killAll(): Promise<void> {
      for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
    },
  };
}

/** A GraphQL request to a server process, answered 200. */
export async function graphqlOverHttp(base: string, query: string, variables: object = {}): Promise<any> {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  if (res.status !== 200) throw new Error(`POST ${base}/graphql answered ${res.status}`);
  return res.json();
}

/** Places a cash-on-delivery order of one product through a server process, as a shopper would; answers its id. */
export async function placeOrderOverHttp(base: string, productId: number, email: string): Promise<string> {
  const items = [{ productId, quantity: 1, currency: 'USD' }];
  const quote = (await graphqlOverHttp(base, `query ($input: QuoteCartInput!) { quoteCart(input: $input) { ... on CartQuote { total { amount } lines { unitPrice { amount } } } } }`, { input: { items } })).data.quoteCart;
  const placed = await graphqlOverHttp(base, `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlacedOrder { orderId } } }`, {
    input: {
      client: { name: 'Kim Park', email, phone: '07700 900456', address: '2 Low St', city: 'Leeds', country: 'United Kingdom' },
      items: items.map((item, i) => ({ ...item, unitPrice: quote.lines[i].unitPrice.amount })),
      totalCost: quote.total.amount,
      paymentMethod: 'CASH_ON_DELIVERY',
    },
  });
  return placed.data.placeOrder.orderId;
}

/**
 * A seeded test database for server processes to open (closed here: PGlite has one user at a
 * time), and a listed home product's id to order.
 */
export async function seededDatabaseForServers(): Promise<{ testDatabase: TestDatabase; productId: number }> {
  const testDatabase = await createTestDatabase({ seed: true });
  const { id: productId } = await testDatabase.database.prisma.product.findFirstOrThrow({ where: { catalogue: 'HOME_PRODUCTS', status: 'ACTIVE' }, orderBy: { id: 'asc' }, select: { id: true } });
  await testDatabase.database.close();
  return { testDatabase, productId };
}
