// The product page and the cart (web/src/lib) and the server's prices (domain/checkout/pricing.ts)
// use the one promo rule of rules/promo.ts and the exact cents of rules/money.ts: for the same
// amounts they agree to the cent. The reference here is plain Decimal arithmetic, written out.
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { applyPercentOff, lineTotal, sum, unitPrice } from '../../src/domain/checkout/pricing.ts';
import type { CurrencyRate } from '../../src/domain/money/currency.ts';
import { percentOff as webPercentOff } from '../../../web/src/lib/price.ts';
import { cartTotal, linePrice, type CartItem } from '../../../web/src/lib/cart.ts';

const D = (v: string | number) => new Prisma.Decimal(v);
const rate = (code: CurrencyRate['code'], value: string): CurrencyRate => ({ code, rate: D(value), symbol: '' });
const RATES = [rate('USD', '1'), rate('AED', '3.67'), rate('PKR', '280'), rate('GBP', '0.78')];

/** The rule as the spec states it, in Decimal: percent off, half-up to cents. */
const reference = (amount: string, percent: number) => D(amount).mul(100 - percent).div(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);

// Amounts whose float forms are not what is written, halves, and amounts beyond 2^53 cents.
const TRICKY_AMOUNTS = ['0.01', '0.05', '0.10', '0.15', '0.35', '1.15', '1.005', '2.675', '4.35', '9.99', '19.99', '293.60', '1101.00', '1234567.89', '90071992547409.91', '279999999999997.20'];
const PERCENTS = [1, 5, 10, 15, 25, 33, 50, 99, 100];

/** Deterministic pseudo-random amounts with two decimals (no Math.random: the failure must repeat). */
function* amounts(count: number): Generator<string> {
  let seed = 17;
  for (let i = 0; i < count; i++) {
    seed = (seed * 48271) % 2147483647;
    const cents = seed % (i % 2 ? 100_000 : 10_000_000_000);
    yield `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }
}

describe('promo arithmetic: web and server agree to the cent', () => {
  it.each(TRICKY_AMOUNTS)('%s at every percentage', (amount) => {
    for (const percent of PERCENTS) {
      const expected = reference(amount, percent);
      expect(applyPercentOff(D(amount), percent).toFixed(2), `${amount} -${percent}% (server)`).toBe(expected.toFixed(2));
      expect(webPercentOff(amount, percent), `${amount} -${percent}% (web, text)`).toBe(expected.toNumber());
      // A JavaScript number holds cents exactly only up to 2^53 cents; the API sends amounts as texts.
      if (Number(amount) * 100 < Number.MAX_SAFE_INTEGER) expect(webPercentOff(Number(amount), percent), `${amount} -${percent}% (web, number)`).toBe(expected.toNumber());
    }
  });

  it('on 4,000 more amounts', () => {
    for (const amount of amounts(4000)) {
      const percent = PERCENTS[amount.length % PERCENTS.length];
      const expected = reference(amount, percent).toFixed(2);
      expect(applyPercentOff(D(amount), percent).toFixed(2)).toBe(expected);
      expect(webPercentOff(Number(amount), percent).toFixed(2)).toBe(expected);
    }
  });

  it('on the amount the product page shows: the server’s converted price, then the promo', () => {
    for (const usd of ['0.15', '12.25', '12.35', '19.99', '300', '999999999.99']) {
      for (const currency of RATES) {
        for (const percent of [5, 10, 25]) {
          const shown = unitPrice(D(usd), null, currency, null).toFixed(2); // what price(currency:) answers
          const server = unitPrice(D(usd), null, currency, percent);
          expect(webPercentOff(shown, percent), `${usd} USD in ${currency.code} -${percent}%`).toBe(server.toNumber());
        }
      }
    }
  });
});

describe('cart totals: web and server agree to the cent', () => {
  const item = (convertedPrice: number, quantity: number): Partial<CartItem> => ({ convertedPrice, quantity, selected_currency: 'AED' });
  const CARTS: [number, number][][] = [
    [[0.1, 3], [0.2, 3]],
    [[19.99, 15], [0.01, 1]],
    [[333.33, 3], [666.67, 3]],
    [[990.9, 2], [293.6, 15], [0.35, 7]],
    [[1.005, 1], [2.675, 3]], // more than two decimals: each unit is rounded half-up to cents first, as the server reads a client's amount
    [[1234567.89, 15], [9999999.99, 15]],
    [[99999999999.99, 15], [0.07, 7]],
  ];

  it.each(CARTS.map((lines) => [lines.map(([p, q]) => `${p}×${q}`).join(' + '), lines] as const))('%s', (_name, lines) => {
    const units = lines.map(([price]) => D(price).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP));
    const serverLines = units.map((unit, i) => lineTotal(unit, lines[i][1]));
    lines.forEach(([price, quantity], i) => expect(linePrice(item(price, quantity))).toBe(serverLines[i].toNumber()));
    expect(cartTotal(lines.map(([price, quantity]) => item(price, quantity))).amount).toBe(sum(serverLines).toNumber());
  });
});
