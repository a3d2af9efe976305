// A query's words as the search reads them (issue 20): tokens (a word, or a number with its unit in
// any spelling) and the tsquery text for to_tsquery('simple', ...) they are matched by. Pure
// functions, no database; search-plan.ts builds the plan from these.
import { normaliseText, numberOfWord, wordsOfNumber } from './search-language.ts';

// ---- units ----

/**
 * Units written after a number, each with the spellings that mean it. A number and its unit are
 * found however they are written: "16gb", "16 gb", "16-GB" and "16 gigabytes" are the same
 * query, and each finds "16 GB" and "16GB" in product text. Multi-word spellings are phrases.
 * Arabic and Urdu spellings (issue 35) sit with the English ones: "٣ غرف" is "3 bed".
 */
const UNIT_SPELLINGS: string[][] = [
  ['gb', 'gig', 'gigs', 'gigabyte', 'gigabytes'],
  ['tb', 'terabyte', 'terabytes'],
  ['mb', 'megabyte', 'megabytes'],
  ['inch', 'inches', 'in', 'انچ', 'بوصة'],
  ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  ['m', 'metre', 'metres', 'meter', 'meters'],
  ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'كيلو', 'کلو', 'كغ', 'کلوگرام'],
  ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'لتر', 'لیٹر'],
  ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  ['w', 'watt', 'watts'],
  ['kw', 'kilowatt', 'kilowatts'],
  ['sqft', 'sq ft', 'sft', 'square feet', 'square foot', 'sq feet', 'قدم مربع', 'مربع فٹ'],
  ['sqm', 'sq m', 'square metre', 'square metres', 'square meter', 'square meters', 'm2', 'متر مربع', 'مربع میٹر'],
  ['bed', 'beds', 'bedroom', 'bedrooms', 'bhk', 'br', 'غرف', 'غرفة', 'غرف نوم', 'بیڈ', 'بیڈروم', 'کمرے', 'کمروں'],
  ['bath', 'baths', 'bathroom', 'bathrooms', 'حمام', 'حمامات', 'باتھ روم'],
  ['kanal', 'kanals', 'کنال'],
  ['marla', 'marlas', 'مرلہ', 'مرلے'],
  ['hz', 'hertz'],
  ['mah'],
];

/** The units as the query's words are compared (Arabic and Urdu letters folded: search-language.ts). */
export const UNITS: string[][] = UNIT_SPELLINGS.map((spellings) => [...new Set(spellings.map(normaliseText))]);

/** Each spelling (as words) -> the spellings of its unit. */
const UNIT_BY_SPELLING = new Map<string, string[]>(UNITS.flatMap((spellings) => spellings.map((s) => [s, spellings] as [string, string[]])));
const LONGEST_UNIT_WORDS = Math.max(...UNITS.flat().map((s) => s.split(' ').length));

export const NUMBER = /^\d+(?:\.\d+)?$/;
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)(\p{L}[\p{L}\d]*)$/u;

/** Lower-cased words of a query: letters and digits, a decimal point kept inside a number, and `"` after a number read as inch. */
export function tokenize(query: string, maxWords: number): string[] {
  return normaliseText(query)
    .replace(/(\d)\s*(?:"|”|″|'')/g, '$1 inch ')
    .replace(/(\d)[.](?=\d)/g, '$1\uE000')
    .replace(/[^\p{L}\p{N}\uE000]+/gu, ' ')
    .replace(/\uE000/g, '.')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, maxWords);
}

// ---- tsquery text ----

/** A lexeme for to_tsquery('simple', ...): quoted, so the parser splits it as it split the indexed text. */
export const lexeme = (word: string, prefix = false) => `'${word.replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
export const phrase = (words: string[]) => (words.length === 1 ? lexeme(words[0]) : `(${words.map((w) => lexeme(w)).join(' <-> ')})`);
export const anyOf = (alternatives: string[]) => {
  const unique = [...new Set(alternatives)];
  return unique.length === 1 ? unique[0] : `(${unique.join(' | ')})`;
};
export const allOf = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`);

