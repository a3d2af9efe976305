import { useT } from '../components/context/locale.tsx';
import { messages as kitMessages } from '../lib/i18n/compiled/en/dashboardKit.ts';

/**
 * The confirmation dialog's buttons in the dashboard's language (issue 35): ConfirmDialog is also
 * a storefront part, whose pages do not load the dashboard's messages, so its English defaults stay
 * and the dashboard passes these (`<ConfirmDialog {...labels} />`).
 */
export function useDashboardConfirmLabels(): { cancelLabel: string; confirmLabel: string; busyLabel: string } {
  const t = useT(kitMessages);
  return { cancelLabel: t('dashboardKit.cancel'), confirmLabel: t('dashboardKit.delete'), busyLabel: t('dashboardKit.deleting') };
}
