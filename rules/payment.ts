// Payment methods and the bank transfer notes of docs/spec/storefront.md §9 (the bank details themselves are the
// admin's site settings: rules/site-settings.ts). Pure data: the web app imports this
// file too, so the checkout page and the confirmation mail never disagree.

export type PaymentMethodCode = 'CASH_ON_DELIVERY' | 'BANK_TRANSFER';

/** The spec's names (REST payloads and answers); Cash on Delivery is shown as "Cash on Arrival". */
export const PAYMENT_METHODS: Record<PaymentMethodCode, { name: string; label: string }> = {
  CASH_ON_DELIVERY: { name: 'Cash on Delivery', label: 'Cash on Arrival' },
  BANK_TRANSFER: { name: 'Bank Transfer', label: 'Bank Transfer' },
};

/** Reads a payment method as a client may send it: the spec's name, its label or the code. */
export function parsePaymentMethod(value: unknown): PaymentMethodCode | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (key === 'cash on delivery' || key === 'cash on arrival') return 'CASH_ON_DELIVERY';
  if (key === 'bank transfer') return 'BANK_TRANSFER';
  return null;
}

/**
 * The method of an order whose client sent no payment field at all: the spec's checkout payload
 * (clientDetails, cartItems, totalCost) names none, and Cash on Delivery is the method it lists
 * first and the one every catalogue accepts (no funds move before the order is confirmed).
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodCode = 'CASH_ON_DELIVERY';

/**
 * The payment method of a checkout: an absent field (undefined) is DEFAULT_PAYMENT_METHOD; a
 * field that was sent (blank, null or unknown included) must name a method, else null (refused).
 */
export function orderPaymentMethod(value: unknown): PaymentMethodCode | null {
  return value === undefined ? DEFAULT_PAYMENT_METHOD : parsePaymentMethod(value);
}

export const BANK_TRANSFER_NOTES = [
  'Property booking amounts are paid to the developer or owner directly.',
  'Home products ship via cash on delivery, or once the transferred funds have cleared.',
  'International payments via PayPal, Wise or crypto on request.',
  'Accepted currencies: AED, PKR, USD.',
] as const;

/** What an order of viewings only shows where a payment method would be: nothing is payable. */
export const NO_PAYMENT_DUE = 'No payment due';

/** The payment line shoppers and vendors read: the method's label, or NO_PAYMENT_DUE when there is none. */
export const paymentMethodLabel = (method: PaymentMethodCode | null): string => (method ? PAYMENT_METHODS[method].label : NO_PAYMENT_DUE);

/**
 * The payment line of one vendor's part of an order: a part of viewings is paid nothing whatever
 * the order's method (an order may hold goods paid by bank transfer and a viewing, issue 32).
 */
export const partPaymentLabel = (method: PaymentMethodCode | null, isViewing: boolean): string => (isViewing ? NO_PAYMENT_DUE : paymentMethodLabel(method));
