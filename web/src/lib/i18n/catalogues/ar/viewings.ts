// The Arabic messages of booking a viewing (issue 37 part 3), spread into ../ar.ts.
import type { viewings } from '../en/viewings.ts';

export const viewingsAr: Record<keyof typeof viewings, string> = {
  'viewings.dialogTitle': 'احجز هذا العقار',
  'viewings.dialogDescription': 'اختر التاريخ الذي تريد الحجز فيه.',
  'viewings.date': 'تاريخ الحجز',
  'viewings.pastDate': 'يُرجى اختيار تاريخ اليوم أو تاريخ لاحق.',
  'viewings.cancel': 'إلغاء',
  'viewings.confirm': 'تأكيد',
  'viewings.times': 'الأوقات المتاحة',
  'viewings.zone': 'الأوقات بتوقيت {city} ({offset}).',
  'viewings.loading': 'جارٍ البحث عن الأوقات المتاحة…',
  'viewings.none': 'لا توجد أوقات متاحة في هذا اليوم. يُرجى اختيار تاريخ آخر.',
  'viewings.failed': 'تعذّر تحميل الأوقات المتاحة. يُرجى المحاولة مرة أخرى.',
  'viewings.retry': 'حاول مرة أخرى',
  'viewings.byDate': 'يستقبل هذا المتجر طلبات المعاينة حسب التاريخ ويتفق معك على الوقت.',
  'viewings.chooseTime': 'يُرجى اختيار أحد الأوقات المتاحة.',
  'viewings.moveTitle': 'غيّر موعد معاينتك',
  'viewings.moveDescription': 'اختر تاريخًا جديدًا ووقتًا متاحًا. سيُبلَّغ المتجر بالبريد الإلكتروني.',
  'viewings.newDate': 'التاريخ الجديد',
  'viewings.moveConfirm': 'غيّر الموعد',
  'viewings.moving': 'جارٍ تغيير الموعد…',
  'viewings.moveFailed': 'تعذّر تغيير موعد المعاينة. يُرجى المحاولة مرة أخرى.',
  'viewings.slotTaken': 'حُجز هذا الموعد للتو من شخص آخر. يُرجى اختيار وقت متاح آخر.',
};
