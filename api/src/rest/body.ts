import { ValidationError } from '../domain/errors.ts';

export const MAX_JSON_BYTES = 1_000_000;

/** Reads a JSON body (at most 1 MB); malformed or oversized input is a 400, never a 500. */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      return await request.formData();
    } catch {
      throw new ValidationError('The form data could not be read.');
    }
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new ValidationError(`The request body is limited to ${MAX_JSON_BYTES} bytes.`);
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new ValidationError(`The request body is limited to ${MAX_JSON_BYTES} bytes.`);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}

/** A JSON object body as a plain record (an array or scalar body is a 400). */
export async function readObject(read: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const body = await read();
  if (body instanceof FormData) return Object.fromEntries([...body.keys()].map((key) => [key, body.getAll(key).length > 1 ? body.getAll(key) : body.get(key)]));
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A text field of a body: strings as they are, numbers as text, anything else empty. */
export function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
