/**
 * The vendor's low-stock mail (issue 37), in the language the vendor chose
 * (docs/decisions/mails-in-readers-language.md): only template text lives here; the product's
 * name and the numbers are filled in and escaped by compose.ts.
 */
import type { ContentLanguage } from '@rules/content-languages.ts';
import { composeMail, type ComposedMail } from '../mail/compose.ts';

interface LowStockTexts {
  subject: (product: string) => string;
  heading: (product: string) => string;
  left: (stock: number, threshold: number) => string;
  out: string;
  once: string;
  action: string;
}

export const LOW_STOCK_TEXTS: Record<ContentLanguage, LowStockTexts> = {
  en: {
    subject: (product) => `Low stock: ${product}`,
    heading: (product) => `${product} is running low`,
    left: (stock, threshold) => `${stock} left (your low-stock threshold is ${threshold}). Shoppers now see "Only ${stock} left".`,
    out: 'It is out of stock: shoppers can no longer add it to their carts.',
    once: 'We send this once each time stock falls to the threshold; raise the stock in your dashboard to sell more.',
    action: 'Update the stock',
  },
  ar: {
    subject: (product) => `مخزون منخفض: ${product}`,
    heading: (product) => `مخزون ${product} يوشك على النفاد`,
    left: (stock, threshold) => `تبقّى ${stock} (حدّ المخزون المنخفض لديك ${threshold}). يرى المتسوقون الآن "تبقّى ${stock} فقط".`,
    out: 'نفد المخزون: لم يعد بإمكان المتسوقين إضافته إلى سلالهم.',
    once: 'نرسل هذه الرسالة مرة واحدة كلما انخفض المخزون إلى الحد؛ ارفع المخزون من لوحة التحكم لتبيع المزيد.',
    action: 'تحديث المخزون',
  },
  ur: {
    subject: (product) => `کم اسٹاک: ${product}`,
    heading: (product) => `${product} کا اسٹاک ختم ہونے کو ہے`,
    left: (stock, threshold) => `${stock} باقی ہیں (آپ کی کم اسٹاک کی حد ${threshold} ہے)۔ خریداروں کو اب "صرف ${stock} باقی" نظر آتا ہے۔`,
    out: 'اسٹاک ختم ہو گیا ہے: خریدار اب اسے اپنی ٹوکری میں شامل نہیں کر سکتے۔',
    once: 'جب بھی اسٹاک حد تک گرتا ہے ہم یہ ای میل ایک بار بھیجتے ہیں؛ مزید بیچنے کے لیے ڈیش بورڈ میں اسٹاک بڑھائیں۔',
    action: 'اسٹاک اپ ڈیٹ کریں',
  },
};

export function lowStockMail(language: ContentLanguage, product: { name: string; stock: number; threshold: number }, productsLink: string): ComposedMail & { subject: string } {
  const texts = LOW_STOCK_TEXTS[language];
  const body = composeMail({
    language,
    heading: texts.heading(product.name),
    paragraphs: [product.stock > 0 ? texts.left(product.stock, product.threshold) : texts.out, texts.once],
    action: { label: texts.action, url: productsLink },
  });
  return { subject: texts.subject(product.name), ...body };
}
