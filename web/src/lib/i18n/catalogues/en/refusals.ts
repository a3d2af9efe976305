// The English of what the buying pages say when the server refuses: the page's own sentences (a
// failed request, a refusal read by its code, a text the page does not know) and the three rules
// texts they also show themselves (rules/checkout.ts, rules/promo.ts, rules/order-tracking.ts).
// The other rules texts the server sends are in ./refusalTexts.ts. See ./index.ts for the rules.
export const refusals = {
  'refusals.promoInvalid': 'Invalid promo code',
  'refusals.failed': 'Failed to place order',
  'refusals.trackingNotFound':
    'We could not find an order with these details. Please check the order id and the email you used at checkout (the id is in your confirmation mail, e.g. ORD-7K3M9Q2X).',
  'refusals.trackingLimited': 'Too many order lookups from your address. Please try again in {wait}.',
  'refusals.seconds': '{count, plural, one {{count} second} other {{count} seconds}}',
  'refusals.minutes': '{count, plural, one {{count} minute} other {{count} minutes}}',
  'refusals.priceChanged': 'A price in your cart has changed since you opened the checkout. The summary now shows the new prices: please review them and place the order again.',
  'refusals.tooMany': 'Too many attempts from your address. Please wait a few minutes and try again.',
  'refusals.cartUnpriced': 'Your cart could not be priced as it stands. Please go back to the cart, check each item and try again.',
  'refusals.orderRefused': 'The order could not be placed as it stands. Please check your details and your cart, then try again.',
  'refusals.promoRefused': 'This promo code cannot be applied to this product.',
  'refusals.cancelRefused': 'This part could not be cancelled. Please reload the order to see where it stands.',
} as const;
