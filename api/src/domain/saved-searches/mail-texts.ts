// The saved-search mails' texts in each language (issue 35): the confirmation and the daily alert,
// in the language the search was saved in (saved_searches.language, the request's language at
// saving: the /ar and /ur pages ask in theirs). The label's words are here too, so a search saved
// in Arabic is named in Arabic ("عقارات · Dubai · 2+ غرف"); names the catalogue spells (a city, a
// category, a store) stay as written. Counts, prices and areas keep Latin digits
// (docs/decisions/i18n-digits.md).
import type { ContentLanguage } from '@rules/content-languages.ts';
import { catalogueLabel } from '@rules/brand-types.ts';
import { amenityLabels } from '@rules/amenity-labels.ts';
import { arabicDays } from '../mail/arabic-counts.ts';

/** The words a saved search's label is made of (label.ts puts them together). */
export interface LabelWords {
  catalogue: (catalogue: string) => string;
  allListings: string;
  searchWords: string;
  aCategory: string;
  aNeighbourhood: string;
  aCity: string;
  forRent: string;
  forSale: string;
  offPlan: string;
  ready: string;
  minBeds: (count: number) => string;
  minBaths: (count: number) => string;
  priceRange: (from: string, to: string) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
  squareMetres: string;
  squareFeet: string;
  /** The fixed amenity names (never free text), as the language shows them. */
  amenities: (names: string[]) => string;
  rated: (stars: number) => string;
  mapArea: string;
  store: (name: string) => string;
  aStore: string;
}

