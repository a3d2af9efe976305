import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isCompressible, preferredEncoding, type Encoding } from './compression.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticFileOptions {
  /** Cache-Control for files found. */
  cacheControl: (relativePath: string) => string;
}

/**
 * Serves files from one directory. Paths are resolved inside the root only (no `..`, no
 * absolute paths), so a request can never read outside it.
 */
export function staticDirectory(root: string, options: StaticFileOptions) {
  const resolvedRoot = path.resolve(root);
  return async function serve(relativePath: string, request: Request): Promise<Response | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const filePath = path.resolve(resolvedRoot, '.' + path.posix.normalize('/' + decoded));
    if (!filePath.startsWith(resolvedRoot + path.sep)) return null;
    let stat;
    try {
      stat = await fs.stat(filePath);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const contentType = contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    // The build keeps a brotli and a gzip copy beside each text file (web/vite.config.mts).
    const encoded = isCompressible(contentType) ? await encodedSibling(filePath, preferredEncoding(request.headers.get('accept-encoding'))) : null;
    const sent = encoded?.stat ?? stat;
    const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${encoded ? `-${encoded.encoding}` : ''}"`;
    const headers = new Headers({
      'content-type': contentType,
      'cache-control': options.cacheControl(decoded),
      etag,
      'x-content-type-options': 'nosniff',
    });
    if (isCompressible(contentType)) headers.set('vary', 'accept-encoding');
    if (encoded) headers.set('content-encoding', encoded.encoding);
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(sent.size));
    const body = request.method === 'HEAD' ? null : await fs.readFile(encoded?.path ?? filePath);
    return new Response(body, { status: 200, headers });
  };
}

async function encodedSibling(filePath: string, encoding: Encoding | null): Promise<{ path: string; encoding: Encoding; stat: Stats } | null> {
  if (!encoding) return null;
  const sibling = `${filePath}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const stat = await fs.stat(sibling);
    return stat.isFile() ? { path: sibling, encoding, stat } : null;
  } catch {
    return null;
  }
}
