/**
 * Issue 33: a route loader finds its Relay environment in react-router's request context, never in
 * a module-wide instance. The server renderer passes one per request as `requestContext`; the
 * browser's router gets the app's one from `getContext`. Two environments side by side prove each
 * loader's query goes to the environment of its own router, and to no other.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, createStaticHandler, RouterContextProvider, type RouteObject } from 'react-router-dom';
import { Network, Observable, type Environment } from 'relay-runtime';
import { createRelayEnvironment } from '../lib/relay-environment.ts';
import { homeLoader, type HomeLoaderData } from '../pages/storefront/Home/loader.ts';
import { relayEnvironmentOf, routeContextFor } from './preload.ts';

/** An environment whose network records the operations it is asked and never answers. */
function recordingEnvironment(): { environment: Environment; asked: string[] } {
  const asked: string[] = [];
  const network = Network.create((operation) => {
    asked.push(operation.name);
    return Observable.create(() => undefined);
  });
  return { environment: createRelayEnvironment(network), asked };
}

const routes: RouteObject[] = [{ id: 'home', path: '/', loader: homeLoader }];

describe('the Relay environment of a route loader', () => {
  it('is the request context of the server render, one per request', async () => {
    const handler = createStaticHandler(routes);
    const first = recordingEnvironment();
    const second = recordingEnvironment();
    const render = async (environment: Environment) => {
      const context = await handler.query(new Request('http://localhost/'), { requestContext: routeContextFor(environment) });
      if (context instanceof Response) throw new Error('unexpected redirect');
      return context.loaderData.home as HomeLoaderData;
    };
    const [a, b] = await Promise.all([render(first.environment), render(second.environment)]);
    expect(a.page.environment).toBe(first.environment);
    expect(b.page.environment).toBe(second.environment);
    expect(first.asked.sort()).toEqual(['HomePageProductsQuery', 'HomePageQuery']);
    expect(second.asked.sort()).toEqual(['HomePageProductsQuery', 'HomePageQuery']);
  });

  it("is the browser router's context (getContext), on every navigation", async () => {
    const { environment, asked } = recordingEnvironment();
    const router = createMemoryRouter(routes, { getContext: () => routeContextFor(environment) });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
    expect((router.state.loaderData.home as HomeLoaderData).products.environment).toBe(environment);
    expect(asked.sort()).toEqual(['HomePageProductsQuery', 'HomePageQuery']);
    router.dispose();
  });

  it('is refused loudly where a router was given none', () => {
    expect(() => relayEnvironmentOf(new RouterContextProvider())).toThrow();
  });
});
