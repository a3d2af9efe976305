import { IMMUTABLE_CACHE_CONTROL, isSafeFileName, type StoragePort } from '../adapters/storage.ts';
import { errorJson, json } from './responses.ts';

/**
 * GET/HEAD /uploads/<name>: a stored file, from whichever storage is configured. Only names the
 * storage could have written are asked for (no separators, no dot-files, no `..`), so nothing
 * outside the uploads (another directory, another key prefix of the bucket) is ever served.
 */
export function uploadsHandler(storage: StoragePort) {
  return async function serveUpload(encodedName: string, request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json({ message: 'Method not allowed' }, 405, { allow: 'GET, HEAD' });
    }
    let name: string;
    try {
      name = decodeURIComponent(encodedName);
    } catch {
      return notFound();
    }
    if (!isSafeFileName(name)) return notFound();

    const file = await storage.get(name, {
      ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      headersOnly: request.method === 'HEAD',
    });
    if (!file) return notFound();
    const headers = new Headers({ 'cache-control': IMMUTABLE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
    if (file.etag) headers.set('etag', file.etag);
    if (file.lastModified) headers.set('last-modified', file.lastModified.toUTCString());
    if (file.notModified) return new Response(null, { status: 304, headers });
    headers.set('content-type', file.contentType);
    headers.set('content-length', String(file.size));
    return new Response(file.body, { status: 200, headers });
  };
}

const notFound = () => errorJson(404, 'Image not found');
