/**
 * An app on a database of its own, driven in-process through app.fetch(new Request(...)).
 *
 *   const t = await createTestApp({ seed: true });
 *   afterAll(() => t.close());
 *   const res = await t.request('/api/products');
 *   const { data, errors } = await t.graphql(`{ viewer { id } }`);
 *
 * The database is embedded PGlite in a temporary DATA_DIR, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL; test-db.ts copies it from a per-run template.
 * Every answer to /api/* is checked against the OpenAPI document (openapi-check.ts): an
 * undeclared status or a body that breaks its schema fails the test that made the request.
 */
import { createApp, type App } from '../../src/app.ts';
import { jobWorkers } from '../../src/jobs/workers.ts';
import type { Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabaseOptions } from './test-db.ts';
import { restAnswerChecker, type AnswerChecker } from './openapi-check.ts';

export { createDataDir, createTestDatabase, type TestDatabase } from './test-db.ts';

export type TestAppOptions = TestDatabaseOptions & {
  /** The checker of REST answers (default: the document this code serves); a test of the hook passes another. */
  answerChecker?: AnswerChecker;
  /** Run the job queue's workers (mail delivery, timed work) as a server does. Default false: jobs wait in the queue. */
  jobs?: boolean;
};

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** The parsed body when it is JSON, else undefined. */
  json: T;
  text: string;
}

export interface GraphqlResponse<TData = any> extends TestResponse {
  data: TData | null | undefined;
  errors: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }> | undefined;
}

export interface TestApp {
  app: App;
  /** The Prisma client of this app's database. */
  db: Db;
  database: Database;
  config: Config;
  /** The temporary DATA_DIR (embedded database, uploads). */
  dataDir: string;
  /** `clientIp` stands for the connection's address (for per-IP limits); default 127.0.0.1. */
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  graphql<TData = any>(query: string, variables?: Record<string, unknown>, headers?: HeadersInit): Promise<GraphqlResponse<TData>>;
  close(): Promise<void>;
}

export type TestRequestInit = RequestInit & { clientIp?: string };

export const TEST_ORIGIN = 'http://test.local';

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { answerChecker = restAnswerChecker(), jobs = false, ...databaseOptions } = options;
  const testDatabase = await createTestDatabase(databaseOptions);
  const { config, database } = testDatabase;
  const app = createApp({ config, database });
  if (jobs) await app.services.jobs.start(jobWorkers(app.services));

  async function request(pathname: string, { clientIp = '127.0.0.1', ...init }: TestRequestInit = {}): Promise<TestResponse> {
    const response = await app.fetch(new Request(TEST_ORIGIN + pathname, init), { clientIp });
    const text = await response.text();
    let json: unknown;
    if (/\bjson\b/i.test(response.headers.get('content-type') ?? '') && text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    // Every REST answer must be one the OpenAPI document declares (throws, failing the test, when not).
    answerChecker.check({ method: init.method ?? 'GET', url: pathname, status: response.status, headers: response.headers, text });
    return { status: response.status, headers: response.headers, json, text };
  }

  async function graphql(query: string, variables?: Record<string, unknown>, headers?: HeadersInit): Promise<GraphqlResponse> {
    const headerBag = new Headers(headers);
    if (!headerBag.has('content-type')) headerBag.set('content-type', 'application/json');
    if (!headerBag.has('accept')) headerBag.set('accept', 'application/graphql-response+json, application/json');
    const response = await request('/graphql', { method: 'POST', headers: headerBag, body: JSON.stringify({ query, variables }) });
    return { ...response, data: response.json?.data, errors: response.json?.errors };
  }

  return {
    app,
    db: database.prisma,
    database,
    config,
    dataDir: testDatabase.dataDir,
    request,
    graphql,
    async close() {
      await app.services.jobs.stop(1_000);
      await app.services.views.stop();
      await testDatabase.destroy();
    },
  };
}
