import { GraphqlRequestError } from './relay-environment.ts';

/** A typed error answered as data by a mutation (`... on Error { message }`). */
export function typedErrorMessage(result: { readonly __typename: string; readonly message?: string } | null | undefined): string | null {
  if (!result || !('message' in result) || typeof result.message !== 'string') return null;
  return result.message;
}

/** The first `extensions.code` of a failed request (UNAUTHENTICATED, FORBIDDEN, ...). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphqlRequestError ? error.codes.find(Boolean) : undefined;
}

/** docs/spec/storefront.md §8: the texts for a failed comment delete, by the answer's status. */
export function deleteCommentErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return 'Authentication required. Please log in again.';
  if (code === 'FORBIDDEN') return "Access denied. You don't have permission to delete this comment.";
  return 'Failed to delete comment. Please try again.';
}
