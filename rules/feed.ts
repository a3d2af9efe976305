// The vendors' feed (storefront spec §4): what a post may hold.

/** The longest caption of a feed post. */
export const CAPTION_MAX_LENGTH = 2000;
