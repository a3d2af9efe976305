// The Arabic messages of the dashboard's shell (issue 35), spread into ./dashboard.ts.
import type { dashboardShell } from '../en/dashboardShell.ts';

export const dashboardShellAr: Record<keyof typeof dashboardShell, string> = {
  'dashboardShell.loading': 'جارٍ التحميل...',
  'dashboardShell.navigation': 'لوحة التحكم',
  'dashboardShell.newLeads': '{count, plural, zero {لا جديد} one {عميل جديد واحد} two {عميلان جديدان} few {{count} عملاء جدد} many {{count} عميلًا جديدًا} other {{count} عميل جديد}}',
  'dashboardShell.navOverview': 'نظرة عامة',
  'dashboardShell.navProducts': 'المنتجات',
  'dashboardShell.navMedia': 'الوسائط',
  'dashboardShell.navOrders': 'الطلبات',
  'dashboardShell.navLeads': 'العملاء المحتملون',
  'dashboardShell.navPayment': 'المدفوعات',
  'dashboardShell.navProfile': 'الملف الشخصي',
  'dashboardShell.navViewingHours': 'ساعات المعاينة',
  'dashboardShell.navPosts': 'منشورات الموجز',
  'dashboardShell.navVendors': 'كل البائعين',
  'dashboardShell.navCustomerData': 'بيانات العملاء',
  'dashboardShell.navPromoCodes': 'رموز الخصم',
  'dashboardShell.navSynonyms': 'مرادفات البحث',
  'dashboardShell.navSiteSettings': 'إعدادات الموقع',
  'dashboardShell.navUndeliveredMail': 'البريد غير المُسلَّم',
  'dashboardShell.navApiKeys': 'مفاتيح API',
  'dashboardShell.navWebhooks': 'خطافات الويب',
  'dashboardShell.language': 'لغة لوحة التحكم',
  'dashboardShell.languageHint': 'وهي أيضًا لغة الرسائل التي نرسلها إليك بالبريد الإلكتروني.',
  'dashboardShell.languageSaving': 'جارٍ حفظ لغتك…',
  'dashboardShell.languageFailed': 'تعذّر حفظ لغتك: {reason} يُرجى المحاولة مرة أخرى.',
};
