// The ledger's arithmetic on generated cases (issue 36, fast-check): in all four currencies, a
// sale's commission and any split of its refunds add up to the cent: the commission returned by
// the refunds of a whole sale is exactly the commission taken, and the vendor's lines of a fully
// refunded sale sum to zero. Sales are made as checkout makes them: a USD price at each
// currency's rate, times a quantity (up to about PKR 70 billion). And the USD shortcut of the price
// conversion every card takes answers exactly what the general conversion answers, and Money's
// answer shows the same digits and strings as formatAmount in every currency.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commissionCents, commissionReturnCents } from '../../src/domain/money-ledger/arithmetic.ts';
import { CURRENCY_CODES, scaledCents, type CurrencyCode } from '@rules/money.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { convert, formatAmount } from '../../src/domain/money/currency.ts';
import { MoneyAnswer } from '../../src/graphql/types/money.ts';

/** Rates of the shape the rate table holds (units per USD, up to 6 decimals). */
const RATES: Record<CurrencyCode, number> = { USD: 1, AED: 3.6725, PKR: 278.512345, GBP: 0.787123 };

/** A part's total as checkout makes it: a USD price converted at the currency's rate, times a quantity. */
const saleIn = (currency: CurrencyCode) =>
  fc.tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 50 })).map(([usdCents, quantity]) => scaledCents((usdCents / 100).toFixed(2), RATES[currency], 1) * BigInt(quantity));
const saleCents = fc.constantFrom(...CURRENCY_CODES).chain(saleIn).filter((sale) => sale > BigInt(0));
/** A percent with up to 2 decimals, 0 to 100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));

/** `total` cut into 1 to 8 positive pieces that sum to it. */
const pieces = (total: bigint) =>
  fc.array(fc.bigInt({ min: BigInt(1), max: total }), { minLength: 0, maxLength: 7 }).map((cuts) => {
    const points = [...new Set(cuts.filter((cut) => cut < total))].sort((a, b) => (a < b ? -1 : 1));
    return [...points, total].map((point, i) => point - (i === 0 ? BigInt(0) : points[i - 1]!));
  });

describe('commission and refunds sum to the cent', () => {
  it('returns exactly the commission taken when a sale is refunded in any pieces', () => {
    fc.assert(
      fc.property(saleCents.chain((sale) => fc.tuple(fc.constant(sale), pieces(sale))), percent, ([sale, refunds], rate) => {
        const taken = commissionCents(sale, rate);
        let refunded = BigInt(0);
        let returned = BigInt(0);
        for (const refund of refunds) {
          returned += commissionReturnCents(rate, refunded, refund);
          refunded += refund;
        }
        expect(refunds.reduce((a, b) => a + b, BigInt(0))).toBe(sale);
        expect(returned).toBe(taken);
        // The vendor's lines: sale − commission − refunds + commission returned.
        expect(sale - taken - refunded + returned).toBe(BigInt(0));
      }),
      { numRuns: 500 },
    );
  });

  it('never takes a negative commission or more than the sale, and a partial refund returns at most its share', () => {
    fc.assert(
      fc.property(saleCents.chain((sale) => fc.tuple(fc.constant(sale), fc.bigInt({ min: BigInt(0), max: sale }))), percent, ([sale, refund], rate) => {
        const taken = commissionCents(sale, rate);
        expect(taken >= BigInt(0) && taken <= sale).toBe(true);
        const back = commissionReturnCents(rate, BigInt(0), refund);
        expect(back >= BigInt(0) && back <= taken).toBe(true);
        // Within a cent of the exact share (rounding happens once per cumulative total).
        const exact = (Number(refund) * Number(rate)) / 100;
        expect(Math.abs(Number(back) - exact)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('prices at the USD rate (the card list\'s shortcut, domain/money/currency.ts)', () => {
  const usd = { code: 'USD', rate: new Prisma.Decimal(1), symbol: '$' } as const;
  const general = (amount: Prisma.Decimal) => amount.mul(usd.rate).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  /** Every value numeric(14,2) can hold, and amounts with more decimals than cents (which must still round). */
  const stored = fc.bigInt({ min: -(BigInt(10) ** BigInt(14)) + BigInt(1), max: BigInt(10) ** BigInt(14) - BigInt(1) }).map((cents) => new Prisma.Decimal(cents.toString()).div(100));
  const finer = fc.tuple(fc.bigInt({ min: BigInt(0), max: BigInt(10) ** BigInt(16) }), fc.integer({ min: 3, max: 6 })).map(([units, places]) => new Prisma.Decimal(units.toString()).div(new Prisma.Decimal(10).pow(places)));

  it('answers exactly what the product and rounding answer, to the digit, and formats the same', () => {
    fc.assert(
      fc.property(fc.oneof(stored, finer), (amount) => {
        const converted = convert(amount, usd);
        expect(converted.toFixed()).toBe(general(amount).toFixed());
        expect(converted.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(formatAmount(converted)).toBe(formatAmount(converted.toFixed()));
      }),
    );
  });

  it("Money's answer shows each currency's amount and formatted string as formatAmount makes them", () => {
    const rates = CURRENCY_CODES.map((code) => ({ code, rate: new Prisma.Decimal(RATES[code]), symbol: code }));
    fc.assert(
      fc.property(fc.oneof(stored, finer), fc.constantFrom(...rates), (amount, rate) => {
        const converted = convert(amount, rate);
        const answer = new MoneyAnswer(converted, rate);
        expect([answer.amount, answer.currency, answer.formatted]).toEqual([converted.toFixed(2), rate.code, `${rate.code} ${formatAmount(converted)}`]);
      }),
    );
  });
});
