import { describe, expect, it } from 'vitest';
import { orderFilterVariables, readOrderFilters, writeOrderFilters } from './order-filters.ts';

const read = (query: string) => readOrderFilters(new URLSearchParams(query));

describe('order filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = { search: 'ORD-12', brandType: 'REAL_ESTATE', status: 'SHIPPED', from: '2026-11-01', to: '2026-11-30' } as const;
    const query = writeOrderFilters(filters).toString();
    expect(query).toBe('q=ORD-12&category=real_estate&status=shipped&from=2026-11-01&to=2026-11-30');
    expect(read(query)).toEqual(filters);
  });

  it('leave out what is not chosen', () => {
    expect(writeOrderFilters({}).toString()).toBe('');
    expect(writeOrderFilters({ search: '   ' }).toString()).toBe('');
    expect(read('')).toEqual({});
  });

  it('drop values the page cannot use', () => {
    expect(read('status=lost&category=cars&from=2026-02-30&to=tomorrow&q=%20%20')).toEqual({});
  });

  it('accept any letter case for the enums', () => {
    expect(read('status=Cancelled&category=HOME_PRODUCTS')).toEqual({ status: 'CANCELLED', brandType: 'HOME_PRODUCTS' });
  });

  it('swap a range written backwards', () => {
    expect(read('from=2026-12-01&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
  });

  it('become GraphQL variables with nulls for what is not chosen', () => {
    expect(orderFilterVariables({ status: 'PLACED' })).toEqual({ search: null, brandType: null, status: 'PLACED', from: null, to: null });
  });
});
