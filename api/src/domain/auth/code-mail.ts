// The one-time code mails (registration, password reset, a new email) in the reader's language
// (issue 35): the vendor's chosen language when the account exists, else the language of the
// request that asked for the code. Only template text lives here; the code is filled in (and
// escaped by compose.ts). English is the mail it always was, text only, byte for byte.
import type { EmailCodePurpose } from '../../generated/prisma/client.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';
import { composeMail } from '../mail/compose.ts';

export interface CodeMailTexts {
  subjects: Record<EmailCodePurpose, string>;
  /** Where the code is entered ("to reset your password"). */
  purposes: Record<EmailCodePurpose, string>;
  yourCode: (code: string) => string;
  enterIt: (purpose: string) => string;
  notYou: string;
}

export const CODE_MAIL_TEXTS: Record<ContentLanguage, CodeMailTexts> = {
  en: {
    subjects: { REGISTRATION: 'Your verification code', PASSWORD_RESET: 'Your password reset code', EMAIL_CHANGE: 'Confirm your new email' },
    purposes: { REGISTRATION: 'to verify your email for your new store', PASSWORD_RESET: 'to reset your password', EMAIL_CHANGE: 'in your store profile to make this your new email' },
    yourCode: (code) => `Your code is ${code}`,
    enterIt: (purpose) => `Enter it ${purpose}. It works for 10 minutes.`,
    notYou: 'If you did not ask for it, ignore this mail.',
  },
  ar: {
    subjects: { REGISTRATION: 'رمز التحقق الخاص بك', PASSWORD_RESET: 'رمز إعادة تعيين كلمة المرور', EMAIL_CHANGE: 'أكّد بريدك الإلكتروني الجديد' },
    purposes: { REGISTRATION: 'للتحقق من بريدك الإلكتروني لمتجرك الجديد', PASSWORD_RESET: 'لإعادة تعيين كلمة المرور', EMAIL_CHANGE: 'في ملف متجرك لاعتماد هذا البريد الإلكتروني الجديد' },
    yourCode: (code) => `رمزك هو ${code}`,
    enterIt: (purpose) => `أدخله ${purpose}. يبقى صالحاً لمدة 10 دقائق.`,
    notYou: 'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة.',
  },
  ur: {
    subjects: { REGISTRATION: 'آپ کا تصدیقی کوڈ', PASSWORD_RESET: 'پاس ورڈ ری سیٹ کرنے کا کوڈ', EMAIL_CHANGE: 'اپنی نئی ای میل کی تصدیق کریں' },
    purposes: { REGISTRATION: 'اپنے نئے اسٹور کی ای میل کی تصدیق کے لیے', PASSWORD_RESET: 'اپنا پاس ورڈ ری سیٹ کرنے کے لیے', EMAIL_CHANGE: 'اسٹور پروفائل میں اسے اپنی نئی ای میل بنانے کے لیے' },
    yourCode: (code) => `آپ کا کوڈ ${code} ہے`,
    enterIt: (purpose) => `اسے ${purpose} درج کریں۔ یہ 10 منٹ تک کام کرتا ہے۔`,
    notYou: 'اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کریں۔',
  },
};

/** The code mail's subject and parts in `language`. */
export function codeMail(language: ContentLanguage, purpose: EmailCodePurpose, code: string): { subject: string; text: string; html?: string } {
  const texts = CODE_MAIL_TEXTS[language];
  const enterIt = texts.enterIt(texts.purposes[purpose]);
  if (language === 'en') return { subject: texts.subjects[purpose], text: `${texts.yourCode(code)}\n\n${enterIt}\n${texts.notYou}` };
  return { subject: texts.subjects[purpose], ...composeMail({ language, heading: texts.yourCode(code), paragraphs: [enterIt, texts.notYou] }) };
}
