// The Arabic messages of deleting a comment (see ../en/comments.ts).
import type { comments } from '../en/comments.ts';

export const commentsAr: Record<keyof typeof comments, string> = {
  'comments.loginToDelete': 'يجب تسجيل الدخول لحذف التعليقات',
  'comments.deletedBy': 'حذف {name} التعليق بنجاح',
  'comments.deleteFailed': 'تعذّر حذف التعليق. يُرجى المحاولة مرة أخرى.',
  'comments.loginAgain': 'يلزم تسجيل الدخول. يُرجى تسجيل الدخول مرة أخرى.',
  'comments.deleteForbidden': 'تم رفض الوصول. ليست لديك صلاحية حذف هذا التعليق.',
};
