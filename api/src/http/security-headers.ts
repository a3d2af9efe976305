import { appendVary } from './responses.ts';
import { TAP_CAPTURE_CSP_SOURCE } from './tap-capture.ts';

/**
 * The headers every answer carries, in one place: CORS (one policy for GraphQL, REST, uploads and
 * cached answers alike), a Content-Security-Policy, HSTS over TLS, and the classic hardening ones.
 */

/** CORS_ORIGINS: any origin ('*', the default: the API authenticates with a bearer header, never a cookie), or a list. */
export type CorsOrigins = '*' | ReadonlySet<string>;

export function parseCorsOrigins(value: string | undefined): CorsOrigins {
  const text = value?.trim() ?? '';
  if (!text || text === '*') return '*';
  const origins = new Set<string>();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS must be * or a comma list of origins such as https://shop.example.com; "${entry}" is not an origin`);
    }
    origins.add(url.origin);
  }
  return origins;
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, content-type, accept, x-visitor-id, idempotency-key, x-api-key, if-none-match';
const EXPOSED_HEADERS = 'retry-after, x-request-id, etag, x-total-count, link, ratelimit, ratelimit-policy, idempotent-replayed';

/** The CORS answer to a browser's preflight (OPTIONS with Access-Control-Request-Method), else null. */
export function corsPreflight(request: Request, origins: CorsOrigins): Response | null {
  if (request.method !== 'OPTIONS' || !request.headers.get('access-control-request-method')) return null;
  const headers = new Headers({ vary: 'origin' });
  const allowed = allowedOrigin(request.headers.get('origin'), origins);
  if (allowed) {
    headers.set('access-control-allow-origin', allowed);
    headers.set('access-control-allow-methods', ALLOWED_METHODS);
    headers.set('access-control-allow-headers', ALLOWED_HEADERS);
    headers.set('access-control-max-age', '600');
  }
  return new Response(null, { status: 204, headers });
}

/** The Access-Control-Allow-Origin for a request from `origin`: '*', the origin itself when listed, or none. */
export function allowedOrigin(origin: string | null, origins: CorsOrigins): string | null {
  if (origins === '*') return '*';
  return origin && origins.has(origin) ? origin : null;
}

/**
 * Scripts only from this origin, and the one inline script every rendered page starts with (it
 * keeps the taps made before the app's script has run, http/tap-capture.ts), by its hash; styles may be inline
 * (radix-ui's scroll lock writes a style element). Map tiles (MAP_TILE_URL): MapLibre fetches
 * them and draws them as images, so their origin joins connect-src and img-src, only when set.
 * MapLibre's worker is a file of this origin (web/src/features/listing/map/map-engine.ts): no blob: needed.
 */
function pagePolicy(mapTileSource: string | undefined): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${TAP_CAPTURE_CSP_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${mapTileSource ? ` ${mapTileSource}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${mapTileSource ? ` ${mapTileSource}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PAGE_POLICY = pagePolicy(undefined);
const pagePolicies = new Map<string, string>();
const pagePolicyFor = (mapTileSource: string | undefined) => {
  if (!mapTileSource) return PAGE_POLICY;
  let policy = pagePolicies.get(mapTileSource);
  if (!policy) pagePolicies.set(mapTileSource, (policy = pagePolicy(mapTileSource)));
  return policy;
};

/** Data answers (JSON, images) never run anything. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const HARDENING: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** HARDENING as pairs, made once: withSecurityHeaders runs on every answer. */
const HARDENING_PAIRS = Object.entries(HARDENING);

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  origins: CorsOrigins;
  /** The request came over TLS (directly or through a trusted proxy): HSTS applies. */
  secure: boolean;
  /** The map tiles' origin (Config.mapTiles.cspSource), allowed as images on pages. */
  mapTileSource?: string;
}

const isHtmlType = (contentType: string | null) => /^text\/html/i.test(contentType ?? '');

/**
 * The headers withSecurityHeaders gives an answer of `contentType` (a page or data) whose own Vary
 * is `vary`, as a plain record: for the answers written straight to the socket (http/answer-cache/on-the-socket.ts).
 */
export function cachedAnswerHeaders(requestOrigin: string | null, { origins, secure, mapTileSource }: SecurityOptions, contentType: string, vary: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': isHtmlType(contentType) ? pagePolicyFor(mapTileSource) : DATA_POLICY, ...HARDENING };
  if (secure) headers['strict-transport-security'] = HSTS;
  headers.vary = origins === '*' ? vary : `${vary}, origin`;
  const allowed = allowedOrigin(requestOrigin, origins);
  if (allowed) {
    headers['access-control-allow-origin'] = allowed;
    headers['access-control-expose-headers'] = EXPOSED_HEADERS;
  }
  return headers;
}

/**
 * Adds the headers to an answer. GraphiQL's page (development only) is one of the pages: its
 * script, styles and editor workers are files this app serves (graphql/graphiql.ts).
 */
export function withSecurityHeaders(request: Request, response: Response, { origins, secure, mapTileSource }: SecurityOptions): Response {
  const isHtml = isHtmlType(response.headers.get('content-type'));
  const answer = response;
  // A 304 has no body and no type: the browser keeps the headers of the answer it revalidated,
  // and takes any the 304 names. The data policy on a page's 304 would sandbox the kept page, its
  // scripts blocked (a page rendered afresh after a write, equal to the browser's copy, did so).
  if (!answer.headers.has('content-security-policy') && answer.status !== 304) {
    answer.headers.set('content-security-policy', isHtml ? pagePolicyFor(mapTileSource) : DATA_POLICY);
  }
  for (const [name, value] of HARDENING_PAIRS) if (!answer.headers.has(name)) answer.headers.set(name, value);
  if (secure) answer.headers.set('strict-transport-security', HSTS);
  const allowed = allowedOrigin(request.headers.get('origin'), origins);
  if (origins !== '*') appendVary(answer.headers, 'origin');
  if (allowed) {
    answer.headers.set('access-control-allow-origin', allowed);
    answer.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  } else {
    answer.headers.delete('access-control-allow-origin');
    answer.headers.delete('access-control-allow-credentials');
  }
  return answer;
}
