// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { RATED_PRODUCTS_KEY, ratedValue, readRatedProducts, rememberRating } from './rated-products.ts';

beforeEach(() => localStorage.clear());

describe('ratedProducts storage', () => {
  it('remembers ratings per product id and keeps the others', () => {
    rememberRating(12, 4);
    rememberRating('7', 5);
    expect(ratedValue(12)).toBe(4);
    expect(ratedValue(7)).toBe(5);
    expect(ratedValue(99)).toBeNull();
    expect(JSON.parse(localStorage.getItem(RATED_PRODUCTS_KEY)!)).toEqual({ 12: 4, 7: 5 });
  });

  it('treats broken or foreign values as not rated', () => {
    localStorage.setItem(RATED_PRODUCTS_KEY, 'not json');
    expect(readRatedProducts()).toEqual({});
    localStorage.setItem(RATED_PRODUCTS_KEY, JSON.stringify({ 1: 9, 2: 'x', 3: 3 }));
    expect(readRatedProducts()).toEqual({ 3: 3 });
    localStorage.setItem(RATED_PRODUCTS_KEY, '[1,2]');
    expect(ratedValue(0)).toBeNull();
  });
});
