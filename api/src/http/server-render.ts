import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Services } from '../services.ts';
import type { Connection } from './connection.ts';
import type { CachedResponse } from './answer-cache/store.ts';
import { answerFrom, entityTag, pageKey } from './answer-cache/graphql-answers.ts';
import { WEB_APP_GRAPHQL_PATH } from '../graphql/endpoint.ts';
import { unavailablePage } from './error-page.ts';
import type { PageFormState } from '@rules/page-forms.ts';
import { TAP_CAPTURE_ELEMENT } from './tap-capture.ts';
import { directionOf, splitLocalePath, type Locale } from '@rules/locales.ts';

/** The server's renderer, as web/src/entry-server.tsx builds it (only the shape this module uses). */
interface RendererModule {
  render(input: {
    request: Request;
    site: { publicUrl: string; mapTiles: { url: string; attribution: string } | null };
    runQuery: (documentId: string, variables: Record<string, unknown>) => Promise<{ status: number; statusText: string; text: string; personal: boolean }>;
    form?: PageFormState | null;
  }): Promise<
    | { kind: 'redirect'; response: Response }
    | { kind: 'page'; status: number; head: string; body: string; state: string; complete: boolean; personal: boolean }
  >;
}

/** web/dist/index.html cut where the rendered parts go. */
interface Template {
  /** Up to the marker before the default title and description. */
  beforeHead: string;
  /** The default title and description, used for whatever the page did not render itself. */
  defaultTitle: string;
  defaultDescription: string;
  /** From after the defaults up to the root element's inside. */
  beforeBody: string;
  /** From the root element's end to the end of the document. */
  afterBody: string;
}

const HEAD_START = '<!--app-head-->';
const HTML_START = '<html lang="en">';
const HEAD_END = '<!--/app-head-->';
const ROOT = '<div id="root"></div>';

function cutTemplate(html: string): Template {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const root = html.indexOf(ROOT);
  if (headStart < 0 || headEnd < headStart || root < headEnd || !html.includes(HTML_START)) throw new Error(`web/dist/index.html lacks ${HTML_START}, ${HEAD_START}…${HEAD_END} or ${ROOT}`);
  const defaults = html.slice(headStart + HEAD_START.length, headEnd);
  return {
    beforeHead: html.slice(0, headStart),
    defaultTitle: /<title>[\s\S]*?<\/title>/.exec(defaults)?.[0] ?? '',
    defaultDescription: /<meta name="description"[^>]*>/.exec(defaults)?.[0] ?? '',
    beforeBody: html.slice(headEnd + HEAD_END.length, root) + '<div id="root">',
    afterBody: '</div>' + html.slice(root + ROOT.length),
  };
}

