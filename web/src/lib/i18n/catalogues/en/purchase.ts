// The English messages of buying on the product page (issue 35): the quantity box, the promo-code
// box and the currency menu; the cart reuses the quantity steps. See ./index.ts for the rules.
export const purchase = {
  'purchase.quantity': 'Quantity',
  'purchase.decrease': 'Decrease quantity',
  'purchase.increase': 'Increase quantity',
  'purchase.currency': 'Currency',
  'purchase.promoCode': 'Promo code',
  'purchase.promoPlaceholder': 'Enter promo code',
  'purchase.apply': 'Apply',
  'purchase.applying': 'Applying...',
  'purchase.applyFailed': 'Error applying promo code',
  'purchase.promoApplied': 'Promo code {code} applied: {percent}% off',
  'purchase.remove': 'Remove',
  'purchase.invalidPrice': 'Invalid product price. Please contact support.',
} as const;
