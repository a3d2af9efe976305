// The Arabic messages of the media library page (issue 35), spread into ./dashboard.ts.
import type { dashboardMedia } from '../en/dashboardMedia.ts';

export const dashboardMediaAr: Record<keyof typeof dashboardMedia, string> = {
  'dashboardMedia.heading': 'مكتبة الوسائط',
  'dashboardMedia.failed': 'تعذّر تحميل الصور: {reason}',
  'dashboardMedia.loading': 'جارٍ تحميل الصور...',
  'dashboardMedia.empty': 'لا توجد صور بعد.',
  'dashboardMedia.add': 'أضف وسائط',
};
