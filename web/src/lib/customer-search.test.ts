import { describe, expect, it } from 'vitest';
import { emptyText, orNA, resultLine, searchPlaceholder } from './customer-search.ts';

describe('customer list texts', () => {
  it('placeholders', () => {
    expect(searchPlaceholder('ALL')).toBe('Search by any field');
    expect(searchPlaceholder('PRODUCT')).toBe('Search by Product');
  });
  it('result line and empty states', () => {
    expect(resultLine(3, 'zara', 'NAME')).toBe('Showing 3 results for "zara" in Name');
    expect(emptyText('zara')).toBe('No matching customers found.');
    expect(emptyText('')).toBe('No customers available.');
  });
  it('N/A for empty values', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA('Dubai')).toBe('Dubai');
  });
});
