import { ValidationError } from '../domain/errors.ts';

/**
 * No text field accepts a NUL character (PostgreSQL text cannot hold one): a request carrying one,
 * raw or as the JSON escape \u0000 or the URL escape %00, is the client's mistake and answers 400
 * before any work, instead of failing deep in the database as a 500.
 */
// eslint-disable-next-line no-control-regex -- finding the control character is the point
const NUL_IN_TEXT = /\u0000|\\u0000/i;
const NUL_IN_URL = /%00/i;

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which no field accepts.';

export function assertNoNulInText(text: string): void {
  if (NUL_IN_TEXT.test(text)) throw new ValidationError(NUL_MESSAGE);
}

export function hasNulInUrl(url: string): boolean {
  return NUL_IN_URL.test(url);
}
