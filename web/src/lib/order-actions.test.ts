import { describe, expect, it } from 'vitest';
import { actionInputProblem, ORDER_ACTIONS, REASON_MAX_LENGTH } from './order-actions.ts';

const today = '2026-11-27';

describe('order actions', () => {
  it('word every step', () => {
    expect(Object.keys(ORDER_ACTIONS).sort()).toEqual(['CANCEL', 'COMPLETE', 'CONFIRM', 'DELIVER', 'RESCHEDULE', 'SHIP']);
  });

  it('ask a reason to cancel', () => {
    expect(actionInputProblem('CANCEL', { reason: '  ', date: '', today })).toBe('Please give a reason.');
    expect(actionInputProblem('CANCEL', { reason: 'x'.repeat(REASON_MAX_LENGTH + 1), date: '', today })).toMatch(/At most/);
    expect(actionInputProblem('CANCEL', { reason: 'Out of stock', date: '', today })).toBeNull();
  });

  it('ask today or a later day to reschedule', () => {
    expect(actionInputProblem('RESCHEDULE', { reason: '', date: '', today })).toBe('Please choose a date.');
    expect(actionInputProblem('RESCHEDULE', { reason: '', date: '2026-11-26', today })).toBe('Choose today or a later day.');
    expect(actionInputProblem('RESCHEDULE', { reason: '', date: today, today })).toBeNull();
  });

  it('ask nothing for the other steps', () => {
    for (const action of ['CONFIRM', 'SHIP', 'DELIVER', 'COMPLETE'] as const) expect(actionInputProblem(action, { reason: '', date: '', today })).toBeNull();
  });
});
