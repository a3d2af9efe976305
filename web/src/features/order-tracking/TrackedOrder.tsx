import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { TrackedOrderQuery, TrackedOrderQuery$data } from '../../__generated__/TrackedOrderQuery.graphql.ts';
import type { TrackedOrderCancelMutation } from '../../__generated__/TrackedOrderCancelMutation.graphql.ts';
import buttons from '../../components/Button.module.css';
import { OrderActionDialog } from '../../components/orders/OrderActionDialog.tsx';
import { OrderHistory } from '../../components/orders/OrderHistory.tsx';
import styles from '../../components/orders/OrderTracking.module.css';
import { NO_PAYMENT_DUE, PAYMENT_METHODS, TRACKING_NOT_FOUND_TEXT } from '@rules/index.ts';
import { useResponseStatus } from '../../components/context/response-status.tsx';
import { OrderPayment } from './OrderPayment.tsx';
import { TrackedPartItems } from './TrackedPartItems.tsx';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { useRefusalText, waitTextIn } from '../../hooks/useRefusalText.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { orderStatusLabel } from '../../lib/order-step-labels.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';
import { messages as refusalsMessages } from '../../lib/i18n/compiled/en/refusals.ts';
import { messages as orderStepsMessages } from '../../lib/i18n/compiled/en/orderSteps.ts';

type TrackingT = Translate<keyof typeof trackingMessages>;

/** The order's payment line, from the API's English label (rules/payment.ts paymentMethodLabel) by value. */
const PAYMENT_LABEL_IDS = {
  [PAYMENT_METHODS.CASH_ON_DELIVERY.label]: 'tracking.cashOnArrival',
  [PAYMENT_METHODS.BANK_TRANSFER.label]: 'tracking.bankTransfer',
  [NO_PAYMENT_DUE]: 'tracking.noPaymentDue',
} as const satisfies Record<string, keyof typeof trackingMessages>;

const paymentLabel = (t: TrackingT, label: string): string => (label in PAYMENT_LABEL_IDS ? t(PAYMENT_LABEL_IDS[label as keyof typeof PAYMENT_LABEL_IDS]) : label);
import { PartSchedule } from './PartSchedule.tsx';
import { MoveViewing } from './MoveViewing.tsx';

/**
 * The lookup refused for too many lookups from this address, read from the field's error (caught
 * with `@catch`, so the page shows it instead of a spinner, and the server answers 429).
 */
function limitedLookup(errors: readonly unknown[]): { retryAfterSeconds: number } | null {
  for (const error of errors) {
    const extensions = (error as { extensions?: { code?: string; retryAfterSeconds?: number } }).extensions;
    if (extensions?.code === 'RATE_LIMITED') return { retryAfterSeconds: Math.max(1, Number(extensions.retryAfterSeconds) || 60) };
  }
  return null;
}

/** A lookup the server refused: why (and when to try again), in the page's status too (429, or 500). */
function LookupRefused({ errors }: { errors: readonly unknown[] }) {
  const limited = limitedLookup(errors);
  const t = useT(trackingMessages);
  const tRefusals = useT(refusalsMessages);
  useResponseStatus(limited ? 429 : 500);
  return (
    <p role="alert" className={styles.notFound}>
      {limited ? tRefusals('refusals.trackingLimited', { wait: waitTextIn(tRefusals, limited.retryAfterSeconds) }) : t('tracking.failed')}
    </p>
  );
}

/** How the shopper proves the order is theirs: the checkout email, or the signed token of a mail's link. */
export interface TrackingCredentials {
  orderId: string;
  email: string | null;
  token: string | null;
}

type Tracked = NonNullable<Extract<TrackedOrderQuery$data['orderTracking'], { ok: true }>['value']>;
type TrackedPart = Tracked['parts'][number];

/** Never says which half was wrong: the id and the email are checked together. */
export const NOT_FOUND_TEXT = TRACKING_NOT_FOUND_TEXT;

