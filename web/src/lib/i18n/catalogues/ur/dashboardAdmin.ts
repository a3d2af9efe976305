// The Urdu messages the admin pages share (issue 35), spread into ./dashboard.ts.
import type { dashboardAdmin } from '../en/dashboardAdmin.ts';

export const dashboardAdminUr: Record<keyof typeof dashboardAdmin, string> = {
  'dashboardAdmin.invalidDate': 'غلط تاریخ',
  'dashboardAdmin.notAvailable': 'دستیاب نہیں',
  'dashboardAdmin.copied': 'کاپی ہو گیا',
  'dashboardAdmin.copyRefused': 'براؤزر نے کاپی کرنے سے انکار کر دیا: متن منتخب کر کے خود کاپی کریں۔',
};
