import { useLocale, useT } from '../components/context/locale.tsx';
import { formatDisplayDate } from '../lib/admin-dates.ts';
import { messages } from '../lib/i18n/compiled/en/dashboardAdmin.ts';

/** A date on the admin pages ("Nov 22, 2026", lib/admin-dates.ts) in the dashboard's language, "Invalid date" translated too. */
export function useDisplayDate(): (value: string | null | undefined) => string {
  const locale = useLocale();
  const t = useT(messages);
  return (value) => formatDisplayDate(value, locale, t('dashboardAdmin.invalidDate'));
}
