// The CSV export of the dashboard's orders (issue 21): one row per vendor part and item, so a
// spreadsheet can sum by store, status or product. RFC 4180 quoting; a cell that a spreadsheet
// would run as a formula (=, +, -, @ first) is prefixed with an apostrophe (OWASP CSV injection).

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

/** One cell: quoted when it holds a comma, quote or line break; formula starts neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header, then a row per item of every part; lines end in CRLF. */
export function ordersToCsv(orders: readonly CsvOrder[]): string {
  const rows: (string | number | null | undefined)[][] = [ORDER_CSV_HEADER];
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
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
