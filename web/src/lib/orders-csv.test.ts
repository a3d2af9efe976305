import { describe, expect, it } from 'vitest';
import { csvCell, ORDER_CSV_HEADER, ordersToCsv } from './orders-csv.ts';

describe('orders CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes a row per item of every part, with the part\'s payment and current viewing date', () => {
    const csv = ordersToCsv([
      {
        orderId: 'ORD-1',
        createdAt: '2026-11-27T10:00:00.000Z',
        customerName: 'Ada, Lovelace',
        customerEmail: 'ada@example.com',
        customerPhone: '123',
        parts: [
          // Rescheduled from 2026-12-01 to 2026-12-05; a viewing is paid nothing, whatever the order's method.
          { storeName: 'Homes', status: 'RESCHEDULED', payment: 'No payment due', viewingDate: '2026-12-05', total: '0.00', currency: 'USD', items: [{ productName: 'Villa', quantity: 1, bookingDate: '2026-12-01', unitPrice: '1000.00', lineTotal: '0.00' }] },
          {
            storeName: 'Lamps',
            status: 'SHIPPED',
            payment: 'Cash on Arrival',
            total: '30.00',
            currency: 'USD',
            items: [
              { productName: 'Lamp', quantity: 2, unitPrice: '10.00', lineTotal: '20.00' },
              { productName: 'Bulb', quantity: 1, unitPrice: '10.00', lineTotal: '10.00' },
            ],
          },
        ],
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(ORDER_CSV_HEADER.join(','));
    expect(lines[1]).toBe('ORD-1,2026-11-27T10:00:00.000Z,Homes,RESCHEDULED,"Ada, Lovelace",ada@example.com,123,No payment due,Villa,1,2026-12-05,1000.00,0.00,0.00,USD');
    expect(lines[3]).toBe('ORD-1,2026-11-27T10:00:00.000Z,Lamps,SHIPPED,"Ada, Lovelace",ada@example.com,123,Cash on Arrival,Bulb,1,,10.00,10.00,30.00,USD');
    expect(lines[4]).toBe('');
  });
});
