// The Arabic messages of a listing's rating and comments (see ../en/social.ts).
import type { social } from '../en/social.ts';

export const socialAr: Record<keyof typeof social, string> = {
  'social.notRated': 'غير متاح',
  'social.ratingCount': '({count, plural, zero {لا تقييمات} one {تقييم واحد} two {تقييمان} few {{count} تقييمات} many {{count} تقييمًا} other {{count} تقييم}})',
  'social.rating': 'التقييم',
  'social.youRated': 'تقييمك لهذا المنتج:',
  'social.ratingsPerStar': 'التقييمات حسب عدد النجوم',
  'social.starCount': '{count, plural, zero {تقييم} one {تقييم} two {تقييم} few {تقييمات} many {تقييمًا} other {تقييم}} بـ{stars, plural, zero {{stars} نجوم} one {نجمة واحدة} two {نجمتين} few {{stars} نجوم} many {{stars} نجمة} other {{stars} نجمة}}',
  'social.rateThis': 'قيّم هذا المنتج',
  'social.rateStars': '{stars, plural, zero {قيّم بـ{stars} نجوم} one {قيّم بنجمة واحدة} two {قيّم بنجمتين} few {قيّم بـ{stars} نجوم} many {قيّم بـ{stars} نجمة} other {قيّم بـ{stars} نجمة}}',
  'social.rateFailed': 'تعذّر إرسال التقييم',
  'social.noRatings': '{count, plural, zero {لا تقييمات بعد، لا مراجعات} one {لا تقييمات بعد، مراجعة واحدة} two {لا تقييمات بعد، مراجعتان} few {لا تقييمات بعد، {count} مراجعات} many {لا تقييمات بعد، {count} مراجعة} other {لا تقييمات بعد، {count} مراجعة}}',
  'social.rated': '{count, plural, zero {التقييم {average} من 5 من دون مراجعات} one {التقييم {average} من 5 من مراجعة واحدة} two {التقييم {average} من 5 من مراجعتين} few {التقييم {average} من 5 من {count} مراجعات} many {التقييم {average} من 5 من {count} مراجعة} other {التقييم {average} من 5 من {count} مراجعة}}',
  'social.comments': 'التعليقات',
  'social.commentsDescription': 'ما يقوله الزوار عن هذا الإعلان.',
  'social.fetchFailed': 'تعذّر جلب البيانات',
  'social.loading': 'جارٍ التحميل...',
  'social.yourComment': 'تعليقك',
  'social.writeComment': 'اكتب تعليقًا...',
  'social.posting': 'جارٍ النشر…',
  'social.post': 'نشر',
  'social.postFailed': 'تعذّر نشر التعليق',
  'social.noReviews': 'لا توجد مراجعات بعد. كن أول من يعلّق!',
  'social.delete': 'حذف',
};
