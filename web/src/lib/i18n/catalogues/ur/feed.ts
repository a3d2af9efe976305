// The Urdu messages of the feed (see ../en/feed.ts).
import type { feed } from '../en/feed.ts';

export const feedUr: Record<keyof typeof feed, string> = {
  'feed.title': 'فیڈ',
  'feed.subheading': 'ہمارے پرو وینڈرز کی خبریں، اوپن ہاؤسز اور نئی آمد۔',
  'feed.metaDescription': 'مارکیٹ پلیس کے پرو وینڈرز کی خبریں، اوپن ہاؤسز اور نئی آمد: متحدہ عرب امارات، پاکستان، برطانیہ اور امریکا میں پراپرٹیز اور گھریلو مصنوعات۔',
  'feed.failed': 'پوسٹس حاصل نہیں کی جا سکیں',
  'feed.loading': 'لوڈ ہو رہا ہے...',
  'feed.empty': 'ابھی کوئی پوسٹ نہیں۔',
  'feed.postBy': '{store} کی پوسٹ',
  'feed.pictureBy': '{store} کی پوسٹ کی گئی تصویر',
  'feed.view': '{name} دیکھیں',
  'feed.like': 'پسند',
  'feed.likeFailed': 'پسند درج نہیں ہو سکی',
  'feed.comments': 'تبصرے',
  'feed.commentsFailed': 'تبصرے حاصل نہیں کیے جا سکے',
  'feed.showAll': 'تمام تبصرے دیکھیں',
  'feed.addComment': 'تبصرہ شامل کریں',
  'feed.addCommentPlaceholder': 'تبصرہ شامل کریں...',
  'feed.post': 'پوسٹ کریں',
  'feed.commentFailed': 'تبصرہ شامل نہیں ہو سکا',
};
