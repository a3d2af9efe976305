/** Guest order tracking (issue 21): the one answer for an id and email that do not match, never saying which half was wrong. */
export const TRACKING_NOT_FOUND_TEXT =
  'We could not find an order with these details. Please check the order id and the email you used at checkout (the id is in your confirmation mail, e.g. ORD-7K3M9Q2X).';
