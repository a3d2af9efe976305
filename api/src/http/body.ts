import { ValidationError } from '../domain/errors.ts';
import { readLimitedBytes } from './body-limit.ts';
import { assertNoNulInText } from './text-input.ts';

/** How request bodies are read, for GraphQL and REST alike. */

export const MAX_JSON_BYTES = 1_000_000;

/** An upload form: read by the code that takes it, never as JSON. */
export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
}

/** Any body but an upload (JSON, a query), read whole but never past 1 MB (413 beyond it). */
export const readJsonBytes = (request: Request) =>
  readLimitedBytes(request, MAX_JSON_BYTES, `The request body is limited to ${MAX_JSON_BYTES} bytes.`);

/**
 * Reads a JSON body (at most 1 MB): the size is checked before and while reading, so an
 * oversized body is a 413 without being buffered whole. Malformed input is a 400, never a 500.
 * Multipart forms are read only by the routes that take files (http/multipart.ts).
 */
export async function readBody(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readJsonBytes(request));
  if (!text.trim()) return {};
  assertNoNulInText(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}
