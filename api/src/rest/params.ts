import { ValidationError } from '../domain/errors.ts';

/** A whole number from a path or query parameter, with a clear 400 when it is not one. */
export function intParam(value: string | null | undefined, name: string, { min = 0, max = 2_147_483_647, fallback }: { min?: number; max?: number; fallback?: number } = {}): number {
  if (value == null || value === '') {
    if (fallback !== undefined) return fallback;
    throw new ValidationError(`${name} is required.`, name);
  }
  if (!/^-?\d{1,10}$/.test(value)) throw new ValidationError(`${name} must be a whole number.`, name);
  const number = Number(value);
  if (number < min || number > max) throw new ValidationError(`${name} must be between ${min} and ${max}.`, name);
  return number;
}

/** A short text parameter (trimmed), refused when longer than `max`. */
export function textParam(value: string | null | undefined, name: string, max = 200): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed.length > max) throw new ValidationError(`${name} is limited to ${max} characters.`, name);
  return trimmed;
}
