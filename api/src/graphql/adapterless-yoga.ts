import type { GraphiQLOptions, GraphQLParams, YogaServerOptions } from 'graphql-yoga';
import type { ServerAdapterInitialContext } from '@whatwg-node/server';
import { isGraphqlPath } from './endpoint.ts';
import { urlOf } from '../http/request-url.ts';
import { DirectYoga } from './direct-path.ts';

/**
 * The hooks of yoga's built-in plugins that only its server adapter runs: `onRequest` of
 * useHealthCheck and of useUnhandledRoute (GraphiQL is off in yoga, so its hook is not there).
 * Any other plugin with an adapter hook would be skipped here without a word: start refuses it.
 */
const BUILT_IN_ADAPTER_HOOKS = 2;

export interface AdapterlessOptions<TServerContext extends Record<string, any>, TUserContext extends Record<string, any>> {
  yoga: Omit<YogaServerOptions<TServerContext, TUserContext>, 'graphiql' | 'renderGraphiQL' | 'landingPage' | 'cors'>;
  /** GraphiQL's options for this request (a GET asking for text/html), or false to run it as a query. */
  graphiql(request: Request): GraphiQLOptions | false;
  renderGraphiQL(options: GraphiQLOptions): Promise<string>;
  /**
   * The parameters of a POST the app has already read as a JSON object, to be answered by the
   * direct path (direct-path.ts); undefined sends the request through yoga's `handle`.
   */
  parsedParams?(serverContext: TServerContext): GraphQLParams | undefined;
}

export type GraphqlRequestHandler<TServerContext> = (request: Request, serverContext: TServerContext) => Promise<Response>;

/**
 * yoga's request handler without its server adapter (issue 33, item 7; docs/decisions/pipeline-cost.md).
 *
 * `createYoga` wraps yoga in @whatwg-node/server's adapter, which turns a Node request into a
 * Fetch one. The app's edge (server.ts) has done that already, so for /graphql the adapter only
 * cost time: it copied the server context for every request (`isolateObject`: each property
 * descriptor, onto an object made from it), added a `waitUntil` nothing here calls, raced the
 * answer against the request's signal (the work queue drops a request whose client left while
 * it waited; the edge drops an answer nobody reads), and ran the `onRequest` hooks of yoga's
 * built-in plugins. What stands here for each of those hooks:
 * - useGraphiQL (a GET with Accept text/html on the endpoint: the GraphiQL page when the
 *   `graphiql` option gives options for it, else the request runs as a query): `graphiqlAnswer`;
 * - useUnhandledRoute (a path other than the endpoint: an empty 404, the landing page being
 *   off): the `isGraphqlPath` check (endpoint.ts), on the URL the app parsed once (request-url.ts);
 * - useHealthCheck (any URL ending in `/health`, query string included: an empty 200 with
 *   `x-yoga-id`): not kept. The app's health is /livez, /readyz and /healthz; on /graphql it only
 *   made `?x=/health` an empty 200 instead of the query's answer;
 * - useCORS: off before too (`cors: false`): the app has one CORS policy (http/security-headers.ts).
 *
 * The server context is yoga's context: yoga writes `request` and `params` on it and envelop
 * assigns our context's fields to it, so each request must bring an object of its own (the
 * handler builds one per request).
 */
export function createAdapterlessYoga<TServerContext extends Record<string, any>, TUserContext extends Record<string, any>>(
  options: AdapterlessOptions<TServerContext, TUserContext>,
): GraphqlRequestHandler<TServerContext> {
  const yoga = new InspectableYoga<TServerContext, TUserContext>({ ...options.yoga, graphiql: false, landingPage: false, cors: false });
  yoga.assertNoUnknownAdapterHooks();
  if (options.parsedParams) yoga.assertSkipsOnlyKnownHooks();
  // Not async: the direct path's answer (often a Response at once) costs no promise of its own
  // here. It runs as a work queue task, which turns a throw into a rejection.
  return (request, serverContext) => {
    if (!isGraphqlPath(urlOf(request).pathname)) return Promise.resolve(new Response('', { status: 404, statusText: 'Not Found' }));
    const graphiql = wantsGraphiql(request) ? options.graphiql(request) : false;
    if (graphiql) return options.renderGraphiQL(graphiql).then((page) => new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }));
    const params = request.method === 'POST' ? options.parsedParams?.(serverContext) : undefined;
    if (params) return Promise.resolve(yoga.answerParams(request, serverContext, params));
    // yoga's type asks for the adapter's `waitUntil`, which none of our plugins nor yoga's calls.
    return Promise.resolve(yoga.handle(request, serverContext as TServerContext & ServerAdapterInitialContext));
  };
}

/** What yoga's useGraphiQL asks of a request before it renders the page (`shouldRenderGraphiQL`). */
function wantsGraphiql(request: Request): boolean {
  return request.method === 'GET' && !!request.headers.get('accept')?.includes('text/html');
}

/** yoga's server (with the direct path), its plugin list (protected in yoga) read once at start. */
class InspectableYoga<TServerContext extends Record<string, any>, TUserContext extends Record<string, any>> extends DirectYoga<TServerContext, TUserContext> {
  assertNoUnknownAdapterHooks(): void {
    const withAdapterHooks = this.plugins.filter((plugin) => plugin && (plugin.onRequest || plugin.onResponse || plugin.instrumentation));
    if (withAdapterHooks.length !== BUILT_IN_ADAPTER_HOOKS) {
      throw new Error(
        `yoga has ${withAdapterHooks.length} plugins with onRequest, onResponse or instrumentation hooks, ${BUILT_IN_ADAPTER_HOOKS} expected: ` +
          'graphql/adapterless-yoga.ts calls yoga below its server adapter, which alone runs them. Run the new hook there, or serve yoga through createYoga.',
      );
    }
  }
}
