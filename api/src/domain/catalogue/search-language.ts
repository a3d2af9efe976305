// The text pipeline of search, per language (issue 34, item 5): how a query's text is normalised
// and cut into words, which words carry no meaning of their own, how numbers are written in words,
// and the other forms of a word (plural/singular). search-plan.ts asks `searchLanguages` and never
// names a language, so another one (Arabic and Urdu for issue 35: alef and yeh forms folded, both
// scripts, Eastern Arabic digits) plugs in by adding an entry here, without touching the engine.
import { ARABIC_URDU_FILLER_WORDS, arabicOtherForms, foldArabicLetters } from './search-arabic.ts';

export interface SearchLanguage {
  name: string;
  /**
   * Folds the spellings a script allows into one, for queries and indexed text alike (run after
   * Unicode NFKC and lower-casing). English has nothing to fold.
   */
  foldLetters(text: string): string;
  /** Words that only join others ("in", "for", "the"): a query is not asked to match them on their own. */
  fillerWords: ReadonlySet<string>;
  /** Number words and the digits they stand for ("two" -> "2"). */
  numberWords: ReadonlyMap<string, string>;
  /** Other forms of a word the catalogue may use: "shelves" -> ["shelf"], "boxes" -> ["box"]. */
  otherForms(word: string): string[];
}

const ENGLISH_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export const english: SearchLanguage = {
  name: 'English',
  foldLetters: (text) => text,
  fillerWords: new Set(['a', 'an', 'the', 'in', 'on', 'at', 'of', 'for', 'with', 'and', 'or', 'to', 'near', 'by', 'from', 'my', 'me', 'i', 'want', 'need', 'buy', 'cheap', 'best', 'good', 'some']),
  numberWords: new Map(ENGLISH_NUMBERS.map((word, n) => [word, String(n)])),
  otherForms(word) {
    if (word.length < 4 || !/^\p{L}+$/u.test(word)) return [];
    const forms: string[] = [];
    if (word.endsWith('ves')) forms.push(word.slice(0, -3) + 'f', word.slice(0, -3) + 'fe');
    if (word.endsWith('ies')) forms.push(word.slice(0, -3) + 'y');
    else if (/(?:ses|xes|zes|ches|shes)$/.test(word)) forms.push(word.slice(0, -2));
    else if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
    return forms;
  },
};

/**
 * Arabic and Urdu (issue 35): letters folded, joining words and a word without Arabic's article
 * (search-arabic.ts). What their words mean in English and each other (places, kinds of home and
 * product) is the product's word list (search-words.ts). No number words: vendors write digits
 * (any of the three kinds fold to 0-9), and every number word is also tried for a digit typed,
 * which would triple the alternatives of every size and count query.
 */
export const arabicAndUrdu: SearchLanguage = {
  name: 'Arabic and Urdu',
  foldLetters: foldArabicLetters,
  fillerWords: ARABIC_URDU_FILLER_WORDS,
  numberWords: new Map(),
  otherForms: arabicOtherForms,
};

/** Every language the search reads, in the order their rules apply. */
export const searchLanguages: readonly SearchLanguage[] = [english, arabicAndUrdu];

/** Each language's letters folded (after lower case): the one rule the query and the indexed text (search-text.ts) share. */
export function foldLetters(text: string): string {
  let folded = text;
  for (const language of searchLanguages) folded = language.foldLetters(folded);
  return folded;
}

/** The text as search compares it: NFKC, lower case, each language's letters folded. */
export function normaliseText(text: string): string {
  return foldLetters(text.normalize('NFKC').toLowerCase());
}

/** Whether a word only joins others in some language. */
export const isFillerWord = (word: string) => searchLanguages.some((language) => language.fillerWords.has(word));

/** The digits a number word stands for ("seven" -> "7"), or null. */
export function numberOfWord(word: string): string | null {
  for (const language of searchLanguages) {
    const digits = language.numberWords.get(word);
    if (digits !== undefined) return digits;
  }
  return null;
}

/** The number words for digits ("7" -> ["seven"]). */
export function wordsOfNumber(digits: string): string[] {
  return searchLanguages.flatMap((language) => [...language.numberWords].filter(([, n]) => n === digits).map(([word]) => word));
}

/** Other forms of a word in every language (singular of a plural, ...). */
export const otherForms = (word: string) => [...new Set(searchLanguages.flatMap((language) => language.otherForms(word)))].filter((form) => form !== word);
