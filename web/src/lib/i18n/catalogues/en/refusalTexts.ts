// The English of the checkout and promo rules' refusals the server sends (rules/checkout.ts,
// rules/promo.ts), each exactly its rules text: web/src/lib/i18n/server-text.ts finds a server's
// text here by its English value on Arabic and Urdu pages (English pages show it as sent and never
// load this namespace: docs/decisions/i18n-server-texts-one-lookup.md). See ./index.ts for the rules.
export const refusalTexts = {
  'refusalTexts.required': 'Please fill in all required fields!',
  'refusalTexts.payment': 'Please select a payment method!',
  'refusalTexts.email': 'Invalid email format',
  'refusalTexts.unknown': 'An unknown error occurred.',
  'refusalTexts.quantity': 'Quantity must be a whole number from 1 to 15',
  'refusalTexts.cartTooLarge': 'A cart holds at most 50 items',
  'refusalTexts.promoMissing': 'Please enter a promo code',
  'refusalTexts.promoNoProduct': 'Product information is not available',
  'refusalTexts.promoInactive': 'This promo code is not active',
  'refusalTexts.promoNotYet': 'This promo code is not valid yet',
  'refusalTexts.promoExpired': 'This promo code has expired',
  'refusalTexts.promoPropertiesExcluded': 'Promo codes apply to home products only',
  // The route error page and the loading bar: English literals in every route's first script (no
  // bytes to spare there for message ids), shown in Arabic and Urdu by value like the texts above.
  'refusalTexts.pageFailedHeading': 'Something went wrong on our side',
  'refusalTexts.pageFailedText': 'Sorry, this page could not be shown just now. Please try again in a moment.',
  'refusalTexts.pageFailedRetry': 'Try again',
  'refusalTexts.pageFailedHome': 'Back to the home page',
  'refusalTexts.pageLoading': 'Loading the page',
} as const;
