// The Urdu messages of the toast region and the confirmation dialog (issue 35), spread into ./dashboard.ts.
import type { dashboardKit } from '../en/dashboardKit.ts';

export const dashboardKitUr: Record<keyof typeof dashboardKit, string> = {
  'dashboardKit.notification': 'اطلاع',
  'dashboardKit.notifications': 'اطلاعات ({hotkey})',
  'dashboardKit.dismiss': 'بند کریں',
  'dashboardKit.cancel': 'منسوخ کریں',
  'dashboardKit.delete': 'حذف کریں',
  'dashboardKit.realEstate': 'رئیل اسٹیٹ',
  'dashboardKit.homeProducts': 'گھریلو مصنوعات',
  'dashboardKit.deleting': 'حذف ہو رہا ہے...',
  'dashboardKit.actions': 'کارروائیاں',
};
