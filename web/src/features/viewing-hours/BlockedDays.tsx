import { useId, useState } from 'react';
import { useT } from '../../components/context/locale.tsx';
import buttons from '../../components/Button.module.css';
import { messages } from '../../lib/i18n/compiled/en/dashboardViewings.ts';
import styles from './ViewingHours.module.css';

/** Dates without viewings (holidays, days off): add one with the date field, remove one by its button. */
export function BlockedDays({ days, onChange, refusal }: { days: string[]; onChange: (days: string[]) => void; refusal: string | null }) {
  const t = useT(messages);
  const id = useId();
  const [date, setDate] = useState('');
  function block() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    onChange([...new Set([...days, date])].sort());
    setDate('');
  }
  return (
    <fieldset className={styles.blocked} aria-describedby={`${id}-hint`}>
      <legend className={styles.sectionTitle}>{t('dashboardViewings.blocked')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('dashboardViewings.blockedHint')}
      </p>
      <div className={styles.range}>
        <label className={styles.time}>
          {t('dashboardViewings.blockedDay')}
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <button type="button" className={buttons.secondary} disabled={!date} onClick={block}>
          {t('dashboardViewings.addBlocked')}
        </button>
      </div>
      {days.length ? (
        <ul className={styles.blockedList}>
          {days.map((day) => (
            <li key={day}>
              <span dir="ltr">{day}</span>{' '}
              <button type="button" className={buttons.textButton} onClick={() => onChange(days.filter((other) => other !== day))}>
                {t('dashboardViewings.removeBlocked', { date: day })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('dashboardViewings.noBlocked')}</p>
      )}
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
