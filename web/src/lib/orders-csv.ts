// The CSV export of the dashboard's orders (issue 21): one row per vendor part and item, so a
// spreadsheet can sum by store, status or product. Quoting and formula neutralising: @rules/csv.ts.
import { csvFile, type CsvValue } from '@rules/csv.ts';

export { csvCell } from '@rules/csv.ts';

export interface CsvOrderItem {
  productName: string;
  quantity: number;
  /** The date the shopper first asked for (a viewing); the row shows the part's current date. */
  bookingDate?: string | null;
  unitPrice: string;
  lineTotal: string;
}

export interface CsvOrderPart {
  storeName: string;
  status: string;
  /** The part's payment as the server words it ("No payment due" for viewings: OrderPart.paymentMethodLabel). */
  payment: string;
  /** A viewing's current date, after any reschedule (OrderPart.viewingDate). */
  viewingDate?: string | null;
  total: string;
  currency: string;
  items: readonly CsvOrderItem[];
}

export interface CsvOrder {
  orderId: string;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  parts: readonly CsvOrderPart[];
}

export const ORDER_CSV_HEADER = ['Order ID', 'Date', 'Store', 'Status', 'Customer', 'Email', 'Phone', 'Payment', 'Product', 'Quantity', 'Viewing date', 'Unit price', 'Line total', 'Part total', 'Currency'];

/** The whole file: a header, then a row per item of every part; lines end in CRLF. */
export function ordersToCsv(orders: readonly CsvOrder[]): string {
  const rows: CsvValue[][] = [ORDER_CSV_HEADER];
  for (const order of orders) {
    for (const part of order.parts) {
      for (const item of part.items) {
        rows.push([
          order.orderId,
          order.createdAt,
          part.storeName,
          part.status,
          order.customerName,
          order.customerEmail,
          order.customerPhone,
          part.payment,
          item.productName,
          item.quantity,
          // A rescheduled viewing is on the part's date now, not the one first asked for.
          item.bookingDate ? (part.viewingDate ?? item.bookingDate) : null,
          item.unitPrice,
          item.lineTotal,
          part.total,
          part.currency,
        ]);
      }
    }
  }
  return csvFile(rows);
}
