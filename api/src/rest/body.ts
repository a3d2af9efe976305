import { ValidationError } from '../domain/errors.ts';

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
