// The products table's stock cell (StockCell.tsx) shows rules/stock.ts's and its save's English
// refusals in the dashboard's language by finding them, by value, among the dashboardProducts
// messages (hooks/useServerTextIn.ts). A text changed on one side only would reach an Arabic or
// Urdu page in English: these cases catch it, with the texts the rule and the save write.
import { describe, expect, it } from 'vitest';
import { parseStock, StockRuleError } from '@rules/stock.ts';
import { STOCK_SAVE_FAILED } from './useSetProductStockMutation.ts';
import { messages as english } from '../../lib/i18n/compiled/en/dashboardProducts.ts';
import { messages as arabic } from '../../lib/i18n/compiled/dashboard-ar.ts';
import { messages as urdu } from '../../lib/i18n/compiled/dashboard-ur.ts';
import { formatMessage } from '../../lib/i18n/format.ts';
import { matchIn, patternsOf } from '../../lib/i18n/text-patterns.ts';

function translated(text: string): [string, string] | null {
  const found = matchIn(patternsOf(english), text);
  return found && [formatMessage('ar', arabic[found.id]!, found.values), formatMessage('ur', urdu[found.id]!, found.values)];
}

describe("the stock cell's refusals in Arabic and Urdu", () => {
  it('finds the stock rule, its limit kept, and a failed save', () => {
    let rule = '';
    try {
      parseStock('2000000');
    } catch (error) {
      if (error instanceof StockRuleError) rule = error.message;
    }
    expect(translated(rule)).toEqual(['يجب أن يكون المخزون عددًا صحيحًا من 0 إلى 1000000، أو فارغًا ليصبح «غير متتبَّع».', 'اسٹاک 0 سے 1000000 تک کا پورا عدد ہونا چاہیے، یا «ٹریک نہیں کیا جا رہا» کے لیے خالی چھوڑ دیں۔']);
    expect(translated(STOCK_SAVE_FAILED)).toEqual(['تعذّر حفظ المخزون. يُرجى المحاولة مرة أخرى.', 'اسٹاک محفوظ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔']);
  });
});
