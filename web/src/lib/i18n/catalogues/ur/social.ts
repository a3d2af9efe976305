// The Urdu messages of a listing's rating and comments (see ../en/social.ts).
import type { social } from '../en/social.ts';

export const socialUr: Record<keyof typeof social, string> = {
  'social.notRated': 'دستیاب نہیں',
  'social.ratingCount': '({count, plural, one {{count} ریٹنگ} other {{count} ریٹنگز}})',
  'social.rating': 'ریٹنگ',
  'social.youRated': 'آپ نے اس پروڈکٹ کو ریٹنگ دی:',
  'social.ratingsPerStar': 'ستاروں کے لحاظ سے ریٹنگز',
  'social.starCount': '{stars, plural, one {{stars} ستارے} other {{stars} ستاروں}} والی {count, plural, one {ریٹنگ} other {ریٹنگز}}',
  'social.rateThis': 'اس پروڈکٹ کو ریٹنگ دیں',
  'social.rateStars': '{stars, plural, one {{stars} ستارہ دیں} other {{stars} ستارے دیں}}',
  'social.rateFailed': 'ریٹنگ جمع نہیں ہو سکی',
  'social.noRatings': '{count, plural, one {ابھی کوئی ریٹنگ نہیں، {count} جائزہ} other {ابھی کوئی ریٹنگ نہیں، {count} جائزے}}',
  'social.rated': '{count, plural, one {{count} جائزے کی بنیاد پر 5 میں سے {average} ریٹنگ} other {{count} جائزوں کی بنیاد پر 5 میں سے {average} ریٹنگ}}',
  'social.comments': 'تبصرے',
  'social.commentsDescription': 'اس فہرست کے بارے میں وزیٹرز کیا کہتے ہیں۔',
  'social.fetchFailed': 'معلومات حاصل نہیں کی جا سکیں',
  'social.loading': 'لوڈ ہو رہا ہے...',
  'social.yourComment': 'آپ کا تبصرہ',
  'social.writeComment': 'تبصرہ لکھیں...',
  'social.posting': 'پوسٹ ہو رہا ہے…',
  'social.post': 'پوسٹ کریں',
  'social.postFailed': 'تبصرہ پوسٹ نہیں ہو سکا',
  'social.noReviews': 'ابھی کوئی جائزہ نہیں۔ سب سے پہلے تبصرہ کریں!',
  'social.delete': 'حذف کریں',
};
