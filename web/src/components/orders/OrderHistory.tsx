import styles from './OrderTracking.module.css';

export interface OrderHistoryEvent {
  readonly status: string;
  readonly statusLabel: string;
  readonly at: unknown;
  readonly actor: string;
  readonly note?: string | null;
  readonly viewingDate?: string | null;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/** A part's steps, oldest first: when, what, by whom, and the reason or new date given. */
export function OrderHistory({ events }: { events: readonly OrderHistoryEvent[] }) {
  return (
    <section aria-label="History">
      <h4 className={styles.historyHeading}>History</h4>
      <ol className={styles.timeline}>
        {events.map((event, i) => (
          <li key={i}>
            <strong>{event.statusLabel}</strong> <span className={styles.muted}>{timeFormat.format(new Date(String(event.at)))} · {event.actor}</span>
            {event.viewingDate && <span className={styles.muted}> · viewing on {event.viewingDate}</span>}
            {event.note && <p className={styles.note}>“{event.note}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