const PLACED_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/** One order as the shopper sees it: every vendor's part, its status, history, items and contact. */
export function TrackedOrder({ credentials, fetchKey }: { credentials: TrackingCredentials; fetchKey: number }) {
  const [refreshKey, setRefreshKey] = useState(0);
  const refusal = useRefusalText();
  const data = useLazyLoadQuery<TrackedOrderQuery>(
    graphql`
      query TrackedOrderQuery($orderId: String!, $email: String, $token: String) {
        orderTracking(orderId: $orderId, email: $email, token: $token) @catch(to: RESULT) {
          orderId
          createdAt
          paymentMethodLabel
          ...OrderPayment_order
          parts {
            id
            storeName
            status
            statusLabel
            allowedActions
            isViewing
            ...PartSchedule_part
            total {
              amount
              currency
            }
            vendorContact {
              email
              phone
            }
            items {
              product
              productName
              path
              quantity
              bookingDate
              lineTotal {
                amount
                currency
              }
            }
            history {
              status
              statusLabel
              at
              actor
              note
              viewingDate
            }
          }
        }
      }
    `,
    credentials,
    { fetchPolicy: 'network-only', fetchKey: `${fetchKey}-${refreshKey}` },
  );
  if (!data.orderTracking.ok) return <LookupRefused errors={data.orderTracking.errors} />;
  const order = data.orderTracking.value;
  if (!order) {
    return (
      <p role="alert" className={styles.notFound}>
        {refusal(NOT_FOUND_TEXT, { fallback: 'refusals.trackingNotFound', unknown: 'refusals.trackingNotFound' })}
      </p>
    );
  }
  return (
    <section className={styles.result} aria-labelledby="tracked-order">
      <OrderHeading order={order} />
      <OrderPayment order={order} />
      {order.parts.map((part) => (
        <TrackedPartCard key={part.id} orderId={order.orderId} part={part} credentials={credentials} onChanged={() => setRefreshKey((key) => key + 1)} />
      ))}
    </section>
  );
}

/** The order's id, when it was placed and how it is paid. */
function OrderHeading({ order }: { order: Pick<Tracked, 'orderId' | 'createdAt' | 'paymentMethodLabel'> }) {
  const locale = useLocale();
  const t = useT(trackingMessages);
  const ltr = useLtrRun();
  return (
    <div>
      <h2 id="tracked-order" className={styles.orderHeading}>
        {t('tracking.order', { id: ltr(order.orderId) })}
      </h2>
      <p className={styles.muted}>
        {t('tracking.placed', { date: dateFormat(locale, 'en-US', PLACED_OPTIONS).format(new Date(String(order.createdAt))), payment: paymentLabel(t, order.paymentMethodLabel) })}
      </p>
    </div>
  );
}

/** One store's part: its status, time, items and history, and what the shopper may still do (move or cancel). */
function TrackedPartCard({ orderId, part, credentials, onChanged }: { orderId: string; part: TrackedPart; credentials: TrackingCredentials; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<TrackedOrderCancelMutation>(graphql`
    mutation TrackedOrderCancelMutation($input: CancelTrackedOrderPartInput!) {
      cancelTrackedOrderPart(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const canCancel = part.allowedActions.includes('CANCEL');
  // A viewing moves to the free times of its property (a deleted property has none to offer).
  const movableProduct = part.isViewing && part.allowedActions.includes('RESCHEDULE') ? (part.items.find((item) => item.product)?.product ?? null) : null;
  const locale = useLocale();
  const t = useT(trackingMessages);
  const tSteps = useT(orderStepsMessages);
  const ltr = useLtrRun();
  const refusal = useRefusalText();
  const status = orderStatusLabel(tSteps, part.status, part.statusLabel);
  const subject = t('tracking.cancelSubject', { store: part.storeName, id: ltr(orderId) });
  return (
    <article className={styles.part} aria-label={`${part.storeName}: ${status}`}>
      <header className={styles.partHeader}>
        <h3 data-content>{part.storeName}</h3>
        <span className={styles.status} data-testid="part-status">
          {status}
        </span>
      </header>
      <PartSchedule part={part} />
      <TrackedPartItems part={part} />
      <OrderHistory events={part.history} />
      {movableProduct && <MoveViewing orderId={orderId} credentials={credentials} part={part.id} product={movableProduct} onMoved={onChanged} />}
      {canCancel && (
        <button type="button" className={`${buttons.secondary} ${styles.danger}`} onClick={() => { setError(null); setAsking(true); }}>
          {part.isViewing ? t('tracking.cancelViewing') : t('tracking.cancelPart')}
        </button>
      )}
      <OrderActionDialog
        action={asking ? 'CANCEL' : null}
        words={() => ({ title: t('tracking.cancelTitle', { subject }), question: t('tracking.cancelQuestion'), confirmLabel: t('tracking.cancelConfirm'), busyLabel: t('tracking.cancelling'), cancelLabel: t('tracking.keepPart'), reason: t('tracking.cancelReason') })}
        busy={busy}
        error={error}
        onClose={() => setAsking(false)}
        onConfirm={({ note }) =>
          commit({
            variables: { input: { orderId, email: credentials.email, token: credentials.token, part: part.id, reason: note ?? '' } },
            onCompleted: (response) => {
              const result = response.cancelTrackedOrderPart;
              if ('message' in result && result.message) setError(refusal(result.message, { fallback: 'refusals.cancelRefused', unknown: 'refusals.cancelRefused' }));
              else {
                setAsking(false);
                onChanged();
              }
            },
            onError: (cause) => setError((locale === 'en' && cause.message) || t('tracking.cancelFailed')),
          })
        }
      />
    </article>
  );
}