/** A number with thousands grouped as the indexed text splits it ("18000" -> 18 <-> 000). */
export function numberForms(n: string): string[] {
  const forms = [lexeme(n), ...wordsOfNumber(n).map((word) => lexeme(word))];
  const [whole, fraction] = n.split('.');
  if (!fraction && whole.length > 3) {
    const groups: string[] = [];
    for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
    forms.push(phrase(groups));
  }
  return forms;
}

/** A tsquery text that is one plain lexeme of letters and digits (one position wide, no phrase inside). */
const isPlainLexeme = (text: string) => /^'[\p{L}\p{N}]+'$/u.test(text);

/**
 * Every way a number and a unit can be written in product text: each form of the number
 * followed by each spelling of the unit, or both joined ("4bed").
 *
 * The one-word forms are written once as `(4 | four) <-> (bed | beds | ...)` rather than as every
 * pair (`(4 <-> bed) | (4 <-> beds) | (four <-> bed) ...`): the same rows match (a phrase of two
 * single lexemes, each any of a set), in a query half the size ("4 bed": 52 operands in 26 phrases
 * become 14 in one, besides the joined forms). PostgreSQL tests the whole query for every candidate
 * row (the GIN index's check, the phrase recheck, the score), so at 100k products the match of
 * "4 bed house" took about half the CPU (docs/decisions/search-latency-units.md).
 * Forms of more than one word (18 <-> 000, غرف <-> نوم) keep a pair each, so no phrase of another
 * width sits inside an OR under a phrase; a number with one plain form (16 <-> gb, 16 <-> gigabytes)
 * keeps its pairs, as before (few: the grouping pays where a number also has words, 4 or four).
 * The set of lexemes is the same, so ts_rank is too.
 */
export function unitQuery(n: string, spellings: string[]): string {
  const numbers = numberForms(n);
  const units = spellings.map((spelling) => phrase(spelling.split(' ')));
  const [plainNumbers, plainUnits] = [numbers.filter(isPlainLexeme), units.filter(isPlainLexeme)];
  const alternatives: string[] = [];
  const grouped = plainNumbers.length > 1 && plainUnits.length > 1;
  if (grouped) alternatives.push(`(${anyOf(plainNumbers)} <-> ${anyOf(plainUnits)})`);
  for (const number of numbers) {
    for (const unit of units) if (!(grouped && isPlainLexeme(number) && isPlainLexeme(unit))) alternatives.push(`(${number} <-> ${unit})`);
  }
  for (const spelling of spellings) if (!spelling.includes(' ')) alternatives.push(lexeme(n + spelling));
  return anyOf(alternatives);
}
/** One token of the query: a plain word, or a number with its unit. */
export type Token = { kind: 'word'; word: string; isLast: boolean } | { kind: 'unit'; number: string; spellings: string[]; text: string };

/** Reads units out of the query words: "16gb", "16 gb", "18000 sq ft" (as typed) become one token each. */
export function readTokens(words: string[]): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const joined = NUMBER_WITH_UNIT.exec(word);
    if (joined && UNIT_BY_SPELLING.has(joined[2])) {
      tokens.push({ kind: 'unit', number: joined[1], spellings: UNIT_BY_SPELLING.get(joined[2])!, text: word });
      continue;
    }
    const number = NUMBER.test(word) ? word : numberOfWord(word);
    if (number !== null) {
      let matched = 0;
      for (let n = Math.min(LONGEST_UNIT_WORDS, words.length - i - 1); n >= 1 && !matched; n--) {
        if (UNIT_BY_SPELLING.has(words.slice(i + 1, i + 1 + n).join(' '))) matched = n;
      }
      if (matched) {
        const spelling = words.slice(i + 1, i + 1 + matched).join(' ');
        tokens.push({ kind: 'unit', number, spellings: UNIT_BY_SPELLING.get(spelling)!, text: `${word} ${spelling}` });
        i += matched;
        continue;
      }
    }
    tokens.push({ kind: 'word', word, isLast: i === words.length - 1 });
  }
  return tokens;
}
