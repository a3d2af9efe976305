// The amenities a property lists are the fixed choices of docs/spec/vendor-admin.md §9, stored
// by their English names; in Arabic and Urdu they show these labels (catalogue texts, not a
// vendor's own words: nothing to translate per listing).
import type { Amenity } from './product.ts';
import type { ContentLanguage, TranslationLanguage } from './content-languages.ts';

export const AMENITY_LABELS: Record<TranslationLanguage, Record<Amenity, string>> = {
  ar: {
    'Balcony': 'شرفة',
    'Basement parking': 'موقف سيارات في الطابق السفلي',
    'Security': 'حراسة أمنية',
    'Shared Gym': 'صالة رياضية مشتركة',
    'Shared swimming pool': 'مسبح مشترك',
    'Property for rent': 'عقار للإيجار',
    'Property for sales': 'عقار للبيع',
  },
  ur: {
    'Balcony': 'بالکونی',
    'Basement parking': 'تہہ خانے میں پارکنگ',
    'Security': 'سیکیورٹی',
    'Shared Gym': 'مشترکہ جم',
    'Shared swimming pool': 'مشترکہ سوئمنگ پول',
    'Property for rent': 'کرایے کے لیے پراپرٹی',
    'Property for sales': 'فروخت کے لیے پراپرٹی',
  },
};

/** The amenities as shown in `language`; a stored name outside the list (older data) stays as it is. */
export function amenityLabels(amenities: readonly string[], language: ContentLanguage): string[] {
  if (language === 'en') return [...amenities];
  const labels = AMENITY_LABELS[language] as Record<string, string>;
  return amenities.map((amenity) => labels[amenity] ?? amenity);
}
