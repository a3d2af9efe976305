// The English messages of deleting a comment in the comments dialog (issue 35): the texts of
// docs/spec/storefront.md §4 and §8, byte for byte. A namespace of its own so that only the dialog's
// chunk, loaded when a visitor opens the comments, carries them, not the listing pages' first load
// (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const comments = {
  'comments.loginToDelete': 'You must be logged in to delete comments',
  'comments.deletedBy': 'Comment deleted successfully by {name}',
  'comments.deleteFailed': 'Failed to delete comment. Please try again.',
  'comments.loginAgain': 'Authentication required. Please log in again.',
  'comments.deleteForbidden': "Access denied. You don't have permission to delete this comment.",
} as const;
