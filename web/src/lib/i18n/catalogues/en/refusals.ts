// The English of the refusals the buying pages show: the checkout, promo and tracking rules'
// texts (rules/checkout.ts, rules/promo.ts, rules/order-tracking.ts), which the server sends too.
// web/src/lib/refusals.ts finds a server's text here by its English value
// (docs/decisions/i18n-server-refusals-at-the-web-edge.md). See ./index.ts for the rules.
export const refusals = {
  'refusals.required': 'Please fill in all required fields!',
  'refusals.payment': 'Please select a payment method!',
  'refusals.email': 'Invalid email format',
  'refusals.failed': 'Failed to place order',
  'refusals.unknown': 'An unknown error occurred.',
  'refusals.quantity': 'Quantity must be a whole number from 1 to 15',
  'refusals.cartTooLarge': 'A cart holds at most 50 items',
  'refusals.promoMissing': 'Please enter a promo code',
  'refusals.promoNoProduct': 'Product information is not available',
  'refusals.promoInvalid': 'Invalid promo code',
  'refusals.promoInactive': 'This promo code is not active',
  'refusals.promoNotYet': 'This promo code is not valid yet',
  'refusals.promoExpired': 'This promo code has expired',
  'refusals.promoPropertiesExcluded': 'Promo codes apply to home products only',
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
