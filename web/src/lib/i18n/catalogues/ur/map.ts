// The Urdu messages of the maps (see ../en/map.ts).
import type { map } from '../en/map.ts';

export const mapUr: Record<keyof typeof map, string> = {
  'map.region': 'فہرستوں کا نقشہ',
  'map.loading': 'نقشہ لوڈ ہو رہا ہے...',
  'map.count': '{total, plural, one {نقشے پر {count} پراپرٹی} other {نقشے پر {count} پراپرٹیز}}',
  'map.countTruncated': '{total, plural, one {نقشے پر {count} پراپرٹی} other {نقشے پر {count} پراپرٹیز}}؛ تازہ ترین {shown} دکھائی گئی ہیں: سب دیکھنے کے لیے زوم اِن کریں یا فلٹر لگائیں',
  'map.searchArea': 'اس علاقے میں تلاش کریں',
  'map.clearArea': 'نقشے کا علاقہ ہٹائیں',
  'map.failed': 'نقشہ لوڈ نہیں ہو سکا۔',
  'map.tryAgain': 'دوبارہ کوشش کریں',
  'map.closeCard': 'کارڈ بند کریں',
  'map.cardLoading': 'لوڈ ہو رہا ہے...',
  'map.beds': '{count, plural, one {{count} بیڈ روم} other {{count} بیڈ رومز}}',
  'map.perMonthShort': '/ماہ',
  'map.perYearShort': '/سال',
  'map.cluster': '{count, plural, one {{count} پراپرٹی} other {{count} پراپرٹیز}}',
  'map.baths': '{count, plural, one {{count} باتھ روم} other {{count} باتھ رومز}}',
};
