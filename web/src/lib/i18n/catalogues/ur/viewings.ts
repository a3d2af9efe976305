// The Urdu messages of booking a viewing (issue 37 part 3), spread into ../ur.ts.
import type { viewings } from '../en/viewings.ts';

export const viewingsUr: Record<keyof typeof viewings, string> = {
  'viewings.dialogTitle': 'یہ پراپرٹی بک کریں',
  'viewings.dialogDescription': 'وہ تاریخ منتخب کریں جس پر آپ بکنگ کرنا چاہتے ہیں۔',
  'viewings.date': 'بکنگ کی تاریخ',
  'viewings.pastDate': 'براہِ کرم آج یا بعد کی کوئی تاریخ منتخب کریں۔',
  'viewings.cancel': 'منسوخ کریں',
  'viewings.confirm': 'تصدیق کریں',
  'viewings.times': 'دستیاب اوقات',
  'viewings.zone': 'اوقات {city} کے وقت ({offset}) کے مطابق ہیں۔',
  'viewings.loading': 'دستیاب اوقات تلاش کیے جا رہے ہیں…',
  'viewings.none': 'اس دن کوئی وقت دستیاب نہیں۔ براہِ کرم کوئی اور تاریخ منتخب کریں۔',
  'viewings.failed': 'دستیاب اوقات لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'viewings.retry': 'دوبارہ کوشش کریں',
  'viewings.byDate': 'یہ اسٹور معائنے کی درخواستیں تاریخ کے حساب سے لیتا ہے اور وقت آپ سے طے کرتا ہے۔',
  'viewings.chooseTime': 'براہِ کرم دستیاب اوقات میں سے ایک منتخب کریں۔',
  'viewings.moveTitle': 'اپنا معائنہ منتقل کریں',
  'viewings.moveDescription': 'نئی تاریخ اور دستیاب وقت منتخب کریں۔ اسٹور کو ای میل سے اطلاع دی جائے گی۔',
  'viewings.newDate': 'نئی تاریخ',
  'viewings.moveConfirm': 'معائنہ منتقل کریں',
  'viewings.moving': 'منتقل کیا جا رہا ہے…',
  'viewings.moveFailed': 'معائنہ منتقل نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'viewings.slotTaken': 'یہ وقت ابھی کسی اور نے بک کر لیا ہے۔ براہِ کرم کوئی اور دستیاب وقت منتخب کریں۔',
};
