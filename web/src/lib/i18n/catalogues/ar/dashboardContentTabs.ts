// The Arabic messages of the content forms' language tabs (issue 35), spread into ./dashboard.ts.
import type { dashboardContentTabs } from '../en/dashboardContentTabs.ts';

export const dashboardContentTabsAr: Record<keyof typeof dashboardContentTabs, string> = {
  'dashboardContentTabs.written': 'مكتوبة',
  'dashboardContentTabs.required': 'مطلوبة',
  'dashboardContentTabs.empty': 'اختيارية، فارغة',
  'dashboardContentTabs.hint': 'اختياري: الحقل المتروك فارغًا يعرض النص الإنجليزي.',
};
