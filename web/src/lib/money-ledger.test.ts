import { describe, expect, it } from 'vitest';
import { chartStart, dailyBalances, ledgerFiltersFrom, ledgerPageFrom, ledgerToCsv, statementMonthFrom } from './money-ledger.ts';

describe('the money page helpers', () => {
  it('reads only sound filters from the URL', () => {
    expect(ledgerFiltersFrom(new URLSearchParams('currency=usd&kind=refund&from=2026-11-01&to=nope'))).toEqual({ currency: 'USD', kind: 'REFUND', from: '2026-11-01', to: null });
    expect(ledgerFiltersFrom(new URLSearchParams('currency=EUR&kind=GIFT'))).toEqual({ currency: null, kind: null, from: null, to: null });
  });

  it('reads the ledger page from the URL, any unreadable page being the first', () => {
    expect(ledgerPageFrom(new URLSearchParams('page=3'))).toEqual({ page: 3, offset: 100, limit: 50 });
    for (const bad of ['page=0', 'page=-2', 'page=abc', '']) expect(ledgerPageFrom(new URLSearchParams(bad)).offset).toBe(0);
    expect(chartStart(new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-01');
  });

  it('writes negative amounts as numbers and neutralises formulas in notes', () => {
    const csv = ledgerToCsv([{ createdAt: '2026-11-02T10:00:00.000Z', kindLabel: 'Refund', orderId: 'ORD-1', currency: 'USD', amount: '-12.50', state: 'PAID_OUT', note: '=cmd' }]);
    expect(csv).toBe("Date,Type,Order,Currency,Amount,Status,Note\r\n2026-11-02T10:00:00.000Z,Refund,ORD-1,USD,-12.50,paid out,'=cmd\r\n");
  });

  it('walks the balance back day by day from today', () => {
    const today = new Date('2026-11-10T12:00:00Z');
    const lines = [
      { createdAt: '2026-11-10T09:00:00Z', amount: '5.00' },
      { createdAt: '2026-11-09T09:00:00Z', amount: '-2.00' },
      { createdAt: '2026-11-08T09:00:00Z', amount: '10.00' },
    ];
    const { days, values } = dailyBalances(lines, '13.00', today, 4);
    expect(days).toEqual(['2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10']);
    expect(values).toEqual([0, 10, 8, 13]);
  });
});

describe('statementMonthFrom', () => {
  const today = new Date(Date.UTC(2026, 10, 28, 12));
  it('reads the month of the URL, or this month (UTC) when it is absent or malformed', () => {
    expect(statementMonthFrom(new URLSearchParams('month=2026-03'), today)).toBe('2026-03');
    expect(statementMonthFrom(new URLSearchParams(''), today)).toBe('2026-11');
    for (const bad of ['2026-13', '2026-3', 'March', '2026-03-01']) expect(statementMonthFrom(new URLSearchParams({ month: bad }), today)).toBe('2026-11');
  });
});
