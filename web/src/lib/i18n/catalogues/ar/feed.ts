// The Arabic messages of the feed (see ../en/feed.ts).
import type { feed } from '../en/feed.ts';

export const feedAr: Record<keyof typeof feed, string> = {
  'feed.title': 'آخر الأخبار',
  'feed.subheading': 'أخبار ومعاينات مفتوحة ووصول جديد من بائعينا المحترفين.',
  'feed.metaDescription': 'أخبار ومعاينات مفتوحة ووصول جديد من البائعين المحترفين في السوق: عقارات ومنتجات منزلية في الإمارات وباكستان والمملكة المتحدة والولايات المتحدة.',
  'feed.failed': 'تعذّر جلب المنشورات',
  'feed.loading': 'جارٍ التحميل...',
  'feed.empty': 'لا توجد منشورات بعد.',
  'feed.postBy': 'منشور من {store}',
  'feed.pictureBy': 'صورة نشرها {store}',
  'feed.view': 'عرض {name}',
  'feed.like': 'إعجاب',
  'feed.likeFailed': 'تعذّر تسجيل الإعجاب',
  'feed.comments': 'التعليقات',
  'feed.commentsFailed': 'تعذّر جلب التعليقات',
  'feed.showAll': 'عرض كل التعليقات',
  'feed.addComment': 'أضف تعليقًا',
  'feed.addCommentPlaceholder': 'أضف تعليقًا...',
  'feed.post': 'نشر',
  'feed.commentFailed': 'تعذّرت إضافة التعليق',
};
