import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from './relay-environment.ts';
import { deleteCommentErrorId, typedErrorMessage } from './mutation-errors.ts';
import { comments } from './i18n/catalogues/en/comments.ts';

describe('mutation errors', () => {
  it('maps delete failures to the spec texts', () => {
    const text = (error: unknown) => comments[deleteCommentErrorId(error)];
    expect(text(new GraphqlRequestError('x', 200, ['UNAUTHENTICATED']))).toBe('Authentication required. Please log in again.');
    expect(text(new GraphqlRequestError('x', 200, ['FORBIDDEN']))).toBe("Access denied. You don't have permission to delete this comment.");
    expect(text(new TypeError('Failed to fetch'))).toBe('Failed to delete comment. Please try again.');
  });

  it('reads the message of a typed error result only', () => {
    expect(typedErrorMessage({ __typename: 'ValidationError', message: 'Comment text is required.' })).toBe('Comment text is required.');
    expect(typedErrorMessage({ __typename: 'PostCommentSuccess' })).toBeNull();
  });
});
