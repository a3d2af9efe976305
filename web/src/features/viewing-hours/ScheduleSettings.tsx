import { useT } from '../../components/context/locale.tsx';
import { VIEWING_SLOT_MINUTES } from '@rules/viewing-hours.ts';
import { zoneChoices } from '../../lib/viewing-hours-form.ts';
import { messages } from '../../lib/i18n/compiled/en/dashboardViewings.ts';
import styles from './ViewingHours.module.css';

export interface ScheduleSettingsProps {
  timeZone: string;
  slotMinutes: number;
  onChange: (change: { timeZone?: string; slotMinutes?: number }) => void;
  /** The server's refusal of either field, said under it. */
  refusals: { timeZone: string | null; slotMinutes: string | null };
}

/** The store's time zone (an IANA name from the editor's list) and the length of one viewing. */
export function ScheduleSettings({ timeZone, slotMinutes, onChange, refusals }: ScheduleSettingsProps) {
  const t = useT(messages);
  return (
    <div className={styles.settings}>
      <label className={styles.setting}>
        {t('dashboardViewings.timeZone')}
        <select value={timeZone} onChange={(event) => onChange({ timeZone: event.target.value })} aria-invalid={refusals.timeZone ? true : undefined}>
          {zoneChoices(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        {refusals.timeZone && (
          <span role="alert" className={styles.error}>
            {refusals.timeZone}
          </span>
        )}
      </label>
      <label className={styles.setting}>
        {t('dashboardViewings.slotMinutes')}
        <select value={slotMinutes} onChange={(event) => onChange({ slotMinutes: Number(event.target.value) })} aria-invalid={refusals.slotMinutes ? true : undefined}>
          {VIEWING_SLOT_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('dashboardViewings.minutes', { count: minutes })}
            </option>
          ))}
        </select>
        {refusals.slotMinutes && (
          <span role="alert" className={styles.error}>
            {refusals.slotMinutes}
          </span>
        )}
      </label>
    </div>
  );
}
