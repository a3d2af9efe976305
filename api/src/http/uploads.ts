import { IMMUTABLE_CACHE_CONTROL, isSafeFileName } from '../adapters/storage.ts';
import { hasValidImageSignature } from '../domain/media/image-access.ts';
import type { Services } from '../services.ts';
import { errorJson, methodNotAllowed } from './responses.ts';

/** A private image opened by a signed link: the browser may keep it, shared caches may not. */
const PRIVATE_CACHE_CONTROL = 'private, max-age=3600';

/**
 * GET/HEAD /uploads/<name>: a stored file, from whichever storage is configured. Only names the
 * storage could have written are asked for (no separators, no dot-files, no `..`), so nothing
 * outside the uploads (another directory, another key prefix of the bucket) is ever served. A
 * media-library image that nothing public shows yet needs the signed link its owner's library
 * gives (domain/media/image-access.ts); without it, it does not exist (404).
 */
export function uploadsHandler({ storage, imageAccess, signer }: Pick<Services, 'storage' | 'imageAccess' | 'signer'>) {
  return async function serveUpload(encodedName: string, request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return methodNotAllowed(request.method, ['GET', 'HEAD']);
    }
    let name: string;
    try {
      name = decodeURIComponent(encodedName);
    } catch {
      return notFound();
    }
    if (!isSafeFileName(name)) return notFound();
    const isPublic = await imageAccess.isPublic(name);
    if (!isPublic && !hasValidImageSignature(await signer(), name, new URL(request.url).searchParams)) return notFound();

    const file = await storage.get(name, {
      ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      headersOnly: request.method === 'HEAD',
    });
    if (!file) return notFound();
    const headers = new Headers({ 'cache-control': isPublic ? IMMUTABLE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
    if (file.etag) headers.set('etag', file.etag);
    if (file.lastModified) headers.set('last-modified', file.lastModified.toUTCString());
    if (file.notModified) return new Response(null, { status: 304, headers });
    headers.set('content-type', file.contentType);
    headers.set('content-length', String(file.size));
    return new Response(file.body, { status: 200, headers });
  };
}

const notFound = () => errorJson(404, 'NOT_FOUND', 'Image not found');
