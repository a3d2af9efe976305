import { useLocale, useT } from '../context/locale.tsx';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { ltrRun } from '../../lib/i18n/bidi.ts';
import { orderActorLabel, orderStatusLabel } from '../../lib/order-step-labels.ts';
import { messages as orderStepsMessages } from '../../lib/i18n/compiled/en/orderSteps.ts';
import styles from './OrderTracking.module.css';

export interface OrderHistoryEvent {
  readonly status: string;
  readonly statusLabel: string;
  readonly at: unknown;
  readonly actor: string;
  readonly note?: string | null;
  readonly viewingDate?: string | null;
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' };

/** A part's steps, oldest first: when, what, by whom, and the reason or new date given; in the page's language (the dashboard's is English). */
export function OrderHistory({ events }: { events: readonly OrderHistoryEvent[] }) {
  const locale = useLocale();
  const t = useT(orderStepsMessages);
  const timeFormat = dateFormat(locale, 'en-US', TIME_OPTIONS);
  return (
    <section aria-label={t('orderSteps.history')}>
      <h4 className={styles.historyHeading}>{t('orderSteps.history')}</h4>
      <ol className={styles.timeline}>
        {events.map((event, i) => (
          <li key={i}>
            <strong>{orderStatusLabel(t, event.status, event.statusLabel)}</strong>{' '}
            <span className={styles.muted}>
              {timeFormat.format(new Date(String(event.at)))} · {orderActorLabel(t, event.actor)}
            </span>
            {event.viewingDate && <span className={styles.muted}>{t('orderSteps.historyViewingOn', { date: ltrRun(locale, event.viewingDate) })}</span>}
            {event.note && <p className={styles.note}>“{event.note}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
