// The notices a store's account changes send to its address (issue 35): the password changed, the
// email changed by the store or by the marketplace team, in the store's chosen language
// (vendors.language). English is the text-only mail it always was, byte for byte; Arabic and Urdu
// get a text part and an HTML part <html lang dir="rtl"> from the shared composeMail, as the code
// mails do (auth/code-mail.ts). Only template text lives here; the address is filled in and escaped.
import type { Context } from '../context.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';
import { composeMail } from '../mail/compose.ts';

export type AccountNotice = { kind: 'PASSWORD_CHANGED' } | { kind: 'EMAIL_CHANGED'; newEmail: string } | { kind: 'EMAIL_CHANGED_BY_TEAM'; newEmail: string };

export interface AccountMailTexts {
  subjects: Record<AccountNotice['kind'], string>;
  passwordChanged: string;
  emailChanged: (newEmail: string) => string;
  emailChangedByTeam: (newEmail: string) => string;
  notYou: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<ContentLanguage, AccountMailTexts> = {
  en: {
    subjects: { PASSWORD_CHANGED: 'Your password was changed', EMAIL_CHANGED: 'Your store email was changed', EMAIL_CHANGED_BY_TEAM: 'Your store email was changed' },
    passwordChanged: 'The password of your store was changed. Every other session was signed out.',
    emailChanged: (email) => `The email of your store was changed to ${email}. If you did not do this, contact the marketplace team at once.`,
    emailChangedByTeam: (email) => `The marketplace team changed your store's email to ${email}.`,
    notYou: 'If this was not you, reset your password and contact the marketplace team.',
  },
  ar: {
    subjects: { PASSWORD_CHANGED: 'تم تغيير كلمة المرور', EMAIL_CHANGED: 'تم تغيير البريد الإلكتروني لمتجرك', EMAIL_CHANGED_BY_TEAM: 'تم تغيير البريد الإلكتروني لمتجرك' },
    passwordChanged: 'تم تغيير كلمة مرور متجرك، وتم تسجيل الخروج من جميع الجلسات الأخرى.',
    emailChanged: (email) => `تم تغيير البريد الإلكتروني لمتجرك إلى ${email}. إذا لم تقم بذلك، فتواصل مع فريق السوق فوراً.`,
    emailChangedByTeam: (email) => `غيّر فريق السوق البريد الإلكتروني لمتجرك إلى ${email}.`,
    notYou: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور وتواصل مع فريق السوق.',
  },
  ur: {
    subjects: { PASSWORD_CHANGED: 'آپ کا پاس ورڈ تبدیل کر دیا گیا', EMAIL_CHANGED: 'آپ کے اسٹور کی ای میل تبدیل کر دی گئی', EMAIL_CHANGED_BY_TEAM: 'آپ کے اسٹور کی ای میل تبدیل کر دی گئی' },
    passwordChanged: 'آپ کے اسٹور کا پاس ورڈ تبدیل کر دیا گیا ہے، اور باقی تمام سیشنز سے سائن آؤٹ کر دیا گیا ہے۔',
    emailChanged: (email) => `آپ کے اسٹور کی ای میل ${email} میں تبدیل کر دی گئی ہے۔ اگر یہ آپ نے نہیں کیا تو فوراً مارکیٹ پلیس کی ٹیم سے رابطہ کریں۔`,
    emailChangedByTeam: (email) => `مارکیٹ پلیس کی ٹیم نے آپ کے اسٹور کی ای میل ${email} میں تبدیل کر دی ہے۔`,
    notYou: 'اگر یہ آپ نے نہیں کیا تو اپنا پاس ورڈ ری سیٹ کریں اور مارکیٹ پلیس کی ٹیم سے رابطہ کریں۔',
  },
};

/** The notice's subject and parts in `language`. */
export function accountMail(language: ContentLanguage, notice: AccountNotice): { subject: string; text: string; html?: string } {
  const texts = ACCOUNT_MAIL_TEXTS[language];
  const said = notice.kind === 'PASSWORD_CHANGED' ? texts.passwordChanged : notice.kind === 'EMAIL_CHANGED' ? texts.emailChanged(notice.newEmail) : texts.emailChangedByTeam(notice.newEmail);
  const subject = texts.subjects[notice.kind];
  if (language === 'en') return { subject, text: `${said}\n\n${texts.notYou}` };
  return { subject, ...composeMail({ language, heading: subject, paragraphs: [said, texts.notYou] }) };
}

/** A notice to the account's address; a failed send is logged, never undoes the change. */
export async function tellAccount(ctx: Context, to: string, language: ContentLanguage, notice: AccountNotice): Promise<void> {
  try {
    await ctx.services.mail.send({ to, ...accountMail(language, notice) });
  } catch (error) {
    ctx.services.log.error(`notice to ${to} failed`, error);
  }
}
