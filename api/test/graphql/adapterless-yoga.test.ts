/**
 * yoga called below its server adapter (graphql/adapterless-yoga.ts, issue 33 item 7): the checks
 * the adapter's hooks made still hold, the server context is not copied, and a plugin whose hook
 * only the adapter would run is refused at start. The app-level behaviours (GraphiQL's page,
 * CORS, persisted GETs, uploads, masking, limits, 503s) are proved by their own tests over app.fetch.
 */
import { describe, expect, it } from 'vitest';
import { createSchema } from 'graphql-yoga';
import { createAdapterlessYoga } from '../../src/graphql/adapterless-yoga.ts';
import { createWorkQueue } from '../../src/http/work-queue.ts';
import { currentRequest, withRequestScope } from '../../src/adapters/request-scope.ts';

const schema = createSchema<{ tag: string; greeting: string }>({
  typeDefs: 'type Query { hello: String }',
  resolvers: { Query: { hello: (_root, _args, context) => context.greeting } },
});

let contextSeen: unknown;

function yogaWith({ graphiql = false, plugins = [] }: { graphiql?: boolean; plugins?: object[] } = {}) {
  return createAdapterlessYoga<{ tag: string }, { greeting: string }>({
    yoga: {
      schema,
      graphqlEndpoint: '/graphql{/app}?',
      context: (initial) => {
        contextSeen = initial;
        return { greeting: `hello ${initial.tag}` };
      },
      plugins,
      logging: false,
    },
    graphiql: () => graphiql && { title: 'Test GraphiQL' },
    renderGraphiQL: async (options) => `<html><title>${options.title}</title></html>`,
  });
}

const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://test${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ hello }' }) });

describe('yoga below its server adapter', () => {
  it('runs an operation with the server context it is given, not a copy of it', async () => {
    const serverContext = { tag: 'one' };
    const answer = await yogaWith()(post('/graphql'), serverContext);
    expect(await answer.json()).toEqual({ data: { hello: 'hello one' } });
    expect(contextSeen).toBe(serverContext);
  });

  it('answers /graphql and /graphql/app, and 404 on any other path', async () => {
    const yoga = yogaWith();
    expect((await yoga(post('/graphql/app'), { tag: 'app' })).status).toBe(200);
    const elsewhere = await yoga(post('/graphql/other'), { tag: 'x' });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toBe('');
  });

  it('serves GraphiQL on a GET asking for HTML when it is on, and runs the GET as a query when it is off', async () => {
    const browser = new Request('http://test/graphql?query=%7B%20hello%20%7D', { headers: { accept: 'text/html' } });
    const page = await yogaWith({ graphiql: true })(browser, { tag: 'x' });
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([200, 'text/html', '<html><title>Test GraphiQL</title></html>']);
    const asQuery = await yogaWith({ graphiql: false })(new Request(browser.url, { headers: { accept: 'application/json' } }), { tag: 'off' });
    expect(await asQuery.json()).toEqual({ data: { hello: 'hello off' } });
  });

  it("no longer answers a URL ending in /health with yoga's empty health check", async () => {
    const answer = await yogaWith()(new Request('http://test/graphql?query=%7B%20hello%20%7D&from=/health', { headers: { accept: 'application/json' } }), { tag: 'h' });
    expect(await answer.json()).toEqual({ data: { hello: 'hello h' } });
  });

  it('refuses at start a plugin with a hook only the server adapter would run', () => {
    expect(() => yogaWith({ plugins: [{ onRequest: () => {} }] })).toThrow(/onRequest, onResponse or instrumentation hooks/);
    expect(() => yogaWith({ plugins: [{ onResponse: () => {} }] })).toThrow(/adapterless-yoga\.ts/);
  });
});

describe('the work queue', () => {
  it("runs a waiting request's task in that request's scope, though another request's turn starts it", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    let release!: () => void;
    const first = withRequestScope({ id: 'first' }, () => queue.run(() => new Promise<void>((resolve) => (release = resolve))));
    const second = withRequestScope({ id: 'second' }, () => queue.run(() => currentRequest()?.id));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await first;
    expect(await second).toBe('second');
  });
});
