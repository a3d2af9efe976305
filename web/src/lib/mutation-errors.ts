import { GraphqlRequestError } from './relay-environment.ts';
import type { comments } from './i18n/catalogues/en/comments.ts';

/** A typed error answered as data by a mutation (`... on Error { message }`). */
export function typedErrorMessage(result: { readonly __typename: string; readonly message?: string } | null | undefined): string | null {
  if (!result || !('message' in result) || typeof result.message !== 'string') return null;
  return result.message;
}

/** The first `extensions.code` of a failed request (UNAUTHENTICATED, FORBIDDEN, ...). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphqlRequestError ? error.codes.find(Boolean) : undefined;
}

/**
 * docs/spec/storefront.md §8: which text a failed comment delete shows, by the answer's status: the
 * id of its message in the `comments` namespace (the spec's English there, Arabic and Urdu beside it).
 */
export function deleteCommentErrorId(error: unknown): keyof typeof comments {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return 'comments.loginAgain';
  if (code === 'FORBIDDEN') return 'comments.deleteForbidden';
  return 'comments.deleteFailed';
}
