// The Arabic messages of the admin's Undelivered Mail page (issue 35), spread into ./dashboard.ts.
import type { dashboardUndeliveredMail } from '../en/dashboardUndeliveredMail.ts';

export const dashboardUndeliveredMailAr: Record<keyof typeof dashboardUndeliveredMail, string> = {
  'dashboardUndeliveredMail.heading': 'البريد غير المُسلَّم',
  'dashboardUndeliveredMail.intro': 'تُعاد محاولة إرسال الرسالة التي رفضها خادم البريد لمدة ساعتين تقريبًا. هذه هي الرسائل التي لم تُرسل قط: تحقّق من العنوان أو من خادم البريد، ثم أرسلها مجددًا.',
  'dashboardUndeliveredMail.fetchFailed': 'تعذّر جلب البريد غير المُسلَّم. يُرجى المحاولة مرة أخرى.',
  'dashboardUndeliveredMail.loading': 'جارٍ تحميل البريد غير المُسلَّم...',
  'dashboardUndeliveredMail.none': 'سُلّمت كل الرسائل.',
  'dashboardUndeliveredMail.meta': 'إلى {to} · {count, plural, zero {لا محاولات} one {محاولة واحدة} two {محاولتان} few {{shown} محاولات} many {{shown} محاولة} other {{shown} محاولة}} · آخرها في {when}',
  'dashboardUndeliveredMail.queuing': 'جارٍ الإدراج في قائمة الإرسال...',
  'dashboardUndeliveredMail.sendAgain': 'أرسل مجددًا',
  'dashboardUndeliveredMail.retryFailed': 'تعذّر إدراج الرسالة في قائمة الإرسال مجددًا',
};
