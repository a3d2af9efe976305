// The Urdu messages of deleting a comment (see ../en/comments.ts).
import type { comments } from '../en/comments.ts';

export const commentsUr: Record<keyof typeof comments, string> = {
  'comments.loginToDelete': 'تبصرے حذف کرنے کے لیے لاگ اِن ہونا ضروری ہے',
  'comments.deletedBy': 'تبصرہ {name} نے کامیابی سے حذف کر دیا',
  'comments.deleteFailed': 'تبصرہ حذف نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'comments.loginAgain': 'لاگ اِن ضروری ہے۔ براہ کرم دوبارہ لاگ اِن کریں۔',
  'comments.deleteForbidden': 'رسائی سے انکار۔ آپ کو یہ تبصرہ حذف کرنے کی اجازت نہیں ہے۔',
};
