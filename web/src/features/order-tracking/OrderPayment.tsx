import { graphql, useFragment } from 'react-relay';
import type { OrderPayment_order$key } from '../../__generated__/OrderPayment_order.graphql.ts';
import { formatWithCode } from '../../lib/price.ts';
import styles from '../../components/orders/OrderTracking.module.css';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import type { Translate } from '../../lib/i18n/translator.ts';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';

type TrackingT = Translate<keyof typeof trackingMessages>;

const DUE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

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
  const locale = useLocale();
  const t = useT(trackingMessages);
  // The reference, account numbers and IBAN keep their order on a right-to-left page.
  const ltr = useLtrRun();
  const awaiting = order.parts.some((part) => part.money.state === 'AWAITING_PAYMENT');
  const refunds = order.parts.flatMap((part) => part.money.refunds.map((refund, i) => ({ key: `${part.id}-${i}`, store: part.storeName, currency: part.money.currency, ...refund })));
  const bank = order.bankTransfer;
  const rows = bank
    ? ([
        ['tracking.accountName', bank.details.accountName],
        ['tracking.bank', bank.details.bank],
        ['tracking.accountNumber', bank.details.accountNumber && ltr(bank.details.accountNumber)],
        ['tracking.iban', bank.details.iban && ltr(bank.details.iban)],
        ['tracking.swift', bank.details.swift && ltr(bank.details.swift)],
      ] as const).filter(([, value]) => value)
    : [];
  return (
    <>
      {bank && (
        <section aria-labelledby="bank-transfer" className={styles.part}>
          <h3 id="bank-transfer">
            {t('tracking.payHeading', { state: awaiting ? t('tracking.awaiting') : t('tracking.paid') })}
          </h3>
          {awaiting && <p>{t('tracking.payIntro')}</p>}
          <dl>
            <dt>{t('tracking.reference')}</dt>
            <dd>
              <strong>{ltr(bank.reference)}</strong>
            </dd>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {awaiting && (
              <div>
                <dt>{t('tracking.dueBy')}</dt>
                <dd>{t('tracking.due', { date: dateFormat(locale, 'en-GB', DUE_OPTIONS).format(new Date(String(bank.dueBy))) })}</dd>
              </div>
            )}
          </dl>
          {bank.details.note && <p className={styles.muted}>{bank.details.note}</p>}
        </section>
      )}
      <Refunds refunds={refunds} t={t} ltr={ltr} />
    </>
  );
}

function Refunds({ refunds, t, ltr }: { refunds: ReadonlyArray<{ key: string; store: string; currency: string; amount: string; reason?: string | null }>; t: TrackingT; ltr: (text: string) => string }) {
  if (!refunds.length) return null;
  return (
    <section aria-labelledby="order-refunds" className={styles.part}>
      <h3 id="order-refunds">{t('tracking.refunds')}</h3>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.key}>
            {t('tracking.refunded', { store: refund.store, amount: ltr(formatWithCode(refund.amount, refund.currency)) })}
            {refund.reason ? ` (${refund.reason})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
