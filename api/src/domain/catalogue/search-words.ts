// The product's own word list for search (issue 34): how shoppers of our four markets (UAE,
// Pakistan, UK, USA) name things the catalogue names otherwise. Data, not code: add a line when
// shoppers are seen to miss. The admin's synonym groups come first, and the admin can switch off
// any pair of this list (or of the WordNet thesaurus) on the Search Synonyms page.

/**
 * Words and phrases that mean the same, each group read both ways (1-3 words a term). A term
 * may appear in several groups: a query word then means the terms of all of them.
 */
export const SAME_WORDS: readonly (readonly string[])[] = [
  // Homes
  ['flat', 'apartment', 'condo', 'condominium', 'maisonette', 'apt'],
  ['townhouse', 'townhome', 'town house', 'terraced house', 'terrace house', 'row house', 'rowhouse'],
  ['house', 'home', 'kothi', 'bungalow'],
  ['plot', 'land', 'lot', 'plots'],
  ['to let', 'for rent', 'to rent', 'rental', 'for lease', 'lease', 'rent'],
  ['off plan', 'under construction', 'new build', 'pre construction', 'new development'],
  ['metro', 'subway', 'underground', 'tube station'],
  ['maids room', 'maid room', 'maid s room', 'servant quarter', 'staff room'],
  // Furniture
  ['sofa', 'couch', 'settee', 'divan', 'loveseat'],
  ['bookshelf', 'bookcase', 'book shelf', 'book case', 'bookshelves', 'shelves', 'shelving'],
  ['corner sofa', 'sectional', 'sectional sofa', 'l shaped sofa'],
  ['wardrobe', 'closet', 'almirah', 'cupboard', 'armoire'],
  ['coffee table', 'centre table', 'center table'],
  ['desk chair', 'office chair', 'computer chair', 'study chair'],
  ['bed', 'charpai', 'cot'],
  // Kitchen and appliances
  ['fridge', 'refrigerator', 'icebox', 'fridge freezer'],
  ['hob', 'cooktop', 'stovetop', 'stove', 'chulha'],
  ['frying pan', 'skillet', 'fry pan', 'frypan'],
  ['casserole', 'dutch oven'],
  ['washing machine', 'washer', 'washing machines'],
  ['tumble dryer', 'dryer', 'drier', 'clothes dryer', 'tumble drier'],
  ['geyser', 'water heater', 'boiler'],
  ['microwave', 'microwave oven'],
  // Electrical and electronics
  ['tv', 'television', 'telly', 'tele', 'led tv'],
  ['socket', 'outlet', 'plug socket', 'power point', 'power socket'],
  ['fan', 'pankha'],
  ['pedestal fan', 'standing fan', 'stand fan', 'floor fan'],
  ['bulb', 'light bulb', 'lightbulb'],
  ['laptop', 'notebook computer', 'notebook'],
  ['headphones', 'earphones', 'earbuds', 'headphone'],
  ['speaker', 'loudspeaker', 'speakers'],
  // Bathroom, lighting, decor, paint
  ['tap', 'faucet', 'mixer'],
  ['basin', 'sink', 'wash basin', 'washbasin', 'hand basin'],
  ['bathtub', 'bath tub', 'tub'],
  ['floor lamp', 'standard lamp', 'standing lamp'],
  ['fairy lights', 'string lights', 'twinkle lights', 'festoon lights'],
  ['mirror', 'looking glass'],
  ['picture frame', 'photo frame'],
  ['planter', 'plant pot', 'flower pot'],
  ['faux', 'artificial', 'fake'],
  ['exterior paint', 'outdoor paint', 'masonry paint'],
  ['paintbrush', 'paint brush', 'brush'],
];

/**
 * Arabic and Urdu (issue 35): the places of our markets and the main kinds of home and product,
 * each group with its English words, as shoppers spell them (compared with letters folded:
 * search-arabic.ts, so one spelling per folded form is enough, "أرض" covering "ارض"). Read both
 * ways like SAME_WORDS, and also where an admin's synonym group took the English word ("apartment"
 * still finds "شقة" when the admin grouped it with "flat").
 */
