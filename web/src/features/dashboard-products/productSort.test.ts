import { describe, expect, it } from 'vitest';
import { columnDirection, nextSort, parseSort } from './productSort.ts';

describe('product table sorting', () => {
  it('reads only known sorts from the URL', () => {
    expect(parseSort('PRICE_DESC')).toBe('PRICE_DESC');
    expect(parseSort('DROP TABLE')).toBe('NEWEST');
    expect(parseSort(null)).toBe('NEWEST');
  });

  it('a header click sorts ascending first, orders most first, and a second click turns it round', () => {
    expect(nextSort('NEWEST', 'name')).toBe('NAME_ASC');
    expect(nextSort('NAME_ASC', 'name')).toBe('NAME_DESC');
    expect(nextSort('NAME_DESC', 'name')).toBe('NAME_ASC');
    expect(nextSort('NAME_ASC', 'orders')).toBe('ORDERS_DESC');
    expect(columnDirection('ORDERS_DESC', 'orders')).toBe('descending');
    expect(columnDirection('ORDERS_DESC', 'price')).toBeUndefined();
  });
});
