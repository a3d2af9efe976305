import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { BrowserOnly } from '../../../components/BrowserOnly.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import buttons from '../../../components/Button.module.css';
import { readCart, viewingCount } from '../../../lib/cart.ts';
import { cartLines, EMPTY_SHIPPING, type ShippingValues } from '../../../lib/checkout.ts';
import { ShippingForm } from '../../../features/checkout/ShippingForm.tsx';
import { BankDetails } from '../../../features/checkout/BankDetails.tsx';
import { OrderSummary } from '../../../features/checkout/OrderSummary.tsx';
import { usePlaceOrderMutation, type PaymentMethod } from '../../../features/checkout/usePlaceOrderMutation.ts';
import { RichText } from '../../../components/content/RichText.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { useLtrRun } from '../../../hooks/useLtrRun.ts';
import { useRefusalText, type RefusalOptions } from '../../../hooks/useRefusalText.ts';
import type { Translate } from '../../../lib/i18n/translator.ts';
import { messages as checkoutMessages } from '../../../lib/i18n/compiled/en/checkout.ts';
import styles from '../../../features/checkout/Checkout.module.css';

type CheckoutT = Translate<keyof typeof checkoutMessages>;

/** The payment methods as the checkout names them (rules/payment.ts PAYMENT_METHODS' labels). */
const PAYMENT_OPTIONS = [
  { value: 'CASH_ON_DELIVERY', label: 'checkout.cashOnArrival' },
  { value: 'BANK_TRANSFER', label: 'checkout.bankTransfer' },
] as const satisfies readonly { value: PaymentMethod; label: keyof typeof checkoutMessages }[];

/** How a refused order reads: a price or the total changed meanwhile (CONFLICT), too many orders from one address. */
const ORDER_REFUSAL: RefusalOptions = { fallback: 'refusals.failed', unknown: 'refusals.orderRefused', codes: { CONFLICT: 'refusals.priceChanged', RATE_LIMITED: 'refusals.tooMany' } };

/** A checkout is the browser's own: kept out of search results. */
const checkoutMeta = (t: CheckoutT) => ({ description: t('checkout.description'), noindex: true });

/** /checkout (reachable only with a non-empty cart; see the route loader). */
export default function CheckoutPage() {
  const t = useT(checkoutMessages);
  return (
    <BrowserOnly
      fallback={
        <PageShell heading={t('checkout.heading')} meta={checkoutMeta(t)}>
          <LoadingText>{t('checkout.loading')}</LoadingText>
        </PageShell>
      }
    >
      <Checkout />
    </BrowserOnly>
  );
}

function Checkout() {
  const navigate = useNavigate();
  const t = useT(checkoutMessages);
  const refusal = useRefusalText();
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
    <PageShell heading={t('checkout.heading')} meta={checkoutMeta(t)}>
      <div className={styles.layout}>
        <form method="post" data-needs-script id="checkout-form" className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <ShippingForm values={values} onChange={setValues} shipsGoods={hasGoods} />
          {hasGoods && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('checkout.paymentMethod')}</legend>
            <div className={styles.payments} role="radiogroup" aria-label={t('checkout.paymentMethod')}>
              {PAYMENT_OPTIONS.map((option) => (
                <label key={option.value} className={styles.payment}>
                  <input type="radio" name="paymentMethod" value={option.value} checked={payment === option.value} onChange={() => setPayment(option.value)} />
                  {t(option.label)}
                </label>
              ))}
            </div>
            {payment === 'BANK_TRANSFER' && <BankDetails />}
          </fieldset>
          )}
        </form>
        <ErrorBoundary fallback={() => <ErrorText>{t('checkout.failedToFetch')}</ErrorText>}>
          <Suspense fallback={<LoadingText>{t('checkout.loadingSummary')}</LoadingText>}>
            <OrderSummary lines={lines} fetchKey={fetchKey}>
              {(quote) => (
                <>
                {problem && (
                  <p role="alert" className={styles.problem}>
                    {refusal(problem, ORDER_REFUSAL)}
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
                  {placing ? t('checkout.placing') : t('checkout.place')}
                </button>
                </>
              )}
            </OrderSummary>
          </Suspense>
        </ErrorBoundary>
      </div>
      <OrderPlacedDialog orderId={placedOrderId} onClose={() => navigate('/')} />
    </PageShell>
  );
}

/** The confirmation of a placed order: its id to keep, and the way to track it. */
function OrderPlacedDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const t = useT(checkoutMessages);
  const ltr = useLtrRun();
  return (
  <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()} title={t('checkout.thanks')}>
    <p>
      {/* The id is a placeholder the message keeps for the element that shows it. */}
      <RichText text={t('checkout.orderId', { id: '{id}' })} values={{ id: <strong data-testid="order-id">{ltr(orderId ?? '')}</strong> }} />
    </p>
    <p>
      <RichText
        text={t('checkout.trackThisOrder', { link: '{link}' })}
        values={{ link: <Link to={`/track-order?order=${encodeURIComponent(orderId ?? '')}`}>{t('checkout.trackLink')}</Link> }}
      />
    </p>
    <div className={styles.dialogActions}>
      <button type="button" className={buttons.primary} onClick={onClose}>
        {t('checkout.more')}
      </button>
    </div>
  </Dialog>
  );
}
