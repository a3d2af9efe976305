import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../context/locale.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { todayIsoDate } from '../../lib/cart-item.ts';
import { messages as viewingsMessages } from '../../lib/i18n/compiled/en/viewings.ts';
import type { ViewingDayFacts, ViewingPick } from './viewing-pick.ts';
import buttons from '../Button.module.css';
import styles from './ViewingTimePicker.module.css';

// The times and their query load when a date is first chosen, not with the page (npm run budget:web).
const ViewingTimes = lazy(() => import('./ViewingTimes.tsx'));

export interface ViewingTimePickerProps {
  /** The property's global id. */
  product: string;
  /** The date field's label ("Booking date", "New date"). */
  dateLabel: string;
  /** Called with what can be sent (a date, and a free time where the store has hours), or null while it cannot. */
  onChange: (pick: ViewingPick | null) => void;
}

/**
 * A date, then that day's free viewing times of the property on the store's clock (issue 37 part
 * 3): the Book Now dialog and the tracking page's "move my viewing" both pick with it. A date before
 * today is refused beside the field (the picker's `min` does not stop typing); the server checks
 * again that the time is still free when the order or the move is saved.
 */
export function ViewingTimePicker({ product, dateLabel, onChange }: ViewingTimePickerProps) {
  const t = useT(viewingsMessages);
  const id = useId();
  const errorId = useId();
  const [date, setDate] = useState('');
  const [day, setDay] = useState<ViewingDayFacts | null>(null);
  const [slot, setSlot] = useState<{ startsAt: string; time: string } | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const today = todayIsoDate();
  // ISO dates compare as text.
  const past = date !== '' && date < today;
  const ready = date !== '' && !past && day !== null && (!day.timed || slot !== null);

  useEffect(() => {
    onChange(ready ? { date, viewingAt: day.timed ? slot!.startsAt : null, time: day.timed ? slot!.time : null, timeZone: day.timed ? day.timeZone : null } : null);
  }, [ready, date, day, slot, onChange]);
  const onDay = useCallback((facts: ViewingDayFacts) => setDay(facts), []);

  function chooseDate(next: string) {
    setDate(next);
    setDay(null);
    setSlot(null);
  }

  return (
    <div className={styles.picker}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {dateLabel}
        </label>
        <input
          id={id}
          type="date"
          min={today}
          value={date}
          onChange={(event) => chooseDate(event.target.value)}
          className={styles.input}
          required
          aria-invalid={past || undefined}
          aria-describedby={past ? errorId : undefined}
        />
        {past && (
          <p id={errorId} role="alert" className={styles.error}>
            {t('viewings.pastDate')}
          </p>
        )}
      </div>
      {date && !past && (
        <ErrorBoundary
          resetKey={`${date}-${fetchKey}`}
          fallback={() => (
            <p role="alert" className={styles.error}>
              {t('viewings.failed')}{' '}
              <button type="button" className={buttons.secondary} onClick={() => setFetchKey((key) => key + 1)}>
                {t('viewings.retry')}
              </button>
            </p>
          )}
        >
          <Suspense fallback={<p role="status" className={styles.note}>{t('viewings.loading')}</p>}>
            <ViewingTimes product={product} date={date} chosen={slot?.startsAt ?? null} fetchKey={fetchKey} onDay={onDay} onChoose={setSlot} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
