import { PayloadTooLargeError, ValidationError } from '../domain/errors.ts';

/**
 * Reads a request body into memory, but never more than `limit` bytes: a declared
 * Content-Length above the limit is refused before reading, and a chunked or lying body is cut
 * off as soon as it passes the limit.
 */
export async function readLimitedBytes(request: Request, limit: number, tooLarge: string): Promise<Buffer<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) throw new ValidationError('Content-Length header is invalid.');
    if (Number(declared) > limit) throw new PayloadTooLargeError(tooLarge);
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total) as Buffer<ArrayBuffer>;
}
