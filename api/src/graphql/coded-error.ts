import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import type { ErrorCode } from '../domain/error-codes.ts';

/**
 * A GraphQL error with a code of the contract (`extensions.code`, the schema's ErrorCode): the one
 * way the GraphQL edge makes its own refusals, so a code outside the enum does not type-check.
 */
export function codedGraphQLError(message: string, code: ErrorCode, options: GraphQLErrorOptions = {}): GraphQLError {
  return new GraphQLError(message, { ...options, extensions: { code, ...options.extensions } });
}
