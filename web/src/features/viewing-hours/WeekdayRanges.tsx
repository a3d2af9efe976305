import { useT } from '../../components/context/locale.tsx';
import buttons from '../../components/Button.module.css';
import { canAddRange, newRange, type DayProblem, type RangeDraft } from '../../lib/viewing-hours-form.ts';
import { messages } from '../../lib/i18n/compiled/en/dashboardViewings.ts';
import styles from './ViewingHours.module.css';

const DAY_IDS = {
  1: 'dashboardViewings.day.1',
  2: 'dashboardViewings.day.2',
  3: 'dashboardViewings.day.3',
  4: 'dashboardViewings.day.4',
  5: 'dashboardViewings.day.5',
  6: 'dashboardViewings.day.6',
  7: 'dashboardViewings.day.7',
} as const satisfies Record<number, keyof typeof messages>;

export interface WeekdayRangesProps {
  weekday: keyof typeof DAY_IDS;
  ranges: RangeDraft[];
  onChange: (ranges: RangeDraft[]) => void;
  /** The day's own check, or the server's refusal that named this day. */
  problem: DayProblem;
  refusal: string | null;
}

/** One weekday's viewing hours: up to four From–To ranges, each removable, with the day's problem said beside it. */
export function WeekdayRanges({ weekday, ranges, onChange, problem, refusal }: WeekdayRangesProps) {
  const t = useT(messages);
  const day = t(DAY_IDS[weekday]);
  const errorId = `viewing-day-${weekday}-error`;
  const said = refusal ?? (problem ? t(problem === 'overlap' ? 'dashboardViewings.overlap' : 'dashboardViewings.tooShort') : null);
  const set = (key: number, change: Partial<RangeDraft>) => onChange(ranges.map((range) => (range.key === key ? { ...range, ...change } : range)));
  return (
    <fieldset className={styles.day} aria-describedby={said ? errorId : undefined} data-testid={`viewing-day-${weekday}`}>
      <legend className={styles.dayName}>{day}</legend>
      {!ranges.length && <p className={styles.muted}>{t('dashboardViewings.closed')}</p>}
      {ranges.map((range, index) => (
        <div key={range.key} className={styles.range} role="group" aria-label={t('dashboardViewings.rangeLabel', { day, number: index + 1 })}>
          <label className={styles.time}>
            {t('dashboardViewings.from')}
            <input type="time" step={300} required value={range.start} aria-invalid={said ? true : undefined} onChange={(event) => set(range.key, { start: event.target.value })} />
          </label>
          <label className={styles.time}>
            {t('dashboardViewings.to')}
            <input type="time" step={300} required value={range.end} aria-invalid={said ? true : undefined} onChange={(event) => set(range.key, { end: event.target.value })} />
          </label>
          <button
            type="button"
            className={buttons.textButton}
            aria-label={t('dashboardViewings.removeRange', { day, start: range.start, end: range.end })}
            onClick={() => onChange(ranges.filter((other) => other.key !== range.key))}
          >
            ×
          </button>
        </div>
      ))}
      {said && (
        <p id={errorId} role="alert" className={styles.error}>
          {said}
        </p>
      )}
      {canAddRange(ranges) && (
        <button type="button" className={buttons.secondary} onClick={() => onChange([...ranges, ranges.length ? newRange('14:00', '17:00') : newRange()])}>
          {t('dashboardViewings.addRange', { day })}
        </button>
      )}
    </fieldset>
  );
}
