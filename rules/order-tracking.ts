/** Guest order tracking (issue 21): the one answer for an id and email that do not match, never saying which half was wrong. */
export const TRACKING_NOT_FOUND_TEXT =
  'We could not find an order with these details. Please check the order id and the email you used at checkout (the id is in your confirmation mail, e.g. ORD-7K3M9Q2X).';

/**
 * Too many lookups from one address (30 in 10 minutes; a signed link is not counted): the server's
 * refusal, and the tracking page's text for it. `{wait}` is the time left, e.g. "8 minutes".
 */
export const TRACKING_LIMITED_TEXT = 'Too many order lookups from your address. Please try again in {wait}.';
