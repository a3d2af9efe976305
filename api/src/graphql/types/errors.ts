import { builder } from '../builder.ts';
import {
  AccessRevokedError,
  ConflictError,
  DomainError,
  InvalidCredentialsError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  ValidationError,
} from '../../domain/errors.ts';
import { ERROR_CODES, ERROR_CODE_LIST, type ErrorCode } from '../../domain/error-codes.ts';

/** The contract's codes (domain/error-codes.ts), each described: `extensions.code` and `Error.code` take only these. */
export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'Why a request or an operation was refused: the code of every error the API answers (GraphQL `extensions.code` and `Error.code`, REST `code`). Programs branch on the code; the message is for people.',
  values: Object.fromEntries(ERROR_CODE_LIST.map((code) => [code, { description: ERROR_CODES[code] }])) as { [Code in ErrorCode]: { description: string } },
});

/** Every typed error of a mutation result: a message for people and a code for programs. */
export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure of a mutation, answered as data.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong and what to do, for people (in English).' }),
    code: t.expose('code', { type: ErrorCodeEnum, description: 'What went wrong, for programs.' }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input broke a rule; `field` names the input field when there is one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field that broke the rule; null when it is the whole input.', nullable: true }) }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'The input clashes with existing data (a taken store id or email, a duplicate).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field that clashes (e.g. storeId or email); null when it is the whole input.', nullable: true }) }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The object does not exist (or is not yours to see).',
  interfaces: [ErrorInterface],
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many attempts; try again after `retryAfterSeconds`.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }) }),
});

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: 'Wrong email or password.',
  interfaces: [ErrorInterface],
});

builder.objectType(AccessRevokedError, {
  name: 'AccessRevokedError',
  description: "The store's access was revoked by the admin.",
  interfaces: [ErrorInterface],
});

builder.objectType(ServiceUnavailableError, {
  name: 'ServiceUnavailableError',
  description: 'A service we depend on (the mail server) failed; try again later.',
  interfaces: [ErrorInterface],
});
