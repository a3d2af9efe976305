// The Arabic messages of the maps (see ../en/map.ts).
import type { map } from '../en/map.ts';

export const mapAr: Record<keyof typeof map, string> = {
  'map.region': 'خريطة الإعلانات',
  'map.loading': 'جارٍ تحميل الخريطة...',
  'map.count': '{total, plural, zero {لا عقارات على الخريطة} one {عقار واحد على الخريطة} two {عقاران على الخريطة} few {{count} عقارات على الخريطة} many {{count} عقارًا على الخريطة} other {{count} عقار على الخريطة}}',
  'map.countTruncated': '{total, plural, zero {لا عقارات على الخريطة} one {عقار واحد على الخريطة} two {عقاران على الخريطة} few {{count} عقارات على الخريطة} many {{count} عقارًا على الخريطة} other {{count} عقار على الخريطة}}؛ يظهر أحدث {shown}: كبّر الخريطة أو صفِّ النتائج لرؤيتها كلها',
  'map.searchArea': 'ابحث في هذه المنطقة',
  'map.clearArea': 'امسح منطقة الخريطة',
  'map.failed': 'تعذّر تحميل الخريطة.',
  'map.tryAgain': 'أعد المحاولة',
  'map.closeCard': 'أغلق البطاقة',
  'map.cardLoading': 'جارٍ التحميل...',
  'map.beds': '{count, plural, zero {بلا غرف نوم} one {غرفة نوم واحدة} two {غرفتا نوم} few {{count} غرف نوم} many {{count} غرفة نوم} other {{count} غرفة نوم}}',
  'map.perMonthShort': '/شهر',
  'map.perYearShort': '/سنة',
  'map.cluster': '{count, plural, zero {لا عقارات} one {عقار واحد} two {عقاران} few {{count} عقارات} many {{count} عقارًا} other {{count} عقار}}',
  'map.baths': '{count, plural, zero {بلا حمّامات} one {حمّام واحد} two {حمّامان} few {{count} حمّامات} many {{count} حمّامًا} other {{count} حمّام}}',
};
