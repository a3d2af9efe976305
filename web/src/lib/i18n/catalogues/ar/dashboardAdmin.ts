// The Arabic messages the admin pages share (issue 35), spread into ./dashboard.ts.
import type { dashboardAdmin } from '../en/dashboardAdmin.ts';

export const dashboardAdminAr: Record<keyof typeof dashboardAdmin, string> = {
  'dashboardAdmin.invalidDate': 'تاريخ غير صالح',
  'dashboardAdmin.notAvailable': 'غير متوفر',
  'dashboardAdmin.copied': 'نُسخ',
  'dashboardAdmin.copyRefused': 'رفض المتصفح النسخ: حدّد النص وانسخه يدويًا.',
};
