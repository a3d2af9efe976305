// Arabic and Urdu for the demo data (issue 35): every category in both, the stores of the UAE in
// Arabic and of Pakistan in Urdu, every property in the UAE in Arabic and every property in
// Pakistan in Urdu and Arabic. Property texts are written from each listing's facts (type, rooms,
// area, place, purpose) in the phrasing Gulf and Pakistani portals use, not translated word by word.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;
type Language = 'ar' | 'ur';

const CATEGORY_NAMES: Record<string, Record<Language, string>> = {
  'Residential': { ar: 'عقارات سكنية', ur: 'رہائشی جائیداد' },
  'Rental': { ar: 'عقارات للإيجار', ur: 'کرائے کی جائیداد' },
  'Luxury Apartments': { ar: 'شقق فاخرة', ur: 'لگژری اپارٹمنٹس' },
  'Villas': { ar: 'فلل', ur: 'ولاز' },
  'Plots': { ar: 'أراضٍ', ur: 'پلاٹ' },
  'Off-plan': { ar: 'مشاريع على الخارطة', ur: 'زیرِ تعمیر منصوبے' },
  'Furniture': { ar: 'أثاث', ur: 'فرنیچر' },
  'Paint': { ar: 'دهانات', ur: 'پینٹ' },
  'Art': { ar: 'فنون ولوحات', ur: 'فن پارے' },
  'Tiles & Sanitary': { ar: 'بلاط وأدوات صحية', ur: 'ٹائلیں اور سینیٹری' },
  'Outdoor & Lights Decoration': { ar: 'ديكور خارجي وإضاءة', ur: 'بیرونی سجاوٹ اور روشنیاں' },
  'Home Appliances': { ar: 'أجهزة منزلية', ur: 'گھریلو آلات' },
  'Kitchen': { ar: 'مستلزمات المطبخ', ur: 'کچن کا سامان' },
  'Electrical': { ar: 'أدوات كهربائية', ur: 'برقی سامان' },
  'Electronics': { ar: 'إلكترونيات', ur: 'الیکٹرانکس' },
  'Decor': { ar: 'ديكور', ur: 'سجاوٹ' },
};

/** The stores of the UAE (Arabic) and Pakistan (Urdu): name and a line about them. */
const STORES: Record<string, Partial<Record<Language, { storeName: string; description: string }>>> = {
  'skyline-estates': { ar: { storeName: 'سكاي لاين العقارية', description: 'وسيط عقاري مرخّص في دبي، متخصص في الشقق والفلل الجاهزة والمشاريع على الخارطة في أبرز مناطق الإمارة.' } },
  'casa-nova-interiors': { ar: { storeName: 'كازا نوفا للتصميم الداخلي', description: 'أثاث وقطع ديكور مختارة لمنازل دبي، مع توصيل وتركيب داخل الإمارات.' } },
  'marble-and-tap': { ar: { storeName: 'ماربل آند تاب', description: 'بلاط ورخام وأدوات صحية من الشارقة، بأسعار المورّد وتوصيل إلى جميع الإمارات.' } },
  'voltline-electronics': { ar: { storeName: 'فولت لاين للإلكترونيات', description: 'أجهزة منزلية وإلكترونيات بضمان الوكيل من دبي.' } },
  'margalla-realty': { ur: { storeName: 'مارگلہ ریئلٹی', description: 'اسلام آباد اور راولپنڈی میں گھروں، پلاٹوں اور کرائے کی جائیداد کے لیے قابلِ اعتماد رئیل اسٹیٹ ایجنسی۔' } },
  'ravi-homes': { ur: { storeName: 'راوی ہومز اینڈ پلاٹس', description: 'لاہور کی معروف ہاؤسنگ سوسائٹیوں میں گھر اور پلاٹ، مکمل دستاویزات کے ساتھ۔' } },
  'clifton-bay-properties': { ur: { storeName: 'کلفٹن بے پراپرٹیز', description: 'کراچی کے کلفٹن، ڈی ایچ اے اور بحریہ ٹاؤن میں اپارٹمنٹس اور بنگلے۔' } },
  'lahore-loom-and-timber': { ur: { storeName: 'لاہور لوم اینڈ ٹمبر', description: 'لاہور کے کاریگروں کا بنا ہوا ٹھوس لکڑی کا فرنیچر اور ہاتھ سے بُنے قالین۔' } },
  'chroma-paint-house': { ur: { storeName: 'کروما پینٹ ہاؤس', description: 'کراچی سے اندرونی اور بیرونی دیواروں کے لیے معیاری پینٹ اور رنگوں کا مشورہ۔' } },
  'atelier-noor': { ur: { storeName: 'آتیلیے نور', description: 'اسلام آباد کی آرٹ گیلری: پاکستانی مصوروں کے فن پارے اور خطاطی۔' } },
  'digital-bazaar': { ur: { storeName: 'ڈیجیٹل بازار', description: 'لاہور سے الیکٹرانکس اور گھریلو آلات، کمپنی کی وارنٹی کے ساتھ۔' } },
  'quickfix-supplies': { ur: { storeName: 'کوئیک فکس سپلائیز', description: 'راولپنڈی سے بجلی اور پلمبنگ کا سامان۔' } },
};

