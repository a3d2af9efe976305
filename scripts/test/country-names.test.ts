import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { COUNTRIES_FILE, commonCountryNames, countriesModule } from '../country-names.ts';

describe('commonCountryNames', () => {
  const names = commonCountryNames();

  it('lists every country once, sorted', () => {
    expect(names.length).toBeGreaterThan(240);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('uses common names, not official ones or abbreviations', () => {
    expect(names).toEqual(expect.arrayContaining(['United States', 'United Kingdom', 'United Arab Emirates', 'Pakistan', 'Russia', 'South Korea', 'Czechia']));
    expect(names).not.toContain('United States of America');
    expect(names).not.toContain('UK');
    expect(names).not.toContain('Congo');
    expect(names).toEqual(expect.arrayContaining(['Democratic Republic of the Congo', 'Republic of the Congo']));
  });

  it('chooses from the data it is given', () => {
    expect(commonCountryNames({ A: ['Official A', 'A-land'], B: 'Bee', C: ['Cee', 'CE'] })).toEqual(['A-land', 'Bee', 'Cee']);
  });

  it('is what web/src/lib/countries.ts holds (npx tsx scripts/country-names.ts writes it)', () => {
    expect(fs.readFileSync(COUNTRIES_FILE, 'utf8')).toBe(countriesModule());
  });
});
