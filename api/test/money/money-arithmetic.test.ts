// The ledger's arithmetic on generated cases (issue 36, fast-check): in all four currencies, a
// sale's commission and any split of its refunds add up to the cent: the commission returned by
// the refunds of a whole sale is exactly the commission taken, and the vendor's lines of a fully
// refunded sale sum to zero. Amounts run up to the largest a part can hold in PKR.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commissionCents, commissionReturnCents } from '../../src/domain/money-ledger/arithmetic.ts';
import { CURRENCY_CODES } from '@rules/money.ts';

const saleCents = fc.bigInt({ min: BigInt(1), max: BigInt('99999999999') });
/** A percent with up to 2 decimals, 0 to 100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));
const currency = fc.constantFrom(...CURRENCY_CODES);

/** `total` cut into 1 to 8 positive pieces that sum to it. */
const pieces = (total: bigint) =>
  fc.array(fc.bigInt({ min: BigInt(1), max: total }), { minLength: 0, maxLength: 7 }).map((cuts) => {
    const points = [...new Set(cuts.filter((cut) => cut < total))].sort((a, b) => (a < b ? -1 : 1));
    return [...points, total].map((point, i) => point - (i === 0 ? BigInt(0) : points[i - 1]!));
  });

describe('commission and refunds sum to the cent', () => {
  it('returns exactly the commission taken when a sale is refunded in any pieces', () => {
    fc.assert(
      fc.property(currency, saleCents.chain((sale) => fc.tuple(fc.constant(sale), pieces(sale))), percent, (_currency, [sale, refunds], rate) => {
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
