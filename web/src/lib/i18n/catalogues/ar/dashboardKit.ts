// The Arabic messages of the toast region and the confirmation dialog (issue 35), spread into ./dashboard.ts.
import type { dashboardKit } from '../en/dashboardKit.ts';

export const dashboardKitAr: Record<keyof typeof dashboardKit, string> = {
  'dashboardKit.notification': 'إشعار',
  'dashboardKit.notifications': 'الإشعارات ({hotkey})',
  'dashboardKit.dismiss': 'إغلاق',
  'dashboardKit.cancel': 'إلغاء',
  'dashboardKit.delete': 'حذف',
  'dashboardKit.realEstate': 'العقارات',
  'dashboardKit.homeProducts': 'المنتجات المنزلية',
  'dashboardKit.deleting': 'جارٍ الحذف...',
  'dashboardKit.actions': 'الإجراءات',
};
