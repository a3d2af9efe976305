import { describe, expect, it } from 'vitest';
import { customerScore, matchScore, MATCH_SCORES, rankCustomers, type RankableCustomer } from '../../src/domain/customers/ranking.ts';

let nextId = 1;
const customer = (name: string, extra: Partial<RankableCustomer> = {}): RankableCustomer => ({
  id: nextId++,
  name,
  email: '',
  vendorNames: [],
  productNames: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...extra,
});
const names = (list: RankableCustomer[]) => list.map((c) => c.name);

describe('matchScore: the spec\'s six scores', () => {
  it.each([
    ['Ali', 'Ali', 1000],
    ['ali', 'Ali', 950],
    ['Alison', 'Ali', 800],
    ['alistair', 'Ali', 700],
    ['Muhammad Ali Khan', 'Ali', 500],
    ['Khalid', 'Ali', 400],
    ['Bob', 'Ali', 0],
    ['', 'Ali', 0],
    ['Ali', '', 0],
  ])('%j searched for %j scores %i', (value, term, score) => {
    expect(matchScore(value, term)).toBe(score);
  });

  it('uses exactly the constants of docs/spec/vendor-admin.md §9', () => {
    expect(Object.values(MATCH_SCORES)).toEqual([1000, 950, 800, 700, 500, 400]);
  });
});

describe('rankCustomers', () => {
  it('worked example: exact, then prefix, then contains, case-sensitive first; non-matches dropped', () => {
    const list = ['Khalid', 'Bob', 'alistair', 'Muhammad Ali Khan', 'Ali', 'Alison', 'ali'].map((n) => customer(n));
    expect(names(rankCustomers(list, 'Ali', 'NAME'))).toEqual(['Ali', 'ali', 'Alison', 'alistair', 'Muhammad Ali Khan', 'Khalid']);
  });

  it('trims the term and breaks ties newest first, then by id', () => {
    const older = customer('Sara Older', { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = customer('Sara Newer', { createdAt: new Date('2026-03-01T00:00:00Z') });
    const sameTimeHigherId = customer('Sara Twin', { createdAt: new Date('2026-01-01T00:00:00Z') });
    expect(names(rankCustomers([older, newer, sameTimeHigherId], '  Sara ', 'NAME'))).toEqual(['Sara Newer', 'Sara Twin', 'Sara Older']);
  });

  it('removes duplicate ids (a customer with several matching orders appears once)', () => {
    const ali = customer('Ali');
    expect(rankCustomers([ali, { ...ali }, customer('Alina')], 'Ali', 'NAME').map((c) => c.id)).toEqual([ali.id, ali.id + 1]);
  });

  it('searches only the chosen field', () => {
    const byEmail = customer('Zed', { email: 'lamp@example.com' });
    const byProduct = customer('Yan', { productNames: ['Desk Lamp'] });
    const byVendor = customer('Xia', { vendorNames: ['Lamp House'] });
    const all = [byEmail, byProduct, byVendor];
    expect(names(rankCustomers(all, 'lamp', 'EMAIL'))).toEqual(['Zed']);
    expect(names(rankCustomers(all, 'Lamp', 'PRODUCT'))).toEqual(['Yan']);
    expect(names(rankCustomers(all, 'Lamp', 'VENDOR'))).toEqual(['Xia']);
    expect(names(rankCustomers(all, 'Lamp', 'NAME'))).toEqual([]);
    // All Fields: Xia's vendor starts with "Lamp" (800), Zed's email with "lamp" (700), Yan's product contains "Lamp" (500).
    expect(names(rankCustomers(all, 'Lamp', 'ALL'))).toEqual(['Xia', 'Zed', 'Yan']);
  });

  it('scores a customer by their best value', () => {
    const c = customer('Nadia', { vendorNames: ['Casa Nova', 'Nova'], productNames: ['Oak Table'] });
    expect(customerScore(c, 'Nova', 'VENDOR')).toBe(1000);
    expect(customerScore(c, 'nova', 'VENDOR')).toBe(950);
    expect(customerScore(c, 'table', 'PRODUCT')).toBe(400);
    expect(customerScore(c, 'table', 'ALL')).toBe(400);
  });

  it('without a term lists everyone newest first', () => {
    const a = customer('A', { createdAt: new Date('2026-01-01T00:00:00Z') });
    const b = customer('B', { createdAt: new Date('2026-02-01T00:00:00Z') });
    expect(names(rankCustomers([a, b], '   '))).toEqual(['B', 'A']);
  });
});
