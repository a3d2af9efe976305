import type http from 'node:http';
import type { CachedResponse } from './store.ts';
import { representationOf } from './graphql-answers.ts';
import { allowedOrigin, cachedAnswerHeaders, type SecurityOptions } from '../security-headers.ts';
import { preferredEncoding } from '../compression.ts';

/** An answer ready for the socket: its headers as node's flat [name, value, ...] list, and its bytes. */
export interface Wire {
  headers: string[];
  body: Uint8Array;
}

export interface WireOptions {
  origins: SecurityOptions['origins'];
  mapTileSource?: string;
}

/**
 * The bytes and headers of each way a kept answer is written on the socket (GET or POST, encoding,
 * allowed origin, TLS): what the app gives for the same hit (`answerFrom`, then withCompression and
 * withSecurityHeaders), put together once and kept beside the entry. The variants are bounded by
 * the settings (CORS_ORIGINS), never by what clients send.
 */
export function wireBook({ origins, mapTileSource }: WireOptions) {
  const wires = new WeakMap<CachedResponse, Map<string, Wire>>();

  return function wireOf(entry: CachedResponse, isGet: boolean, acceptEncoding: string | undefined, origin: string | null, secure: boolean): Wire {
    const variant = `${isGet ? 'g' : 'p'}|${preferredEncoding(acceptEncoding) ?? ''}|${allowedOrigin(origin, origins) ?? ''}|${secure ? 's' : ''}`;
    let variants = wires.get(entry);
    if (!variants) wires.set(entry, (variants = new Map()));
    let wire = variants.get(variant);
    if (!wire) {
      const { headers: own, body } = representationOf(entry, isGet, 'hit', acceptEncoding);
      const headers = { ...own, ...cachedAnswerHeaders(origin, { origins, secure, mapTileSource }, entry.contentType, own.vary), 'content-length': String(body.byteLength) };
      variants.set(variant, (wire = { headers: Object.entries(headers).flat(), body }));
    }
    return wire;
  };
}

/** Writes a kept answer, with its request's id (every answer carries one, as the app's do: app.ts). */
export function writeWire(res: http.ServerResponse, wire: Wire, requestId: string): void {
  res.writeHead(200, [...wire.headers, 'x-request-id', requestId]);
  res.end(wire.body);
}
