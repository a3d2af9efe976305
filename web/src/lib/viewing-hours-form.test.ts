import { describe, expect, it } from 'vitest';
import { dayProblem, draftOf, newRange, refusalPlace, scheduleInput, zoneChoices } from './viewing-hours-form.ts';

describe('viewing hours form', () => {
  it('holds a saved week by weekday and gives back the same input', () => {
    const saved = { timeZone: 'Asia/Dubai', slotMinutes: 30, hours: [{ weekday: 1, start: '10:00', end: '13:00' }, { weekday: 1, start: '15:00', end: '19:00' }, { weekday: 6, start: '10:00', end: '14:00' }], blockedDays: ['2027-01-01T00:00:00.000Z'] };
    const draft = draftOf(saved, 'Europe/London');
    expect(draft.days[1].map((r) => r.start)).toEqual(['10:00', '15:00']);
    expect(draft.days[2]).toEqual([]);
    expect(scheduleInput(draft)).toEqual({ timeZone: 'Asia/Dubai', slotMinutes: 30, hours: saved.hours, blockedDays: ['2027-01-01'] });
  });

  it('starts a new store in the browser\'s zone when the editor offers it, else the first', () => {
    expect(draftOf(null, 'Europe/London').timeZone).toBe('Europe/London');
    expect(draftOf(null, 'Antarctica/Troll').timeZone).toBe('Asia/Dubai');
  });

  it('checks a day as the server does: at least one slot long, no overlaps', () => {
    expect(dayProblem([newRange('09:00', '12:00'), newRange('12:00', '17:00')], 60)).toBeNull();
    expect(dayProblem([newRange('09:00', '12:00'), newRange('11:00', '17:00')], 60)).toBe('overlap');
    expect(dayProblem([newRange('09:00', '09:30')], 60)).toBe('tooShort');
    expect(dayProblem([newRange('', '10:00')], 60)).toBe('tooShort');
  });

  it('puts a refusal beside the weekday it names, else its field', () => {
    expect(refusalPlace('hours', 'The ranges of Tuesday overlap; join them into one range.')).toEqual({ weekday: 2 });
    expect(refusalPlace('timeZone', 'Please choose the time zone')).toEqual({ field: 'timeZone' });
  });

  it('keeps a zone saved over the API among the choices', () => {
    expect(zoneChoices('Asia/Riyadh')[0]).toBe('Asia/Riyadh');
    expect(zoneChoices('Asia/Dubai')).not.toContain('Asia/Riyadh');
  });
});
