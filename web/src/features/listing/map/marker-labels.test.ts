import { describe, expect, it } from 'vitest';
import { clusterLabel, compactAmount, markerPrice, type MarkerWords } from './marker-labels.ts';
import { messages as mapMessages } from '../../../lib/i18n/compiled/en/map.ts';
import { messages as rulesMessages } from '../../../lib/i18n/compiled/en/rules.ts';
import { messages as arabic } from '../../../lib/i18n/compiled/ar.ts';
import { ENGLISH, translator } from '../../../lib/i18n/translator.ts';

const EN: MarkerWords = { map: translator(ENGLISH, mapMessages), rules: translator(ENGLISH, rulesMessages) };
const AR_CATALOGUE = { locale: 'ar', messages: arabic, serverText: (text: string) => text } as const;
const AR: MarkerWords = { map: translator(AR_CATALOGUE, mapMessages), rules: translator(AR_CATALOGUE, rulesMessages) };

describe('marker labels', () => {
  it('shortens amounts to at most three figures', () => {
    expect(compactAmount(1_250_000)).toBe('1.3M');
    expect(compactAmount(950_000)).toBe('950K');
    expect(compactAmount(12_400)).toBe('12K');
    expect(compactAmount(780)).toBe('780');
    expect(compactAmount(3_670_000_000)).toBe('3.7B');
  });

  it('names the whole price with its rent period, and a cluster by its count', () => {
    expect(markerPrice(1_250_000, 'AED', 'SALE', null, EN)).toEqual({ short: 'AED 1.3M', full: 'AED 1,250,000' });
    expect(markerPrice(9_500.4, 'USD', 'RENT', 'MONTH', EN)).toEqual({ short: 'USD 9.5K/mo', full: 'USD 9,500/month' });
    expect(markerPrice(120_000, 'GBP', 'RENT', 'YEAR', EN).full).toBe('GBP 120,000/year');
    expect([clusterLabel(EN.map, 1), clusterLabel(EN.map, 12)]).toEqual(['1 property', '12 properties']);
  });

  it("says the rent period and a cluster's name in the page's language", () => {
    expect(markerPrice(9_500, 'AED', 'RENT', 'MONTH', AR)).toEqual({ short: `AED 9.5K${arabic['map.perMonthShort']}`, full: `AED 9,500${arabic['rules.perMonth']}` });
    expect(clusterLabel(AR.map, 12)).toBe('12 عقارًا');
  });
});