export const SCRIPT_WORDS: readonly (readonly string[])[] = [
  ['dubai', 'دبي', 'دبئی', 'دوبئی'],
  ['abu dhabi', 'أبوظبي', 'أبو ظبي', 'ابوظہبی', 'ابو ظہبی'],
  ['sharjah', 'الشارقة', 'شارقة', 'شارجہ'],
  ['karachi', 'كراتشي', 'کراچی'],
  ['lahore', 'لاهور', 'لاہور'],
  ['islamabad', 'إسلام آباد', 'اسلام آباد', 'إسلام أباد'],
  ['rawalpindi', 'راولبندي', 'راولپنڈی', 'پنڈی'],
  ['london', 'لندن'],
  ['manchester', 'مانشستر', 'مانچسٹر'],
  ['villa', 'villas', 'فيلا', 'فلل', 'فيلات', 'ولا'],
  ['apartment', 'flat', 'شقة', 'شقق', 'اپارٹمنٹ', 'فلیٹ'],
  ['plot', 'land', 'أرض', 'أراضي', 'قطعة أرض', 'پلاٹ'],
  ['house', 'home', 'منزل', 'بيت', 'مکان', 'گھر'],
  ['bungalow', 'kothi', 'بنگلہ', 'بنگلو', 'کوٹھی'],
  ['townhouse', 'تاون هاوس', 'ٹاؤن ہاؤس'],
  ['penthouse', 'بنتهاوس', 'پینٹ ہاؤس'],
  ['for rent', 'rent', 'إيجار', 'للإيجار', 'كراء', 'کرایہ', 'کرائے'],
  ['for sale', 'للبيع', 'بيع', 'برائے فروخت', 'فروخت'],
  ['sofa', 'couch', 'أريكة', 'كنبة', 'كنب', 'صوفا', 'صوفہ', 'صوفے'],
  ['chair', 'كرسي', 'كراسي', 'کرسی'],
  ['table', 'طاولة', 'میز'],
  ['bed', 'سرير', 'بیڈ'],
  ['wardrobe', 'خزانة ملابس', 'دولاب', 'الماری'],
  ['lamp', 'مصباح', 'لمبة', 'لیمپ'],
  ['mirror', 'مرآة', 'مرايا', 'آئینہ'],
  ['tap', 'faucet', 'حنفية', 'صنبور', 'نل', 'ٹونٹی'],
  ['tiles', 'tile', 'بلاط', 'ٹائل', 'ٹائلیں'],
  ['paint', 'دهان', 'طلاء', 'پینٹ'],
  ['fan', 'pankha', 'مروحة', 'مراوح', 'پنکھا', 'پنکھے'],
  ['washing machine', 'غسالة', 'غسالات', 'واشنگ مشین'],
  ['fridge', 'refrigerator', 'ثلاجة', 'فریج'],
  ['tv', 'television', 'تلفزيون', 'تلفاز', 'ٹی وی'],
  ['kitchen', 'مطبخ', 'کچن', 'باورچی خانہ'],
];

/**
 * One way only: a broader word and the catalogue's words for its kinds ("cooker" finds ovens,
 * but "oven" does not find every cooker).
 */
export const BROADER_WORDS: Readonly<Record<string, readonly string[]>> = {
  property: ['house', 'villa', 'apartment', 'flat', 'plot', 'townhouse', 'penthouse', 'home', 'residence'],
  house: ['villa', 'townhouse'],
  home: ['villa', 'townhouse'],
  apartment: ['penthouse', 'residence'],
  flat: ['penthouse', 'residence'],
  cooker: ['oven', 'stove', 'hob', 'cooktop', 'range'],
  cookware: ['pan', 'pot', 'saucepan', 'casserole', 'skillet'],
  seating: ['sofa', 'chair', 'armchair', 'chairs'],
  lighting: ['lamp', 'pendant', 'lantern', 'bulb', 'lights'],
  computer: ['laptop', 'chromebook'],
  painting: ['canvas', 'acrylic', 'print'],
  artwork: ['print', 'canvas', 'poster'],
};

/**
 * Words naming a kind of home: a query with one ranks listings of that kind above home products
 * whose other words (a store called "... Paint House") merely contain it.
 */
export const HOME_KIND_WORDS: ReadonlySet<string> = new Set([
  'house', 'houses', 'home', 'homes', 'villa', 'villas', 'flat', 'flats', 'apartment', 'apartments', 'plot', 'plots', 'land',
  'townhouse', 'townhouses', 'townhome', 'penthouse', 'residence', 'bungalow', 'kothi', 'condo', 'maisonette', 'property',
  'properties', 'studio', 'duplex', 'mansion', 'lot',
  // Arabic and Urdu (issue 35), compared folded as the word list is.
  'فيلا', 'فلل', 'ولا', 'شقة', 'شقق', 'اپارٹمنٹ', 'فلیٹ', 'أرض', 'پلاٹ', 'منزل', 'بيت', 'مکان', 'گھر', 'بنگلہ', 'کوٹھی',
]);