/** The document's opening tag in the page's language and direction (issue 35: /ar and /ur are right to left). */
function withLanguage(beforeHead: string, locale: Locale): string {
  return beforeHead.replace(HTML_START, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/** The storefront's paths the server renders; the vendor dashboard is the browser's alone. */
export function isServerRendered(pathname: string): boolean {
  return !(pathname === '/vendor-dashboard' || pathname.startsWith('/vendor-dashboard/'));
}

/**
 * A page is checked with the server on every visit (a 304 when unchanged, from its ETag): a price
 * edited a moment ago must show on the next visit, and a revoked store's page must be gone.
 */
const HTML_CACHE_CONTROL = 'public, no-cache';

/**
 * Server rendering of the storefront: the page as HTML with its data (title, description, JSON-LD,
 * the Relay records for hydration), in the status the page rendered (404 for a missing listing).
 * The page's queries run in-process through the same GraphQL handler, persisted documents and
 * shared answer cache as the browser's GET /graphql/app, as the anonymous visitor every HTML
 * request is (the web app keeps its token in the browser's storage, never in a cookie). Complete
 * 200 pages join the shared answer cache under their URL and are cleared with it on any write.
 *
 * A page answering a form posted without the script (http/page-forms.ts) is rendered with that
 * form's values and errors (`formAnswer`, in the status it gives), and like a page whose data depended
 * on who asked (a tracked order) it is kept by nobody.
 *
 * Returns null when the web app has no server renderer (a client-only build): the caller sends
 * the plain index.html.
 */
export function serverRenderer(services: Services, graphql: (request: Request, connection: Connection) => Promise<Response>) {
  const { config } = services;
  const rendererFile = path.join(config.webServerDir, 'entry-server.js');
  let loaded: Promise<{ renderer: RendererModule; template: Template } | null> | undefined;

  async function load() {
    try {
      await fs.access(rendererFile);
    } catch {
      return null;
    }
    const [renderer, html] = await Promise.all([
      import(pathToFileURL(rendererFile).href) as Promise<RendererModule>,
      fs.readFile(path.join(config.webDistDir, 'index.html'), 'utf8'),
    ]);
    return { renderer, template: cutTemplate(html) };
  }

  return async function renderPage(request: Request, url: URL, connection: Connection, formAnswer?: { form: PageFormState; status: number }): Promise<Response | null> {
    const ready = await (loaded ??= load());
    if (!ready) return null;
    const pathAndQuery = url.pathname + url.search;
    const cache = config.responseCache && !formAnswer ? services.responseCache : undefined;
    const key = pageKey(pathAndQuery);
    const hit = cache?.get(key);
    if (hit) return answerFrom(hit, request, 'hit');

    const generation = cache?.generation ?? 0;
    const origin = url.origin;
    // The page's language asks the API for its content in that language (issue 35).
    const { locale } = splitLocalePath(url.pathname);
    // A query the page needs refused for now (no database, a busy server): the page is the
    // friendly 503 with the same Retry-After, not a page of failed sections.
    let retryAfter: string | undefined;
    const rendering = ready.renderer.render({
      request: new Request(url, { signal: request.signal }),
      form: formAnswer?.form ?? null,
      site: { publicUrl: config.publicUrl, mapTiles: config.mapTiles ? { url: config.mapTiles.url, attribution: config.mapTiles.attribution } : null },
      async runQuery(documentId, variables) {
        const query = new URLSearchParams({ documentId, variables: JSON.stringify(variables) });
        const answer = await graphql(new Request(`${origin}${WEB_APP_GRAPHQL_PATH}?${query}`, { headers: { accept: 'application/graphql-response+json, application/json', 'accept-language': locale }, signal: request.signal }), connection);
        // An answer that depended on who asked is `private` (http/answer-cache/graphql-answers.ts): the browser asks again as itself.
        const personal = answer.headers.get('cache-control')?.startsWith('private') ?? false;
        if (answer.status === 503) retryAfter = answer.headers.get('retry-after') ?? '1';
        return { status: answer.status, statusText: answer.statusText, text: await answer.text(), personal };
      },
    });
    // Whether the renderer gives up on the refused query or renders around it.
    const outcome = await rendering.catch((error: unknown) => {
      if (retryAfter === undefined) throw error;
      return undefined;
    });
    if (retryAfter !== undefined || !outcome) return unavailablePage(request, Number(retryAfter));
    if (outcome.kind === 'redirect') return outcome.response;

    const { template } = ready;
    // The tap keeper first: it must listen before anything on the page can be tapped.
    const head =
      TAP_CAPTURE_ELEMENT +
      (outcome.head.includes('<title') ? '' : template.defaultTitle) + (outcome.head.includes('name="description"') ? '' : template.defaultDescription) + outcome.head;
    const html = withLanguage(template.beforeHead, locale) + head + template.beforeBody + outcome.body + template.afterBody.replace('</body>', `${outcome.state}</body>`);
    const body = new TextEncoder().encode(html);
    // A page is the same whatever the request's Accept or credentials (no credentials reach it): a CDN keys it by URL and encoding only.
    const entry: CachedResponse = { body, contentType: 'text/html; charset=utf-8', etag: entityTag(body), cacheControl: HTML_CACHE_CONTROL, vary: 'accept-encoding' };
    if (!formAnswer && outcome.status === 200 && outcome.complete && !outcome.personal) {
      cache?.set(key, entry, generation);
      return answerFrom(entry, request, 'miss');
    }
    // A missing listing, a page that failed in part, or one made for this visitor: sent as it is, kept by nobody.
    const status = formAnswer && outcome.status === 200 ? formAnswer.status : outcome.status;
    return new Response(body, { status, headers: { 'content-type': entry.contentType, 'cache-control': outcome.personal || formAnswer ? 'private, no-store' : 'no-store' } });
  };
}
