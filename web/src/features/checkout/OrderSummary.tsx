import { useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { useCartQuoteQuery } from '../../__generated__/useCartQuoteQuery.graphql.ts';
import type { CartLine } from '../../lib/checkout.ts';
import { ErrorText } from '../../components/StatusText.tsx';
import { formatMoney } from '../../lib/price.ts';
import { cartQuoteQuery, type CartQuote } from './useCartQuote.ts';
import styles from './Checkout.module.css';

/**
 * The order summary priced by the server (quoteCart): every line and the total the order will
 * have. `onQuote` hands the quote to the page, which submits exactly these amounts.
 */
export function OrderSummary({ lines, fetchKey, children }: { lines: CartLine[]; fetchKey: number; children: (quote: CartQuote | null) => React.ReactNode }) {
  const data = useLazyLoadQuery<useCartQuoteQuery>(
    cartQuoteQuery,
    { input: { items: lines } },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const quote = data.quoteCart;
  if (quote.__typename !== 'CartQuote') {
    return (
      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.sectionHeading}>
          Order summary
        </h2>
        <ErrorText>{quote.__typename === 'ValidationError' ? quote.message : 'Failed to fetch data'}</ErrorText>
        <Link to="/cart">Back to cart</Link>
        {children(null)}
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.sectionHeading}>
        Order summary
      </h2>
      <ul className={styles.lines}>
        {quote.lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            <span>
              {line.name} × {line.quantity}
              {line.bookingDate && <span className={styles.muted}> · viewing on {line.bookingDate}</span>}
              {line.promoCode && (
                <span className={styles.muted}>
                  {' '}
                  · {line.promoCode} ({line.promoPercent}% off)
                </span>
              )}
            </span>
            {line.informationalPrice ? (
              // A viewing is an appointment: the property's price as quoted (the one the cart, the
              // mails and the orders show, never the struck-out list price), nothing payable.
              <span className={styles.amount}>
                <span className={styles.muted}>Property price {formatMoney(line.informationalPrice)}</span> No payment due
              </span>
            ) : (
              <span className={styles.amount}>{formatMoney(line.lineTotal)}</span>
            )}
          </li>
        ))}
      </ul>
      {quote.parts.length > 1 && (
        <ul className={styles.parts} aria-label="By vendor">
          {quote.parts.map((part) => (
            <li key={part.storeId} className={styles.line}>
              <span className={styles.muted}>{part.storeName}</span>
              <span className={styles.muted}>{formatMoney(part.total)}</span>
            </li>
          ))}
        </ul>
      )}
      {quote.viewingCount > 0 && (
        <p className={styles.line}>
          <span>
            {quote.viewingCount} {quote.viewingCount === 1 ? 'viewing' : 'viewings'}
          </span>
          <span data-testid="checkout-viewings">No payment due</span>
        </p>
      )}
      {quote.paymentRequired && (
        <p className={styles.totalRow}>
          <span>Goods total</span>
          <strong data-testid="checkout-total">{formatMoney(quote.goodsTotal)}</strong>
        </p>
      )}
      {children(quote)}
    </section>
  );
}
