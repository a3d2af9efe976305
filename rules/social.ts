// What visitors and vendors may write on the social side (docs/spec/storefront.md §4): feed captions and
// comments. The server refuses longer texts; the forms stop the typing at the same length.

/** The longest caption of a feed post. */
export const CAPTION_MAX_LENGTH = 2000;
/** The longest comment under a feed post. */
export const POST_COMMENT_MAX_LENGTH = 1000;
/** The longest comment on a product. */
export const COMMENT_MAX_LENGTH = 2000;

export const FEED_MESSAGES = {
  imageRequired: 'Choose an image for the post.',
} as const;

/** The request header that carries the anonymous visitor id (issued by POST /api/visitor or issueVisitorId). */
export const VISITOR_HEADER = 'x-visitor-id';
