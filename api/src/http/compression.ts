import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { appendVary } from './responses.ts';
import { EdgeResponse, hasBody } from './edge-response.ts';

/**
 * Compression of text answers (HTML, JS, CSS, JSON of GraphQL and REST, SVG): brotli when the
 * client takes it, else gzip. The web app's files are compressed once at build, at the highest
 * levels (web/vite.config.mts); answers made per request at a level that costs about a
 * millisecond for a page of JSON; cached answers once per entry (http/answer-cache/graphql-answers.ts).
 */
export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than its headers and its time cost. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** The encoding to answer in from Accept-Encoding: brotli over gzip; `q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? (weights.has('*') ? weights.get('*')! : 0);
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Per-request levels: brotli 5 and gzip 6 (brotli 11 takes ~50x longer for a few % more). */
function options(encoding: Encoding, size: number): zlib.BrotliOptions | zlib.ZlibOptions {
  return encoding === 'br'
    ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }
    : { level: 6 };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, options('br', body.byteLength)) : gzip(body, options('gzip', body.byteLength));
}

/** The same, synchronously: for an answer compressed once and kept (a cached entry). */
export function compressSync(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, options('br', body.byteLength)) : zlib.gzipSync(body, options('gzip', body.byteLength));
}

/**
 * A strong ETag names one representation: the compressed bytes get the tag of the plain ones with
 * the encoding added, and If-None-Match accepts either (http/answer-cache/graphql-answers.ts).
 */
export function encodedTag(etag: string, encoding: Encoding | null): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/**
 * Compresses an answer the app made when the client takes it and it is worth it. Answers that are
 * already encoded (the web app's precompressed files, cached answers) pass as they are.
 */
export function withCompression(request: Request, response: Response): Response | Promise<Response> {
  if (!hasBody(response) || response.headers.has('content-encoding') || !isCompressible(response.headers.get('content-type'))) return response;
  appendVary(response.headers, 'accept-encoding');
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  // Not async: an answer left as it is costs no promise (most API clients ask no encoding).
  return encoding ? compressed(response, encoding) : response;
}

async function compressed(response: Response, encoding: Encoding): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (bytes.byteLength < MIN_COMPRESS_BYTES) return new EdgeResponse(bytes, { status: response.status, statusText: response.statusText, headers });
  const body = await compress(bytes, encoding);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', encodedTag(etag, encoding));
  return new EdgeResponse(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}
