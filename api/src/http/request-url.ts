/**
 * A request's URL, parsed once per request whoever asks: the app's routing, the metrics, the
 * GraphQL endpoint's checks (persisted documents only on the web app's path) each needed its
 * pathname, and each `new URL(request.url)` cost about a microsecond and an object for the
 * garbage collector on every request (docs/decisions/pipeline-cost.md). Keyed by the request
 * object, so a copy of a request (with another URL, or a body read) is parsed on its own.
 */
const parsed = new WeakMap<Request, URL>();

/** The request's URL; shared, so callers read it and never change it. */
export function urlOf(request: Request): Readonly<URL> {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
