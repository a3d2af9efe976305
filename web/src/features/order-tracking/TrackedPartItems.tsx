import { Link } from 'react-router-dom';
import { formatWithSymbol } from '../../lib/price.ts';
import styles from '../../components/orders/OrderTracking.module.css';
import { useT } from '../../components/context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';

type Money = { readonly amount: unknown; readonly currency: string };

/** What the list shows of a tracked part (TrackedOrder's query). */
interface PartItems {
  readonly items: ReadonlyArray<{ readonly productName: string; readonly path: string; readonly quantity: number; readonly lineTotal: Money }>;
  readonly isViewing: boolean;
  readonly total: Money;
  readonly vendorContact?: { readonly email: string; readonly phone: string } | null;
}

/** A part's items and total (a viewing is paid nothing), and how to reach its store. */
export function TrackedPartItems({ part }: { part: PartItems }) {
  const t = useT(trackingMessages);
  const ltr = useLtrRun();
  const money = (value: Money) => ltr(formatWithSymbol(value.amount, value.currency));
  return (
    <>
      <ul className={styles.items} aria-label={t('tracking.items')}>
        {part.items.map((item, i) => (
          <li key={`${item.path}-${i}`} className={styles.item}>
            <span>
              <Link to={item.path} data-content>
                {item.productName}
              </Link>{' '}
              × {item.quantity}
            </span>
            <span>{part.isViewing ? t('tracking.noPaymentDue') : money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {!part.isViewing && (
        <p className={styles.item}>
          <span>{t('tracking.total')}</span> <strong>{money(part.total)}</strong>
        </p>
      )}
      {part.vendorContact && (
        <p className={styles.contact}>
          {t('tracking.contactStore')}{' '}
          <a dir="ltr" href={`mailto:${part.vendorContact.email}`}>
            {part.vendorContact.email}
          </a>{' '}
          ·{' '}
          <a dir="ltr" href={`tel:${part.vendorContact.phone}`}>
            {part.vendorContact.phone}
          </a>
        </p>
      )}
    </>
  );
}
