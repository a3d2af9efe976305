// The Urdu messages of the dashboard's shell (issue 35), spread into ./dashboard.ts.
import type { dashboardShell } from '../en/dashboardShell.ts';

export const dashboardShellUr: Record<keyof typeof dashboardShell, string> = {
  'dashboardShell.loading': 'لوڈ ہو رہا ہے...',
  'dashboardShell.navigation': 'ڈیش بورڈ',
  'dashboardShell.newLeads': '{count, plural, one {{count} نیا} other {{count} نئے}}',
  'dashboardShell.navOverview': 'جائزہ',
  'dashboardShell.navProducts': 'مصنوعات',
  'dashboardShell.navMedia': 'میڈیا',
  'dashboardShell.navOrders': 'آرڈرز',
  'dashboardShell.navLeads': 'ممکنہ گاہک',
  'dashboardShell.navPayment': 'ادائیگی',
  'dashboardShell.navProfile': 'پروفائل',
  'dashboardShell.navViewingHours': 'دیکھنے کے اوقات',
  'dashboardShell.navPosts': 'فیڈ پوسٹس',
  'dashboardShell.navVendors': 'تمام فروخت کنندگان',
  'dashboardShell.navCustomerData': 'گاہکوں کا ڈیٹا',
  'dashboardShell.navPromoCodes': 'پرومو کوڈز',
  'dashboardShell.navSynonyms': 'تلاش کے مترادفات',
  'dashboardShell.navSiteSettings': 'سائٹ کی ترتیبات',
  'dashboardShell.navUndeliveredMail': 'نہ پہنچنے والی ای میلز',
  'dashboardShell.navApiKeys': 'API کلیدیں',
  'dashboardShell.navWebhooks': 'ویب ہُکس',
  'dashboardShell.language': 'ڈیش بورڈ کی زبان',
  'dashboardShell.languageHint': 'ہماری طرف سے آپ کو بھیجی جانے والی ای میلز بھی اسی زبان میں ہوں گی۔',
  'dashboardShell.languageSaving': 'آپ کی زبان محفوظ ہو رہی ہے…',
  'dashboardShell.languageFailed': 'آپ کی زبان محفوظ نہیں ہو سکی: {reason} براہ کرم دوبارہ کوشش کریں۔',
};
