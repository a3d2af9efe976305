import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { BrowserOnly } from '../../../components/BrowserOnly.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import buttons from '../../../components/Button.module.css';
import { readCart, viewingCount } from '../../../lib/cart.ts';
import { cartLines, CHECKOUT_TEXT, EMPTY_SHIPPING, type ShippingValues } from '../../../lib/checkout.ts';
import { ShippingForm } from '../../../features/checkout/ShippingForm.tsx';
import { BankDetails } from '../../../features/checkout/BankDetails.tsx';
import { OrderSummary } from '../../../features/checkout/OrderSummary.tsx';
import { usePlaceOrderMutation, type PaymentMethod } from '../../../features/checkout/usePlaceOrderMutation.ts';
import styles from '../../../features/checkout/Checkout.module.css';

const PAYMENT_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'CASH_ON_DELIVERY', label: 'Cash on Arrival' },
  { value: 'BANK_TRANSFER', label: 'Bank Transfer' },
];

/** A checkout is the browser's own: kept out of search results. */
const CHECKOUT_META = { description: 'Shipping details and payment for the items in your cart.', noindex: true };

/** /checkout (reachable only with a non-empty cart; see the route loader). */
export default function CheckoutPage() {
  return (
    <BrowserOnly
      fallback={
        <PageShell heading="Checkout" meta={CHECKOUT_META}>
          <LoadingText>Loading your cart...</LoadingText>
        </PageShell>
      }
    >
      <Checkout />
    </BrowserOnly>
  );
}

function Checkout() {
  const navigate = useNavigate();
  // The cart as it was when the page opened: the summary and the order are priced from it.
  const [items] = useState(() => readCart());
  const lines = useMemo(() => cartLines(items), [items]);
  // Viewings only: nothing is payable and nothing ships, so neither a payment method nor an
  // address is asked (the server's rule too: CartQuote.paymentRequired and addressRequired).
  const hasGoods = viewingCount(items) < items.length;
  const [values, setValues] = useState<ShippingValues>(EMPTY_SHIPPING);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const [placeOrder, placing, problem] = usePlaceOrderMutation({ onPlaced: setPlacedOrderId, onPriceChanged: () => setFetchKey((k) => k + 1) });

  return (
    <PageShell heading="Checkout" meta={CHECKOUT_META}>
      <div className={styles.layout}>
        <form method="post" data-needs-script id="checkout-form" className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <ShippingForm values={values} onChange={setValues} shipsGoods={hasGoods} />
          {hasGoods && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Payment method</legend>
            <div className={styles.payments} role="radiogroup" aria-label="Payment method">
              {PAYMENT_OPTIONS.map((option) => (
                <label key={option.value} className={styles.payment}>
                  <input type="radio" name="paymentMethod" value={option.value} checked={payment === option.value} onChange={() => setPayment(option.value)} />
                  {option.label}
                </label>
              ))}
            </div>
            {payment === 'BANK_TRANSFER' && <BankDetails />}
          </fieldset>
          )}
        </form>
        <ErrorBoundary fallback={() => <ErrorText>Failed to fetch data</ErrorText>}>
          <Suspense fallback={<LoadingText>Loading order summary...</LoadingText>}>
            <OrderSummary lines={lines} fetchKey={fetchKey}>
              {(quote) => (
                <>
                {problem && (
                  <p role="alert" className={styles.problem}>
                    {problem}
                  </p>
                )}
                <button
                  type="submit"
                  form="checkout-form"
                  className={`${buttons.primary} ${styles.place}`}
                  disabled={placing || !quote}
                  onClick={(event) => {
                    event.preventDefault();
                    placeOrder({ values, payment, lines, quote });
                  }}
                  aria-busy={placing}
                >
                  {placing && <span className={styles.spinner} aria-hidden="true" />}
                  {placing ? 'Placing Order...' : 'Place Order'}
                </button>
                </>
              )}
            </OrderSummary>
          </Suspense>
        </ErrorBoundary>
      </div>
      <Dialog open={placedOrderId !== null} onOpenChange={(open) => !open && navigate('/')} title={CHECKOUT_TEXT.successTitle}>
        <p>
          Your order id is <strong data-testid="order-id">{placedOrderId}</strong>. Please save it to track your order.
        </p>
        <p>
          <Link to={`/track-order?order=${encodeURIComponent(placedOrderId ?? '')}`}>Track this order</Link> any time with this id and your email; every mail about it links there too.
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.primary} onClick={() => navigate('/')}>
            Check Out More Items
          </button>
        </div>
      </Dialog>
    </PageShell>
  );
}
