/**
 * The ledger's arithmetic (issue 36), exact in whole cents through rules/money.ts. A refund
 * returns the commission on what it refunds, computed as the difference of the commission on the
 * refunded totals before and after it: however a sale is refunded in pieces, the commission
 * returned adds up to the commission taken, to the cent.
 */
import { centsToDecimal, scaledCents, toCents } from '@rules/money.ts';

/** An amount (a Decimal, a number or a decimal text) as whole cents; 0 when it is not a number. */
export const cents = (amount: { toFixed(digits: number): string } | string | number): bigint =>
  toCents(typeof amount === 'object' ? amount.toFixed(2) : amount) ?? BigInt(0);

export const decimal = centsToDecimal;

/** The commission on `saleCents` at `percent` (a decimal text such as "12.5"), rounded half-up once. */
export function commissionCents(saleCents: bigint, percent: string): bigint {
  return scaledCents(centsToDecimal(saleCents), Number(percent), 100);
}

/** The commission a refund of `refund` returns, after `refundedBefore` was already refunded. */
export function commissionReturnCents(percent: string, refundedBefore: bigint, refund: bigint): bigint {
  return commissionCents(refundedBefore + refund, percent) - commissionCents(refundedBefore, percent);
}

/** A USD fee in the order's currency at the order's rate (a booking fee on a viewing part). */
export function feeInCurrency(usdFee: string, rate: string): bigint {
  return scaledCents(usdFee, Number(rate), 1);
}
