// The Urdu messages of the admin's Undelivered Mail page (issue 35), spread into ./dashboard.ts.
import type { dashboardUndeliveredMail } from '../en/dashboardUndeliveredMail.ts';

export const dashboardUndeliveredMailUr: Record<keyof typeof dashboardUndeliveredMail, string> = {
  'dashboardUndeliveredMail.heading': 'غیر ترسیل شدہ ای میلز',
  'dashboardUndeliveredMail.intro': 'جو ای میل میل سرور نے رد کی ہو اسے تقریباً دو گھنٹے تک دوبارہ بھیجنے کی کوشش کی جاتی ہے۔ یہ وہ ای میلز ہیں جو کبھی روانہ نہیں ہوئیں: پتہ یا میل سرور چیک کریں، پھر انہیں دوبارہ بھیجیں۔',
  'dashboardUndeliveredMail.fetchFailed': 'غیر ترسیل شدہ ای میلز حاصل نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔',
  'dashboardUndeliveredMail.loading': 'غیر ترسیل شدہ ای میلز لوڈ ہو رہی ہیں...',
  'dashboardUndeliveredMail.none': 'تمام ای میلز پہنچ گئیں۔',
  'dashboardUndeliveredMail.meta': 'بنام {to} · {count, plural, one {{shown} کوشش} other {{shown} کوششیں}} · آخری بار {when}',
  'dashboardUndeliveredMail.queuing': 'قطار میں شامل ہو رہی ہے...',
  'dashboardUndeliveredMail.sendAgain': 'دوبارہ بھیجیں',
  'dashboardUndeliveredMail.retryFailed': 'ای میل دوبارہ قطار میں شامل نہیں ہو سکی',
};