export interface SavedSearchMailTexts {
  label: LabelWords;
  confirmSubject: (label: string) => string;
  confirmHeading: string;
  youAsked: (label: string, favourites: number) => string;
  openWithin: (days: number) => string;
  confirmAction: string;
  confirmFooter: string;
  alertSubject: (newCount: number, drops: number, label: string) => string;
  alertHeading: (label: string) => string;
  sinceLastMail: string;
  newListings: (count: number) => string;
  andMore: (count: number) => string;
  priceDrops: string;
  newestAction: string;
  alertFooter: string;
  unsubscribe: (url: string) => string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const ENGLISH: SavedSearchMailTexts = {
  label: {
    catalogue: catalogueLabel,
    allListings: 'All listings',
    searchWords: 'your search words',
    aCategory: 'a category',
    aNeighbourhood: 'a neighbourhood you named',
    aCity: 'a city you named',
    forRent: 'for rent',
    forSale: 'for sale',
    offPlan: 'off-plan',
    ready: 'ready',
    minBeds: (n) => `${n}+ beds`,
    minBaths: (n) => `${n}+ baths`,
    priceRange: (from, to) => `${from} – ${to}`,
    from: (amount) => `from ${amount}`,
    upTo: (amount) => `up to ${amount}`,
    squareMetres: 'm²',
    squareFeet: 'sq ft',
    amenities: (names) => names.join(', '),
    rated: (n) => `rated ${n}+`,
    mapArea: 'on the chosen map area',
    store: (name) => `store ${name}`,
    aStore: 'a store',
  },
  confirmSubject: (label) => `Confirm your saved search: ${label}`,
  confirmHeading: 'Confirm your saved search',
  youAsked: (label, favourites) => `You asked for a daily mail about new listings matching “${label}”${favourites ? `, and about price drops of your ${favourites} ${plural(favourites, 'favourite', 'favourites')}` : ''}.`,
  openWithin: (days) => `Open the link below within ${days} days to start the alerts. If you did not ask for this, ignore this mail: nothing will be sent.`,
  confirmAction: 'Confirm saved search',
  confirmFooter: 'You get this mail because this address was entered on our listing pages.',
  alertSubject: (count, drops, label) => `${[count ? `${count} new` : '', drops ? `${drops} ${plural(drops, 'price drop', 'price drops')}` : ''].filter(Boolean).join(', ')}: ${label}`,
  alertHeading: (label) => `News for your saved search: ${label}`,
  sinceLastMail: 'Here is what changed since our last mail.',
  newListings: (count) => `${count} new ${plural(count, 'listing', 'listings')}`,
  andMore: (count) => `…and ${count} more.`,
  priceDrops: 'Price drops of your favourites',
  newestAction: 'See the newest listing',
  alertFooter: 'You get this mail because you saved this search and confirmed it.',
  unsubscribe: (url) => `Unsubscribe: ${url}`,
};

const ARABIC: SavedSearchMailTexts = {
  label: {
    catalogue: (catalogue) => (catalogue === 'REAL_ESTATE' ? 'العقارات' : catalogue === 'HOME_PRODUCTS' ? 'مستلزمات المنزل' : catalogue),
    allListings: 'كل الإعلانات',
    searchWords: 'كلمات بحثك',
    aCategory: 'فئة محددة',
    aNeighbourhood: 'حيّ حددته',
    aCity: 'مدينة حددتها',
    forRent: 'للإيجار',
    forSale: 'للبيع',
    offPlan: 'على الخارطة',
    ready: 'جاهز',
    minBeds: (n) => `${n}+ غرف نوم`,
    minBaths: (n) => `${n}+ حمّامات`,
    priceRange: (from, to) => `${from} – ${to}`,
    from: (amount) => `من ${amount}`,
    upTo: (amount) => `حتى ${amount}`,
    squareMetres: 'م²',
    squareFeet: 'قدم²',
    amenities: (names) => amenityLabels(names, 'ar').join('، '),
    rated: (n) => `تقييم ${n}+`,
    mapArea: 'ضمن المنطقة المحددة على الخريطة',
    store: (name) => `متجر ${name}`,
    aStore: 'متجر محدد',
  },
  confirmSubject: (label) => `أكّد بحثك المحفوظ: ${label}`,
  confirmHeading: 'أكّد بحثك المحفوظ',
  youAsked: (label, favourites) => `طلبت رسالة يومية عن الإعلانات الجديدة المطابقة لـ«${label}»${favourites ? `، وعن انخفاض أسعار مفضّلاتك (${favourites})` : ''}.`,
  openWithin: (days) => `افتح الرابط أدناه خلال ${arabicDays(days)} لبدء التنبيهات. إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن نرسل لك شيئاً.`,
  confirmAction: 'تأكيد البحث المحفوظ',
  confirmFooter: 'وصلتك هذه الرسالة لأن عنوان بريدك أُدخل في صفحات الإعلانات لدينا.',
  alertSubject: (count, drops, label) => `${[count ? (count === 1 ? 'إعلان جديد' : `إعلانات جديدة (${count})`) : '', drops ? `انخفاض الأسعار (${drops})` : ''].filter(Boolean).join('، ')}: ${label}`,
  alertHeading: (label) => `جديد بحثك المحفوظ: ${label}`,
  sinceLastMail: 'إليك ما تغيّر منذ رسالتنا الأخيرة.',
  newListings: (count) => (count === 1 ? 'إعلان جديد واحد' : `إعلانات جديدة: ${count}`),
  andMore: (count) => `…و${count} غيرها.`,
  priceDrops: 'انخفاض أسعار مفضّلاتك',
  newestAction: 'شاهد أحدث إعلان',
  alertFooter: 'وصلتك هذه الرسالة لأنك حفظت هذا البحث وأكّدته.',
  unsubscribe: (url) => `إلغاء الاشتراك: ${url}`,
};

const URDU: SavedSearchMailTexts = {
  label: {
    catalogue: (catalogue) => (catalogue === 'REAL_ESTATE' ? 'پراپرٹی' : catalogue === 'HOME_PRODUCTS' ? 'گھریلو مصنوعات' : catalogue),
    allListings: 'تمام اشتہارات',
    searchWords: 'آپ کے تلاش کے الفاظ',
    aCategory: 'ایک زمرہ',
    aNeighbourhood: 'آپ کا بتایا ہوا علاقہ',
    aCity: 'آپ کا بتایا ہوا شہر',
    forRent: 'کرائے کے لیے',
    forSale: 'برائے فروخت',
    offPlan: 'زیرِ تعمیر',
    ready: 'تیار',
    minBeds: (n) => `${n}+ بیڈروم`,
    minBaths: (n) => `${n}+ باتھ روم`,
    priceRange: (from, to) => `${from} – ${to}`,
    from: (amount) => `${amount} سے`,
    upTo: (amount) => `${amount} تک`,
    squareMetres: 'مربع میٹر',
    squareFeet: 'مربع فٹ',
    amenities: (names) => amenityLabels(names, 'ur').join('، '),
    rated: (n) => `ریٹنگ ${n}+`,
    mapArea: 'نقشے پر منتخب علاقے میں',
    store: (name) => `اسٹور ${name}`,
    aStore: 'ایک اسٹور',
  },
  confirmSubject: (label) => `اپنی محفوظ تلاش کی تصدیق کریں: ${label}`,
  confirmHeading: 'اپنی محفوظ تلاش کی تصدیق کریں',
  youAsked: (label, favourites) => `آپ نے «${label}» سے ملتے نئے اشتہارات کے بارے میں روزانہ ای میل مانگی ہے${favourites ? `، اور اپنی ${favourites} پسندیدہ اشیاء کی قیمت کم ہونے کے بارے میں بھی` : ''}۔`,
  openWithin: (days) => `الرٹس شروع کرنے کے لیے ${days} دن کے اندر نیچے دیا گیا لنک کھولیں۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کریں: کچھ نہیں بھیجا جائے گا۔`,
  confirmAction: 'محفوظ تلاش کی تصدیق کریں',
  confirmFooter: 'آپ کو یہ ای میل اس لیے ملی کیونکہ یہ پتہ ہمارے اشتہارات کے صفحات پر درج کیا گیا تھا۔',
  alertSubject: (count, drops, label) => `${[count ? (count === 1 ? 'ایک نیا اشتہار' : `${count} نئے اشتہارات`) : '', drops ? `قیمت میں کمی (${drops})` : ''].filter(Boolean).join('، ')}: ${label}`,
  alertHeading: (label) => `آپ کی محفوظ تلاش میں نیا: ${label}`,
  sinceLastMail: 'ہماری پچھلی ای میل کے بعد یہ تبدیلیاں ہوئیں۔',
  newListings: (count) => (count === 1 ? 'ایک نیا اشتہار' : `${count} نئے اشتہارات`),
  andMore: (count) => `…اور ${count} مزید۔`,
  priceDrops: 'آپ کی پسندیدہ اشیاء کی قیمتوں میں کمی',
  newestAction: 'سب سے نیا اشتہار دیکھیں',
  alertFooter: 'آپ کو یہ ای میل اس لیے ملی کیونکہ آپ نے یہ تلاش محفوظ کی اور اس کی تصدیق کی۔',
  unsubscribe: (url) => `ان سبسکرائب: ${url}`,
};

export const SAVED_SEARCH_MAIL_TEXTS: Record<ContentLanguage, SavedSearchMailTexts> = { en: ENGLISH, ar: ARABIC, ur: URDU };
