import { useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { useCartQuoteQuery } from '../../__generated__/useCartQuoteQuery.graphql.ts';
import type { CartLine } from '../../lib/checkout.ts';
import { ErrorText } from '../../components/StatusText.tsx';
import { formatMoney } from '../../lib/price.ts';
import { cartQuoteQuery, type CartQuote } from './useCartQuote.ts';
import { useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { useRefusalText } from '../../hooks/useRefusalText.ts';
import { messages as checkoutMessages } from '../../lib/i18n/compiled/en/checkout.ts';
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
  const t = useT(checkoutMessages);
  const ltr = useLtrRun();
  const refusal = useRefusalText();
  const money = (value: { amount: unknown; currency: string }) => ltr(formatMoney(value));
  if (quote.__typename !== 'CartQuote') {
    return (
      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary" className={styles.sectionHeading}>
          {t('checkout.summary')}
        </h2>
        <ErrorText>{quote.__typename === 'ValidationError' ? refusal(quote.message, { fallback: 'refusals.cartUnpriced', unknown: 'refusals.cartUnpriced' }) : t('checkout.failedToFetch')}</ErrorText>
        <Link to="/cart">{t('checkout.backToCart')}</Link>
        {children(null)}
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.sectionHeading}>
        {t('checkout.summary')}
      </h2>
      <ul className={styles.lines}>
        {quote.lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            <span>
              <span data-content>{line.name}</span> × {line.quantity}
              {line.bookingDate && <span className={styles.muted}>{t('checkout.viewingOn', { date: ltr(line.bookingDate) })}</span>}
              {line.promoCode && <span className={styles.muted}>{t('checkout.promo', { code: ltr(line.promoCode), percent: line.promoPercent ?? '' })}</span>}
            </span>
            {line.informationalPrice ? (
              // A viewing is an appointment: the property's price as quoted (the one the cart, the
              // mails and the orders show, never the struck-out list price), nothing payable.
              <span className={styles.amount}>
                <span className={styles.muted}>{t('checkout.propertyPrice', { price: money(line.informationalPrice) })}</span> {t('checkout.noPaymentDue')}
              </span>
            ) : (
              <span className={styles.amount}>{money(line.lineTotal)}</span>
            )}
          </li>
        ))}
      </ul>
      {quote.parts.length > 1 && (
        <ul className={styles.parts} aria-label={t('checkout.byVendor')}>
          {quote.parts.map((part) => (
            <li key={part.storeId} className={styles.line}>
              <span className={styles.muted} data-content>
                {part.storeName}
              </span>
              <span className={styles.muted}>{money(part.total)}</span>
            </li>
          ))}
        </ul>
      )}
      {quote.viewingCount > 0 && (
        <p className={styles.line}>
          <span>{t('checkout.viewings', { count: quote.viewingCount })}</span>
          <span data-testid="checkout-viewings">{t('checkout.noPaymentDue')}</span>
        </p>
      )}
      {quote.paymentRequired && (
        <p className={styles.totalRow}>
          <span>{t('checkout.goodsTotal')}</span>
          <strong data-testid="checkout-total">{money(quote.goodsTotal)}</strong>
        </p>
      )}
      {children(quote)}
    </section>
  );
}
