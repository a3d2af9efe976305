import { graphql, useFragment } from 'react-relay';
import type { OrderPayment_order$key } from '../../__generated__/OrderPayment_order.graphql.ts';
import { formatWithCode } from '../../lib/price.ts';
import styles from '../../components/orders/OrderTracking.module.css';

// The shopper's words of this component, in one place, to move into the message catalogue later.
const TEXT = {
  payHeading: 'Pay by bank transfer',
  payIntro: 'Please transfer the total to the account below and quote the reference, so we can match your payment.',
  reference: 'Reference to quote',
  dueBy: 'Pay by',
  dueNote: 'Parts not paid by then are cancelled.',
  accountName: 'Account name',
  bank: 'Bank',
  accountNumber: 'Account number',
  iban: 'IBAN',
  swift: 'SWIFT / BIC',
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  refundsHeading: 'Refunds',
  refundOf: (store: string) => `${store}: refunded`,
} as const;

const dueFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Where and how to pay a Bank Transfer order, and the refunds on its parts (issue 36). */
export function OrderPayment({ order: key }: { order: OrderPayment_order$key }) {
  const order = useFragment(
    graphql`
      fragment OrderPayment_order on TrackedOrder {
        bankTransfer {
          reference
          dueBy
          details {
            accountName
            bank
            accountNumber
            iban
            swift
            note
          }
        }
        parts {
          id
          storeName
          money {
            state
            currency
            refunds {
              amount
              reason
            }
          }
        }
      }
    `,
    key,
  );
  const awaiting = order.parts.some((part) => part.money.state === 'AWAITING_PAYMENT');
  const refunds = order.parts.flatMap((part) => part.money.refunds.map((refund, i) => ({ key: `${part.id}-${i}`, store: part.storeName, currency: part.money.currency, ...refund })));
  const bank = order.bankTransfer;
  const rows = bank ? ([[TEXT.accountName, bank.details.accountName], [TEXT.bank, bank.details.bank], [TEXT.accountNumber, bank.details.accountNumber], [TEXT.iban, bank.details.iban], [TEXT.swift, bank.details.swift]] as const).filter(([, value]) => value) : [];
  return (
    <>
      {bank && (
        <section aria-labelledby="bank-transfer" className={styles.part}>
          <h3 id="bank-transfer">
            {TEXT.payHeading}: {awaiting ? TEXT.awaiting : TEXT.paid}
          </h3>
          {awaiting && <p>{TEXT.payIntro}</p>}
          <dl>
            <dt>{TEXT.reference}</dt>
            <dd>
              <strong>{bank.reference}</strong>
            </dd>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {awaiting && (
              <div>
                <dt>{TEXT.dueBy}</dt>
                <dd>
                  {dueFormat.format(new Date(String(bank.dueBy)))}. {TEXT.dueNote}
                </dd>
              </div>
            )}
          </dl>
          {bank.details.note && <p className={styles.muted}>{bank.details.note}</p>}
        </section>
      )}
      <Refunds refunds={refunds} />
    </>
  );
}

function Refunds({ refunds }: { refunds: ReadonlyArray<{ key: string; store: string; currency: string; amount: string; reason?: string | null }> }) {
  if (!refunds.length) return null;
  return (
    <section aria-labelledby="order-refunds" className={styles.part}>
      <h3 id="order-refunds">{TEXT.refundsHeading}</h3>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.key}>
            {TEXT.refundOf(refund.store)} {formatWithCode(refund.amount, refund.currency)}
            {refund.reason ? ` (${refund.reason})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
