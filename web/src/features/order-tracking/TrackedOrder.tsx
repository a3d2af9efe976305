import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TrackedOrderQuery, TrackedOrderQuery$data } from '../../__generated__/TrackedOrderQuery.graphql.ts';
import type { TrackedOrderCancelMutation } from '../../__generated__/TrackedOrderCancelMutation.graphql.ts';
import { formatWithSymbol } from '../../lib/price.ts';
import buttons from '../../components/Button.module.css';
import { OrderActionDialog } from '../../components/orders/OrderActionDialog.tsx';
import { OrderHistory } from '../../components/orders/OrderHistory.tsx';
import styles from '../../components/orders/OrderTracking.module.css';
import { TRACKING_LIMITED_TEXT, TRACKING_NOT_FOUND_TEXT, waitText } from '@rules/index.ts';
import { useResponseStatus } from '../../components/context/response-status.tsx';
import { OrderPayment } from './OrderPayment.tsx';
import { PartSchedule } from './PartSchedule.tsx';

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
  useResponseStatus(limited ? 429 : 500);
  return (
    <p role="alert" className={styles.notFound}>
      {limited ? TRACKING_LIMITED_TEXT.replace('{wait}', waitText(limited.retryAfterSeconds)) : 'Could not look up the order. Please try again.'}
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

const money = (value: { amount: unknown; currency: string }) => formatWithSymbol(value.amount, value.currency);
const placedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One order as the shopper sees it: every vendor's part, its status, history, items and contact. */
export function TrackedOrder({ credentials, fetchKey }: { credentials: TrackingCredentials; fetchKey: number }) {
  const [refreshKey, setRefreshKey] = useState(0);
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
        {NOT_FOUND_TEXT}
      </p>
    );
  }
  return (
    <section className={styles.result} aria-labelledby="tracked-order">
      <div>
        <h2 id="tracked-order" className={styles.orderHeading}>
          Order {order.orderId}
        </h2>
        <p className={styles.muted}>
          Placed {placedFormat.format(new Date(String(order.createdAt)))} · {order.paymentMethodLabel}
        </p>
      </div>
      <OrderPayment order={order} />
      {order.parts.map((part) => (
        <TrackedPartCard key={part.id} orderId={order.orderId} part={part} credentials={credentials} onCancelled={() => setRefreshKey((key) => key + 1)} />
      ))}
    </section>
  );
}

function TrackedPartCard({ orderId, part, credentials, onCancelled }: { orderId: string; part: TrackedPart; credentials: TrackingCredentials; onCancelled: () => void }) {
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
  return (
    <article className={styles.part} aria-label={`${part.storeName}: ${part.statusLabel}`}>
      <header className={styles.partHeader}>
        <h3>{part.storeName}</h3>
        <span className={styles.status} data-testid="part-status">
          {part.statusLabel}
        </span>
      </header>
      <PartSchedule part={part} />
      <ul className={styles.items} aria-label="Items">
        {part.items.map((item, i) => (
          <li key={`${item.path}-${i}`} className={styles.item}>
            <span>
              <Link to={item.path}>{item.productName}</Link> × {item.quantity}
            </span>
            <span>{part.isViewing ? 'No payment due' : money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {!part.isViewing && (
        <p className={styles.item}>
          <span>Total</span> <strong>{money(part.total)}</strong>
        </p>
      )}
      {part.vendorContact && (
        <p className={styles.contact}>
          Contact the store: <a href={`mailto:${part.vendorContact.email}`}>{part.vendorContact.email}</a> · <a href={`tel:${part.vendorContact.phone}`}>{part.vendorContact.phone}</a>
        </p>
      )}
      <OrderHistory events={part.history} />
      {canCancel && (
        <button type="button" className={`${buttons.secondary} ${styles.danger}`} onClick={() => { setError(null); setAsking(true); }}>
          {part.isViewing ? 'Cancel viewing' : 'Cancel this part'}
        </button>
      )}
      <OrderActionDialog
        action={asking ? 'CANCEL' : null}
        subject={`${part.storeName}, order ${orderId}`}
        busy={busy}
        error={error}
        onClose={() => setAsking(false)}
        onConfirm={({ note }) =>
          commit({
            variables: { input: { orderId, email: credentials.email, token: credentials.token, part: part.id, reason: note ?? '' } },
            onCompleted: (response) => {
              const result = response.cancelTrackedOrderPart;
              if ('message' in result && result.message) setError(result.message);
              else {
                setAsking(false);
                onCancelled();
              }
            },
            onError: (cause) => setError(cause.message || 'The cancellation could not be saved.'),
          })
        }
      />
    </article>
  );
}
