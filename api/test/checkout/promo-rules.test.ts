import { describe, expect, it } from 'vitest';
import { earliestToday, validatePromoInput } from '../../src/domain/promo/rules.ts';
import { PROMO_MESSAGES } from '@rules/promo.ts';
import { ValidationError } from '../../src/domain/errors.ts';

const now = new Date('2026-11-22T10:00:00Z');

function failure(input: Parameters<typeof validatePromoInput>[0]) {
  try {
    validatePromoInput(input, now);
  } catch (error) {
    if (error instanceof ValidationError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('promo-code rules', () => {
  it('applies the defaults: 10 percent, from today, valid 30 days; the code upper-cased', () => {
    const promo = validatePromoInput({ code: ' spring-26 ' }, now);
    expect(promo).toEqual({ code: 'SPRING-26', discountPercent: 10, startsOn: new Date('2026-11-22T00:00:00Z'), endsOn: new Date('2026-12-22T00:00:00Z') });
  });

  it('takes given values, and an ISO timestamp for its date', () => {
    const promo = validatePromoInput({ code: 'ABC', discountPercentage: 100, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-02' }, now);
    expect(promo).toMatchObject({ discountPercent: 100, startsOn: new Date('2026-12-01T00:00:00Z'), endsOn: new Date('2026-12-02T00:00:00Z') });
  });

  it.each([
    [{ code: '' }, PROMO_MESSAGES.codeRequired, 'code'],
    [{ code: 'AB' }, PROMO_MESSAGES.codeShape, 'code'],
    [{ code: 'A'.repeat(21) }, PROMO_MESSAGES.codeShape, 'code'],
    [{ code: 'SAVE 10' }, PROMO_MESSAGES.codeShape, 'code'],
    [{ code: 'SAVE_10' }, PROMO_MESSAGES.codeShape, 'code'],
    [{ code: 'SAVE10', discountPercentage: 0 }, PROMO_MESSAGES.discount, 'discountPercentage'],
    [{ code: 'SAVE10', discountPercentage: 101 }, PROMO_MESSAGES.discount, 'discountPercentage'],
    [{ code: 'SAVE10', discountPercentage: 12.5 }, PROMO_MESSAGES.discount, 'discountPercentage'],
    [{ code: 'SAVE10', startDate: '2026-02-30' }, 'Invalid date', 'startDate'],
    [{ code: 'SAVE10', endDate: 'tomorrow' }, 'Invalid date', 'endDate'],
    [{ code: 'SAVE10', startDate: '2026-11-20' }, PROMO_MESSAGES.startInPast, 'startDate'],
    [{ code: 'SAVE10', startDate: '2026-12-01', endDate: '2026-12-01' }, 'End date must be after start date', 'endDate'],
    [{ code: 'SAVE10', startDate: '2026-12-01', endDate: '2026-11-30' }, 'End date must be after start date', 'endDate'],
  ])('%j is refused: %s', (input, message, field) => {
    expect(failure(input)).toEqual({ message, field });
  });

  it('"today" allows for the admin\'s time zone: a UTC-12 admin may still start on their today', () => {
    const justAfterUtcMidnight = new Date('2026-11-22T01:00:00Z');
    expect(earliestToday(justAfterUtcMidnight).toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(validatePromoInput({ code: 'LATE', startDate: '2026-11-21' }, justAfterUtcMidnight).startsOn.toISOString().slice(0, 10)).toBe('2026-11-21');
  });
});
