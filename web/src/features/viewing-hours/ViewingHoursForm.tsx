import { useState, type FormEvent } from 'react';
import { useT, useLocale } from '../../components/context/locale.tsx';
import { useToast } from '../../components/ui/Toast.tsx';
import buttons from '../../components/Button.module.css';
import { WEEKDAYS } from '@rules/viewing-hours.ts';
import { dayProblem, draftOf, refusalPlace, type SavedSchedule, type ScheduleDraft } from '../../lib/viewing-hours-form.ts';
import { messages } from '../../lib/i18n/compiled/en/dashboardViewings.ts';
import { WeekdayRanges } from './WeekdayRanges.tsx';
import { BlockedDays } from './BlockedDays.tsx';
import { ScheduleSettings } from './ScheduleSettings.tsx';
import { useSetViewingScheduleMutation } from './useSetViewingScheduleMutation.ts';
import styles from './ViewingHours.module.css';

/** The server's last refusal, kept where it belongs on the form. */
type Refusal = { weekday: number; message: string } | { field: string; message: string } | null;

const refusalAt = (refusal: Refusal, field: string) => (refusal && 'field' in refusal && refusal.field === field ? refusal.message : null);

/**
 * The store's viewing hours (issue 37 part 3): its time zone, the length of a viewing, up to four
 * ranges a weekday and the blocked days, saved whole. Each day is checked as the server checks it
 * before anything is sent; a refusal of the server is shown beside the day or field it names.
 */
export function ViewingHoursForm({ saved }: { saved: SavedSchedule | null }) {
  const t = useT(messages);
  const locale = useLocale();
  const toast = useToast();
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(saved));
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [saveSchedule, busy] = useSetViewingScheduleMutation();
  const problems = Object.fromEntries(WEEKDAYS.map((day) => [day, dayProblem(draft.days[day], draft.slotMinutes)]));
  const change = (next: Partial<ScheduleDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setRefusal(null);
  };
  // The server's English is shown as written on an English page; other pages say it failed in their language.
  const said = (message: string) => (locale === 'en' ? message : t('dashboardViewings.failed'));

  function save(event: FormEvent) {
    event.preventDefault();
    if (WEEKDAYS.some((day) => problems[day])) {
      toast({ title: t('dashboardViewings.fixFirst'), tone: 'error' });
      return;
    }
    saveSchedule(draft, (result) => {
      if (!result) {
        toast({ title: t('dashboardViewings.failed'), tone: 'error' });
      } else if (result.__typename === 'SetViewingScheduleSuccess') {
        setDraft(draftOf(result.schedule ?? null));
        toast({ title: t(result.schedule ? 'dashboardViewings.saved' : 'dashboardViewings.removed') });
      } else {
        const english = 'message' in result ? (result.message ?? '') : '';
        const message = english ? said(english) : t('dashboardViewings.failed');
        setRefusal({ ...refusalPlace('field' in result ? result.field : null, english), message });
        toast({ title: message, tone: 'error' });
      }
    });
  }

  return (
    <form method="post" className={styles.form} onSubmit={save} noValidate>
      <ScheduleSettings
        timeZone={draft.timeZone}
        slotMinutes={draft.slotMinutes}
        onChange={change}
        refusals={{ timeZone: refusalAt(refusal, 'timeZone'), slotMinutes: refusalAt(refusal, 'slotMinutes') }}
      />
      <section aria-labelledby="viewing-week" className={styles.week}>
        <h2 id="viewing-week" className={styles.sectionTitle}>
          {t('dashboardViewings.week')}
        </h2>
        {refusalAt(refusal, 'hours') && <p role="alert" className={styles.error}>{refusalAt(refusal, 'hours')}</p>}
        {WEEKDAYS.map((weekday) => (
          <WeekdayRanges
            key={weekday}
            weekday={weekday}
            ranges={draft.days[weekday]}
            onChange={(ranges) => change({ days: { ...draft.days, [weekday]: ranges } })}
            problem={problems[weekday]}
            refusal={refusal && 'weekday' in refusal && refusal.weekday === weekday ? refusal.message : null}
          />
        ))}
      </section>
      <BlockedDays days={draft.blockedDays} onChange={(blockedDays) => change({ blockedDays })} refusal={refusalAt(refusal, 'blockedDays')} />
      {refusalAt(refusal, 'form') && <p role="alert" className={styles.error}>{refusalAt(refusal, 'form')}</p>}
      <div>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? t('dashboardViewings.saving') : t('dashboardViewings.save')}
        </button>
      </div>
    </form>
  );
}