/** Places as the portals of each market write them. */
const PLACES: Record<string, Record<Language, string>> = {
  'Dubai': { ar: 'دبي', ur: 'دبئی' }, 'Sharjah': { ar: 'الشارقة', ur: 'شارجہ' },
  'Dubai Hills Estate': { ar: 'دبي هيلز استيت', ur: 'دبئی ہلز اسٹیٹ' }, 'Palm Jumeirah': { ar: 'نخلة جميرا', ur: 'پام جمیرا' },
  'Dubai Marina': { ar: 'دبي مارينا', ur: 'دبئی مرینا' }, 'Downtown Dubai': { ar: 'وسط مدينة دبي', ur: 'ڈاؤن ٹاؤن دبئی' },
  'Arabian Ranches': { ar: 'المرابع العربية', ur: 'عریبین رینچز' }, 'Jumeirah Village Circle': { ar: 'قرية جميرا الدائرية', ur: 'جمیرا ولیج سرکل' },
  'Business Bay': { ar: 'الخليج التجاري', ur: 'بزنس بے' }, 'Dubai Creek Harbour': { ar: 'مرسى خور دبي', ur: 'دبئی کریک ہاربر' },
  'Islamabad': { ar: 'إسلام آباد', ur: 'اسلام آباد' }, 'Lahore': { ar: 'لاهور', ur: 'لاہور' }, 'Karachi': { ar: 'كراتشي', ur: 'کراچی' },
  'Rawalpindi': { ar: 'روالبندي', ur: 'راولپنڈی' },
  'F-7': { ar: 'قطاع F-7', ur: 'ایف سیون' }, 'E-11': { ar: 'قطاع E-11', ur: 'ای الیون' }, 'B-17': { ar: 'قطاع B-17', ur: 'بی سترہ' },
  'DHA Phase 2': { ar: 'هيئة الإسكان الدفاعي المرحلة 2', ur: 'ڈی ایچ اے فیز 2' }, 'DHA Phase 6': { ar: 'هيئة الإسكان الدفاعي المرحلة 6', ur: 'ڈی ایچ اے فیز 6' },
  'DHA Phase 8': { ar: 'هيئة الإسكان الدفاعي المرحلة 8', ur: 'ڈی ایچ اے فیز 8' },
  'Bahria Town Phase 7': { ar: 'بحرية تاون المرحلة 7', ur: 'بحریہ ٹاؤن فیز 7' }, 'Bahria Town Lahore': { ar: 'بحرية تاون لاهور', ur: 'بحریہ ٹاؤن لاہور' },
  'Bahria Town Karachi': { ar: 'بحرية تاون كراتشي', ur: 'بحریہ ٹاؤن کراچی' }, 'Gulberg Greens': { ar: 'غولبرغ غرينز', ur: 'گلبرگ گرینز' },
  'Park View City': { ar: 'بارك فيو سيتي', ur: 'پارک ویو سٹی' }, 'Gulberg III': { ar: 'غولبرغ 3', ur: 'گلبرگ تھری' },
  'Model Town': { ar: 'موديل تاون', ur: 'ماڈل ٹاؤن' }, 'Johar Town': { ar: 'جوهر تاون', ur: 'جوہر ٹاؤن' }, 'Lake City': { ar: 'ليك سيتي', ur: 'لیک سٹی' },
  'Clifton Block 5': { ar: 'كليفتون بلوك 5', ur: 'کلفٹن بلاک 5' }, 'Gulshan-e-Iqbal': { ar: 'غلشن إقبال', ur: 'گلشنِ اقبال' },
  'Emaar Crescent Bay': { ar: 'إعمار كريسنت باي', ur: 'ایمار کریسنٹ بے' },
};

const place = (name: string | null, language: Language) => (name ? (PLACES[name]?.[language] ?? name) : null);

interface PropertyFacts {
  category: string;
  beds: number | null;
  baths: number | null;
  areaSqft: number | null;
  city: string | null;
  neighbourhood: string | null;
  purpose: string | null;
  completionStatus: string | null;
  handoverDate: Date | null;
}

/** What the listing is, as a portal's title names it. */
function kindOf(p: PropertyFacts, language: Language): string {
  const ar: Record<string, string> = { 'Villas': 'فيلا', 'Plots': 'قطعة أرض', 'Luxury Apartments': 'شقة فاخرة' };
  const ur: Record<string, string> = { 'Villas': 'ولا', 'Plots': 'پلاٹ', 'Luxury Apartments': 'لگژری اپارٹمنٹ' };
  if (language === 'ar') return ar[p.category] ?? (p.beds && p.beds >= 4 ? 'منزل' : 'شقة');
  return ur[p.category] ?? (p.beds && p.beds >= 4 ? 'گھر' : 'اپارٹمنٹ');
}

