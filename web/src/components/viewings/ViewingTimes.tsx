import { useEffect, useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ViewingTimesQuery } from '../../__generated__/ViewingTimesQuery.graphql.ts';
import { useT } from '../context/locale.tsx';
import { useLtrRun } from '../../hooks/useLtrRun.ts';
import { zoneCity, zoneOffset } from '../../lib/viewing-zone.ts';
import { messages as viewingsMessages } from '../../lib/i18n/compiled/en/viewings.ts';
import type { ViewingDayFacts } from './viewing-pick.ts';
import styles from './ViewingTimePicker.module.css';

export interface ViewingTimesProps {
  /** The property's global id. */
  product: string;
  /** YYYY-MM-DD, in the store's zone. */
  date: string;
  /** The chosen slot's start, or null. */
  chosen: string | null;
  /** Bumped by "Try again" to ask the server anew. */
  fetchKey: number;
  onDay: (facts: ViewingDayFacts) => void;
  onChoose: (slot: { startsAt: string; time: string }) => void;
}

/**
 * One day's free viewing times of a property, as radio buttons on the store's clock with its zone
 * said (issue 37 part 3). Loaded with the dialog that shows it (the property page's first load
 * does not carry it). A store without hours shows no times: the date alone is the request.
 */
export default function ViewingTimes({ product, date, chosen, fetchKey, onDay, onChoose }: ViewingTimesProps) {
  const t = useT(viewingsMessages);
  const ltr = useLtrRun();
  const headingId = useId();
  const { viewingSlots: day } = useLazyLoadQuery<ViewingTimesQuery>(
    graphql`
      query ViewingTimesQuery($product: ID!, $date: Date!) {
        viewingSlots(product: $product, date: $date) {
          timed
          timeZone
          slots {
            startsAt
            time
          }
        }
      }
    `,
    { product, date },
    // Times are taken by other shoppers all the time: never offer a slot from an old answer.
    { fetchPolicy: 'network-only', fetchKey },
  );
  useEffect(() => onDay({ timed: day.timed, timeZone: day.timeZone ?? null }), [day, onDay]);
  if (!day.timed || !day.timeZone) return <p className={styles.note}>{t('viewings.byDate')}</p>;
  if (!day.slots.length) {
    return (
      <p role="status" className={styles.note}>
        {t('viewings.none')}
      </p>
    );
  }
  return (
    <fieldset className={styles.times} aria-describedby={headingId}>
      <legend className={styles.label}>{t('viewings.times')}</legend>
      <p id={headingId} className={styles.note}>
        {t('viewings.zone', { city: zoneCity(day.timeZone), offset: ltr(zoneOffset(day.timeZone, date)) })}
      </p>
      <div className={styles.slots}>
        {day.slots.map((slot) => {
          const startsAt = String(slot.startsAt);
          return (
            <label key={startsAt} className={styles.slot}>
              <input type="radio" name={`${headingId}-slot`} value={startsAt} checked={chosen === startsAt} onChange={() => onChoose({ startsAt, time: slot.time })} />
              <span dir="ltr">{slot.time}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
