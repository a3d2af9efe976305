// The product form shows the rules' English texts (rules/product.ts, listing-details.ts,
// translations-input.ts, media.ts) in the dashboard's language by finding them, by value, among the
// dashboardProductRules and dashboardMediaUpload messages (hooks/useServerTextIn.ts). A rule whose
// text changes without its message would reach an Arabic page in English: these cases catch it,
// with texts the rules themselves write.
import { describe, expect, it } from 'vitest';
import { checkImageSelection } from '../media-selection.ts';
import { checkProductDraft, ProductRuleError, type ProductDraft } from '@rules/index.ts';
import { messages as englishRules } from './compiled/en/dashboardProductRules.ts';
import { messages as englishUpload } from './compiled/en/dashboardMediaUpload.ts';
import { messages as dashboardArabic } from './compiled/dashboard-ar.ts';
import { messages as dashboardUrdu } from './compiled/dashboard-ur.ts';
import { formatMessage } from './format.ts';
import { matchIn, patternsOf } from './text-patterns.ts';

const VALID: ProductDraft = { name: 'Villa', price: '10', description: 'A villa', category: 'Villas', images: ['a.jpg'], beds: '1', baths: '1', area: '100' };
const long = (length: number) => 'x'.repeat(length);

/** Each broken draft, as the form or a client sends it: one rule of the form's each. */
const BROKEN: Partial<ProductDraft>[] = [
  { name: '' },
  { name: long(201) },
  { price: '' },
  { price: '1.234' },
  { price: '0' },
  { price: '9999999999999' },
  { price: '1e3' },
  { description: '' },
  { description: long(20_001) },
  { category: '' },
  { images: [] },
  { images: Array.from({ length: 21 }, (_, i) => `${i}.jpg`) },
  { discountedPrice: '20' },
  { discountedPrice: '0' },
  { discountedPrice: '1.001' },
  { beds: '' },
  { baths: '' },
  { area: '' },
  { beds: '1001' },
  { baths: '2.5' },
  { area: '100000001' },
  { amenities: ['Helipad'] },
  { purpose: 'SWAP' },
  { purpose: 'SALE', rentPeriod: 'MONTH' },
  { purpose: 'RENT', rentPeriod: 'WEEK' },
  { completionStatus: 'SOON' },
  { completionStatus: 'OFF_PLAN', handoverDate: '' },
  { completionStatus: 'OFF_PLAN', handoverDate: '2027-02-30' },
  { completionStatus: 'OFF_PLAN', handoverDate: '2200-01-01' },
  { completionStatus: 'READY', handoverDate: '2027-06-30' },
  { city: long(101) },
  { neighbourhood: long(101) },
  { countryCode: 'FR' },
  { latitude: '91', longitude: '0' },
  { latitude: '0', longitude: '181' },
  { latitude: '25.1', longitude: '' },
  { translations: { ar: { name: long(201) } } },
  { translations: { ur: { description: long(20_001) } } },
];

function ruleText(changes: Partial<ProductDraft>): string {
  try {
    checkProductDraft({ ...VALID, ...changes }, 'REAL_ESTATE', 'create');
  } catch (error) {
    if (error instanceof ProductRuleError) return error.message;
    throw error;
  }
  throw new Error(`no rule refused ${JSON.stringify(changes).slice(0, 80)}`);
}

/** The English text in Arabic and in Urdu through the namespace's messages; null when no message matches it. */
function translated(english: typeof englishRules | typeof englishUpload, text: string): [string, string] | null {
  const found = matchIn(patternsOf(english), text);
  if (!found) return null;
  return [formatMessage('ar', dashboardArabic[found.id]!, found.values), formatMessage('ur', dashboardUrdu[found.id]!, found.values)];
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe("the product form's rule texts in Arabic and Urdu", () => {
  it('finds every text the product rules write and says it in both languages, numbers kept', () => {
    const texts = BROKEN.map(ruleText);
    expect(new Set(texts).size).toBe(BROKEN.length);
    const missing = texts.filter((text) => !translated(englishRules, text));
    expect(missing).toEqual([]);
    for (const text of texts) expect(translated(englishRules, text)!.every((said) => ARABIC_SCRIPT.test(said) && !said.includes(text)), text).toBe(true);
    expect(translated(englishRules, ruleText({ name: long(201) }))).toEqual(['يمكن أن يتكون اسم المنتج من 200 حرف على الأكثر.', 'پروڈکٹ کا نام زیادہ سے زیادہ 200 حروف کا ہو سکتا ہے۔']);
  });

  it("finds the upload selection's refusals, the file's name kept", () => {
    const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
    const refusals = [
      checkImageSelection([file('notes.txt', 'text/plain')]).error,
      checkImageSelection(Array.from({ length: 21 }, (_, i) => file(`${i}.png`, 'image/png'))).error,
      checkImageSelection([file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)]).error,
    ];
    expect(refusals.map((text) => translated(englishUpload, text!)?.[0])).toEqual(['يُرجى اختيار ملفات صور فقط.', 'يمكنك اختيار 20 صورة على الأكثر.', 'حجم «huge.jpg» أكبر من 10 ميغابايت.']);
  });
});