function propertyTexts(p: PropertyFacts, language: Language): { name: string; description: string } {
  const where = [place(p.neighbourhood, language), place(p.city, language)].filter(Boolean).join(language === 'ar' ? '، ' : '، ');
  const kind = kindOf(p, language);
  const plot = p.category === 'Plots';
  const rent = p.purpose === 'RENT';
  const offPlan = p.completionStatus === 'OFF_PLAN';
  const area = p.areaSqft ? p.areaSqft.toLocaleString('en-US') : null;
  const handover = p.handoverDate ? `${p.handoverDate.getUTCFullYear()}` : null;
  if (language === 'ar') {
    const rooms = !plot && p.beds ? `${kind} ${p.beds === 1 ? 'بغرفة نوم واحدة' : p.beds === 2 ? 'بغرفتي نوم' : `من ${p.beds} غرف نوم`}` : kind;
    const name = `${rooms} ${rent ? 'للإيجار' : 'للبيع'} في ${where}`;
    const sentences = [
      plot ? `${kind} سكنية في ${where}${area ? ` بمساحة ${area} قدم مربع` : ''}، جاهزة للبناء وبملكية موثّقة.` : `${rooms} في ${where}${area ? ` بمساحة ${area} قدم مربع` : ''}${p.baths ? ` و${p.baths} ${p.baths === 1 ? 'حمّام' : 'حمّامات'}` : ''}.`,
      offPlan ? `مشروع على الخارطة بخطة سداد ميسّرة، والتسليم المتوقع في ${handover ?? 'موعد يحدده المطوّر'}.` : plot ? 'موقع مميز قريب من الطرق الرئيسية والخدمات.' : 'العقار جاهز للسكن، قريب من المدارس والمراكز التجارية والطرق الرئيسية.',
      rent ? 'الإيجار سنوي أو شهري حسب الاتفاق، وتُطلب وديعة تأمين.' : 'للاستفسار أو حجز موعد معاينة، تواصل معنا عبر الموقع.',
    ];
    return { name, description: sentences.join(' ') };
  }
  const rooms = !plot && p.beds ? `${p.beds} بیڈروم ${kind}` : kind;
  const name = `${where} میں ${rooms} ${rent ? 'کرائے کے لیے' : 'برائے فروخت'}`;
  const sentences = [
    plot ? `${where} میں${area ? ` ${area} مربع فٹ کا` : ''} رہائشی ${kind}، تعمیر کے لیے تیار اور مکمل دستاویزات کے ساتھ۔` : `${where} میں${area ? ` ${area} مربع فٹ پر مشتمل` : ''} ${rooms}${p.baths ? `، ${p.baths} باتھ روم` : ''}۔`,
    offPlan ? `زیرِ تعمیر منصوبہ، آسان اقساط کے ساتھ؛ قبضہ متوقع ${handover ?? 'ڈویلپر کے شیڈول کے مطابق'}۔` : plot ? 'مرکزی شاہراہوں اور بنیادی سہولیات کے قریب بہترین لوکیشن۔' : 'فوری رہائش کے لیے تیار، اسکولوں، مارکیٹوں اور مرکزی سڑکوں کے قریب۔',
    rent ? 'کرایہ ماہانہ، ایڈوانس اور سیکیورٹی ڈپازٹ حسبِ معاہدہ۔' : 'مزید معلومات یا معائنے کا وقت طے کرنے کے لیے ہم سے رابطہ کریں۔',
  ];
  return { name, description: sentences.join(' ') };
}

/** After the demo rows are written: their Arabic and Urdu texts, in the same transaction. */
export async function insertDemoTranslations(tx: Tx): Promise<number> {
  const categories = await tx.category.findMany({ select: { id: true, name: true } });
  const categoryRows = categories.flatMap((c) => (CATEGORY_NAMES[c.name] ? (['ar', 'ur'] as const).map((language) => ({ categoryId: c.id, language, name: CATEGORY_NAMES[c.name]![language] })) : []));
  await tx.categoryTranslation.createMany({ data: categoryRows });

  const vendors = await tx.vendor.findMany({ where: { storeId: { in: Object.keys(STORES) } }, select: { id: true, storeId: true } });
  await tx.vendorTranslation.createMany({ data: vendors.flatMap((v) => Object.entries(STORES[v.storeId]!).map(([language, texts]) => ({ vendorId: v.id, language, ...texts }))) });

  const properties = await tx.product.findMany({
    where: { catalogue: 'REAL_ESTATE', countryCode: { in: ['AE', 'PK'] } },
    select: { id: true, countryCode: true, beds: true, baths: true, areaSqft: true, city: true, neighbourhood: true, purpose: true, completionStatus: true, handoverDate: true, category: { select: { name: true } } },
  });
  const productRows = properties.flatMap((p) => {
    const facts = { ...p, category: p.category.name };
    const languages: Language[] = p.countryCode === 'PK' ? ['ur', 'ar'] : ['ar'];
    return languages.map((language) => ({ productId: p.id, language, ...propertyTexts(facts, language) }));
  });
  await tx.productTranslation.createMany({ data: productRows });
  return productRows.length;
}
