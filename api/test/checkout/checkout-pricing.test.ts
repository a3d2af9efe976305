// Worked examples of the pricing rule (api/src/domain/checkout/pricing.ts).
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { applyPercentOff, clientAmount, lineTotal, orderCurrency, roundCents, sum, unitPrice } from '../../src/domain/checkout/pricing.ts';
import { promoProblem, utcToday } from '../../src/domain/checkout/promo.ts';
import { requireBookingDate } from '../../src/domain/checkout/quote.ts';
import type { CurrencyRate } from '../../src/domain/money/currency.ts';

const D = (v: string | number) => new Prisma.Decimal(v);
const rate = (code: CurrencyRate['code'], value: string): CurrencyRate => ({ code, rate: D(value), symbol: '' });
const USD = rate('USD', '1');
const AED = rate('AED', '3.67');
const PKR = rate('PKR', '280');
const GBP = rate('GBP', '0.78');

describe('unit price: shown price, converted, then promo, each rounded half-up to cents', () => {
  it('converts at the published rate', () => {
    expect(unitPrice(D('300'), null, AED, null).toFixed(2)).toBe('1101.00'); // 300 × 3.67
    expect(unitPrice(D('19.99'), null, PKR, null).toFixed(2)).toBe('5597.20'); // 19.99 × 280
    expect(unitPrice(D('19.99'), null, USD, null).toFixed(2)).toBe('19.99');
  });

  it('rounds half-up to cents after converting', () => {
    // 12.35 × 0.78 = 9.633 -> 9.63; 12.25 × 0.78 = 9.555 -> 9.56 (half-up, not banker's)
    expect(unitPrice(D('12.35'), null, GBP, null).toFixed(2)).toBe('9.63');
    expect(unitPrice(D('12.25'), null, GBP, null).toFixed(2)).toBe('9.56');
    // 0.15 × 3.67 = 0.5505 -> 0.55
    expect(unitPrice(D('0.15'), null, AED, null).toFixed(2)).toBe('0.55');
  });

  it('uses the discounted price only when it is below the price', () => {
    expect(unitPrice(D('100'), D('80'), USD, null).toFixed(2)).toBe('80.00');
    expect(unitPrice(D('100'), D('100'), USD, null).toFixed(2)).toBe('100.00'); // equal: not a discount
    expect(unitPrice(D('100'), D('120'), USD, null).toFixed(2)).toBe('100.00'); // higher: ignored
    expect(unitPrice(D('100'), D('80'), AED, null).toFixed(2)).toBe('293.60'); // 80 × 3.67
  });

  it('takes the promo percentage off the shown (converted) amount, rounded half-up', () => {
    // 300 USD in AED = 1101.00; 10% off = 990.90
    expect(unitPrice(D('300'), null, AED, 10).toFixed(2)).toBe('990.90');
    // discounted 80 USD -> 293.60 AED; 25% off = 220.20
    expect(unitPrice(D('100'), D('80'), AED, 25).toFixed(2)).toBe('220.20');
    // 9.99 USD; 5% off = 9.4905 -> 9.49
    expect(unitPrice(D('9.99'), null, USD, 5).toFixed(2)).toBe('9.49');
    // 0.10 USD; 5% off = 0.095 -> 0.10 (half-up)
    expect(applyPercentOff(D('0.10'), 5).toFixed(2)).toBe('0.10');
    expect(applyPercentOff(D('50'), 100).toFixed(2)).toBe('0.00');
  });

  it('line totals multiply the rounded unit; totals add lines (no rounding on totals)', () => {
    const unit = unitPrice(D('12.25'), null, GBP, null); // 9.56
    expect(lineTotal(unit, 3).toFixed(2)).toBe('28.68'); // not round(12.25 × 3 × 0.78) = 28.67
    expect(sum([D('28.68'), D('990.90'), D('0.01')]).toFixed(2)).toBe('1019.59');
    expect(roundCents(D('1.005')).toFixed(2)).toBe('1.01');
  });
});

