// The Urdu messages of the login page (see ../en/account.ts).
import type { account } from '../en/account.ts';

export const accountUr: Record<keyof typeof account, string> = {
  'account.loginTitle': 'لاگ اِن',
  'account.loginDescription': 'اپنی فہرستوں، آرڈرز اور پروفائل کا انتظام کرنے کے لیے اپنے پرو وینڈر اسٹور میں لاگ اِن کریں۔',
  'account.forgotTitle': 'پاس ورڈ بھول گئے',
  'account.email': 'ای میل',
  'account.password': 'پاس ورڈ',
  'account.login': 'لاگ اِن',
  'account.loggingIn': 'لاگ اِن ہو رہا ہے...',
  'account.forgotLink': 'پاس ورڈ بھول گئے؟',
  'account.otp': 'او ٹی پی',
  'account.newPassword': 'نیا پاس ورڈ',
  'account.sendOtp': 'او ٹی پی بھیجیں',
  'account.verifyOtp': 'او ٹی پی کی تصدیق کریں',
  'account.resetPassword': 'پاس ورڈ ری سیٹ کریں',
  'account.backToLogin': 'لاگ اِن پر واپس جائیں',
};
