// The texts of the mail that tells an endpoint's owner it was switched off (issue 35), in each
// language: a store's in the store's chosen language (vendors.language), the marketplace's to each
// admin in that admin's. Only template text lives here; the URL and figures are filled in (and
// escaped by mail/compose.ts).
import type { ContentLanguage } from '@rules/content-languages.ts';
import { arabicDays } from '../mail/arabic-counts.ts';

export interface DisablingMailTexts {
  subject: string;
  stopped: (url: string, days: number, lastFailure: string) => string;
  whatToDo: string;
  /** What the last try met: an HTTP status, a network error (as the system wrote it), or nothing. */
  answered: (statusCode: number) => string;
  failedWith: (error: string) => string;
  noAnswer: string;
  openWebhooks: string;
}

export const DISABLING_MAIL_TEXTS: Record<ContentLanguage, DisablingMailTexts> = {
  en: {
    subject: 'A webhook endpoint was switched off after repeated failures',
    stopped: (url, days, last) => `We could not deliver webhooks to ${url} for ${days} days, so we have stopped sending to it (${last}).`,
    whatToDo: 'Fix the receiver, then enable the endpoint again on the Webhooks page; you can send the missed events again from its delivery log.',
    answered: (code) => `it answered HTTP ${code}`,
    failedWith: (error) => error,
    noAnswer: 'no answer',
    openWebhooks: 'Open Webhooks',
  },
  ar: {
    subject: 'تم إيقاف عنوان webhook بعد إخفاقات متكررة',
    stopped: (url, days, last) => `تعذّر علينا إرسال webhooks إلى ${url} لمدة ${arabicDays(days)}، لذلك أوقفنا الإرسال إليه (${last}).`,
    whatToDo: 'أصلح الخادم المستقبِل، ثم فعّل العنوان من جديد في صفحة Webhooks؛ ويمكنك إعادة إرسال الأحداث الفائتة من سجل التسليم الخاص به.',
    answered: (code) => `ردّ برمز HTTP ${code}`,
    failedWith: (error) => `خطأ: ${error}`,
    noAnswer: 'لم يصل أي رد',
    openWebhooks: 'افتح صفحة Webhooks',
  },
  ur: {
    subject: 'مسلسل ناکامیوں کے بعد ایک webhook اینڈ پوائنٹ بند کر دیا گیا',
    stopped: (url, days, last) => `ہم ${days} دن تک ${url} پر webhooks نہیں پہنچا سکے، اس لیے ہم نے اسے بھیجنا بند کر دیا ہے (${last})۔`,
    whatToDo: 'وصول کرنے والا سرور ٹھیک کریں، پھر Webhooks کے صفحے پر اینڈ پوائنٹ دوبارہ فعال کریں؛ چھوٹ جانے والے ایونٹس اس کے ڈیلیوری لاگ سے دوبارہ بھیجے جا سکتے ہیں۔',
    answered: (code) => `جواب HTTP ${code} آیا`,
    failedWith: (error) => `خرابی: ${error}`,
    noAnswer: 'کوئی جواب نہیں آیا',
    openWebhooks: 'Webhooks کھولیں',
  },
};