describe('mixed currencies', () => {
  it('prices the order in the requested currency, else the one all lines share, else USD', () => {
    expect(orderCurrency('GBP', ['AED', 'AED'])).toBe('GBP');
    expect(orderCurrency(null, ['AED', 'AED'])).toBe('AED');
    expect(orderCurrency(null, [null, undefined])).toBe('USD'); // no currency means USD
    expect(orderCurrency(null, ['AED', 'PKR'])).toBe('USD');
    expect(orderCurrency(undefined, ['AED', null])).toBe('USD'); // null counts as USD: mixed
  });

  it('a mixed cart (100 USD in AED + 50 USD in PKR) totals in USD from the USD prices', () => {
    const lines = [unitPrice(D('100'), null, USD, null), unitPrice(D('50'), null, USD, null)];
    expect(sum(lines).toFixed(2)).toBe('150.00');
    // ...while each line's own price stays checkable in its own currency.
    expect(unitPrice(D('100'), null, AED, null).toFixed(2)).toBe('367.00');
    expect(unitPrice(D('50'), null, PKR, null).toFixed(2)).toBe('14000.00');
  });
});

describe('client amounts', () => {
  it('reads numbers and decimal strings to the cent; refuses anything else', () => {
    expect(clientAmount(0.1 + 0.2)!.toFixed(2)).toBe('0.30');
    expect(clientAmount('990.90')!.toFixed(2)).toBe('990.90');
    expect(clientAmount(990.9)!.eq(D('990.90'))).toBe(true);
    expect(clientAmount(990.91)!.eq(D('990.90'))).toBe(false);
    expect(clientAmount(-1)).toBeNull();
    expect(clientAmount('12abc')).toBeNull();
    expect(clientAmount(Number.NaN)).toBeNull();
    expect(clientAmount(null)).toBeNull();
  });
});

describe('promo validity', () => {
  const promo = { id: 1, code: 'X', discountPercent: 10, isActive: true, startsOn: new Date('2026-01-01T00:00:00Z'), endsOn: new Date('2026-12-31T00:00:00Z') };
  it('is valid while active and within its dates (both ends included, UTC days)', () => {
    expect(promoProblem(promo, new Date('2026-06-01T12:00:00Z'))).toBeNull();
    expect(promoProblem(promo, new Date('2026-01-01T00:00:00Z'))).toBeNull();
    expect(promoProblem(promo, new Date('2026-12-31T23:59:59Z'))).toBeNull();
    expect(promoProblem(promo, new Date('2027-01-01T00:00:00Z'))).toBe('This promo code has expired');
    expect(promoProblem(promo, new Date('2025-12-31T23:59:59Z'))).toBe('This promo code is not valid yet');
    expect(promoProblem({ ...promo, isActive: false }, new Date('2026-06-01T12:00:00Z'))).toBe('This promo code is not active');
    expect(promoProblem(null)).toBe('Invalid promo code');
    expect(utcToday(new Date('2026-06-01T23:00:00Z')).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('booking dates', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  it('accepts today (anywhere on Earth) and later, refuses the past and nonsense', () => {
    expect(requireBookingDate('2026-11-22', 'x', 'f', now).toISOString().slice(0, 10)).toBe('2026-11-22');
    // 08:00 UTC is still 2026-11-21 in UTC-12.
    expect(requireBookingDate('2026-11-21', 'x', 'f', now).toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(() => requireBookingDate('2026-11-20', 'x', 'f', now)).toThrow(/cannot be in the past/);
    expect(() => requireBookingDate('2026-02-30', 'x', 'f', now)).toThrow(/must be a date/);
    expect(() => requireBookingDate(null, 'x', 'f', now)).toThrow(/Please select a date/);
    expect(() => requireBookingDate('2030-01-01', 'x', 'f', now)).toThrow(/within the next 2 years/);
  });
});
