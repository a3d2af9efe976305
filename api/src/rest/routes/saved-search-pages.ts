// The small page a saved-search mail's link answers (issue 35): in the language the search was
// saved in, as its mails are (docs/decisions/mails-in-readers-language.md); a link that names no
// search answers in the request's language (Accept-Language). No scripts, not indexed, never cached.
import { directionOf } from '@rules/locales.ts';
import type { ContentLanguage } from '@rules/content-languages.ts';
import type { LinkOutcome } from '../../domain/saved-searches/saved-searches.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

interface PageWords {
  title: string;
  text: (label: string) => string;
}

interface LinkPageTexts {
  confirmed: PageWords;
  unsubscribed: PageWords;
  invalid: PageWords;
  back: string;
}

const TEXTS: Record<ContentLanguage, LinkPageTexts> = {
  en: {
    confirmed: { title: 'Saved search confirmed', text: (label) => `Your saved search “${label}” is confirmed. You will get a daily mail when there are new matches or price drops.` },
    unsubscribed: { title: 'Unsubscribed', text: (label) => `You will get no more mails about “${label}”.` },
    invalid: { title: 'This link is not valid', text: () => 'Please use the latest link we mailed you (confirmation links work for 7 days).' },
    back: 'Back to the marketplace',
  },
  ar: {
    confirmed: { title: 'تم تأكيد البحث المحفوظ', text: (label) => `تم تأكيد بحثك المحفوظ «${label}». ستصلك رسالة يومية عند ظهور نتائج جديدة أو انخفاض في الأسعار.` },
    unsubscribed: { title: 'تم إلغاء الاشتراك', text: (label) => `لن تصلك بعد الآن رسائل عن «${label}».` },
    invalid: { title: 'هذا الرابط غير صالح', text: () => 'يُرجى استخدام أحدث رابط أرسلناه إليك (روابط التأكيد صالحة لمدة 7 أيام).' },
    back: 'العودة إلى السوق',
  },
  ur: {
    confirmed: { title: 'محفوظ تلاش کی تصدیق ہو گئی', text: (label) => `آپ کی محفوظ تلاش ”${label}“ کی تصدیق ہو گئی ہے۔ نئے نتائج یا قیمت میں کمی پر آپ کو روزانہ ایک ای میل ملے گی۔` },
    unsubscribed: { title: 'سبسکرپشن ختم', text: (label) => `آپ کو ”${label}“ کے بارے میں مزید ای میلز نہیں ملیں گی۔` },
    invalid: { title: 'یہ لنک درست نہیں ہے', text: () => 'براہ کرم ہماری بھیجی ہوئی تازہ ترین لنک استعمال کریں (تصدیقی لنک 7 دن تک کام کرتے ہیں)۔' },
    back: 'مارکیٹ پلیس پر واپس جائیں',
  },
};

/** What the one-click POST answers a bad token with (a mail client reads it: English, as REST's refusals are). */
export const INVALID_LINK_MESSAGE = TEXTS.en.invalid.text('');

/** The page for `outcome`, in its search's language (or `requested` when the link names none). */
export function linkPage(outcome: LinkOutcome, requested: ContentLanguage): Response {
  const language = outcome.kind === 'invalid' ? requested : outcome.language;
  const texts = TEXTS[language];
  const page = texts[outcome.kind];
  const title = escapeHtml(page.title);
  const text = escapeHtml(page.text(outcome.kind === 'invalid' ? '' : outcome.label));
  const home = language === 'en' ? '/' : `/${language}`;
  const html = `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${home}">${escapeHtml(texts.back)}</a></p></main></body></html>`;
  return new Response(html, {
    status: outcome.kind === 'invalid' ? 400 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}
