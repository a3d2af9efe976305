import { describe, expect, it } from 'vitest';
import { zoneCity, zoneOffset } from './viewing-zone.ts';

describe('viewing zone', () => {
  it('names the city of an IANA zone', () => {
    expect(zoneCity('Asia/Dubai')).toBe('Dubai');
    expect(zoneCity('America/New_York')).toBe('New York');
  });

  it('says the offset on the day the times are on, summer time included', () => {
    expect(zoneOffset('Asia/Dubai', '2027-03-01')).toBe('GMT+4');
    expect(zoneOffset('Europe/London', '2027-01-15')).toBe('GMT');
    expect(zoneOffset('Europe/London', '2027-07-15')).toBe('GMT+1');
  });
});
