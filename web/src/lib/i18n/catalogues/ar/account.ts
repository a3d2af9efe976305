// The Arabic messages of the login page (see ../en/account.ts).
import type { account } from '../en/account.ts';

export const accountAr: Record<keyof typeof account, string> = {
  'account.loginTitle': 'تسجيل الدخول',
  'account.loginDescription': 'سجّل الدخول إلى متجرك بصفتك بائعًا محترفًا لإدارة إعلاناتك وطلباتك وملفك التعريفي.',
  'account.forgotTitle': 'نسيت كلمة المرور',
  'account.email': 'البريد الإلكتروني',
  'account.password': 'كلمة المرور',
  'account.login': 'تسجيل الدخول',
  'account.loggingIn': 'جارٍ تسجيل الدخول...',
  'account.forgotLink': 'نسيت كلمة المرور؟',
  'account.otp': 'رمز التحقق',
  'account.newPassword': 'كلمة المرور الجديدة',
  'account.sendOtp': 'أرسل رمز التحقق',
  'account.verifyOtp': 'تحقّق من الرمز',
  'account.resetPassword': 'إعادة تعيين كلمة المرور',
  'account.backToLogin': 'العودة إلى تسجيل الدخول',
};
