import { describe, expect, it } from 'vitest';
import { emptyText, orNA, resultLine, searchPlaceholder } from './customer-search.ts';
import { ENGLISH, translator } from './i18n/translator.ts';
import { messages } from './i18n/compiled/en/dashboardCustomers.ts';

// The English dashboard's texts (issue 35: the same functions read the dashboard's language).
const t = translator(ENGLISH, messages);

describe('customer list texts', () => {
  it('placeholders', () => {
    expect(searchPlaceholder(t, 'ALL')).toBe('Search by any field');
    expect(searchPlaceholder(t, 'PRODUCT')).toBe('Search by Product');
  });
  it('result line and empty states', () => {
    expect(resultLine(t, 3, 'zara', 'NAME')).toBe('Showing 3 results for "zara" in Name');
    expect(emptyText(t, 'zara')).toBe('No matching customers found.');
    expect(emptyText(t, '')).toBe('No customers available.');
  });
  it('N/A for empty values', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA('Dubai')).toBe('Dubai');
  });
});
