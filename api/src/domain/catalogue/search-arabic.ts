// Arabic and Urdu letters for search (issue 35, prepared in issue 34): the spellings both scripts
// allow for one word are folded into one, for the indexed text and the query alike, so a shopper
// who types a bare alef finds a name written with hamza above it, and an Urdu keyboard's heh and
// yeh find the Arabic ones. A pure function: search-language.ts runs it after NFKC and lower case.

/** Letters folded into one: each form -> the letter it is compared as. */
const LETTERS: Record<string, string> = {
  // Alef with hamza above or below, with madda, alef wasla -> bare alef.
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  // Hamza on waw / on yeh -> waw / yeh.
  '\u0624': '\u0648',
  '\u0626': '\u064A',
  // Alef maksura, Farsi/Urdu yeh, Urdu yeh barree (and with hamza) -> yeh.
  '\u0649': '\u064A',
  '\u06CC': '\u064A',
  '\u06D2': '\u064A',
  '\u06D3': '\u064A',
  // Teh marbuta, Urdu heh goal, heh doachashmee, teh marbuta goal -> heh.
  '\u0629': '\u0647',
  '\u06C1': '\u0647',
  '\u06BE': '\u0647',
  '\u06C3': '\u0647',
  // Keheh (the Urdu and Persian kaf) -> kaf.
  '\u06A9': '\u0643',
};

/**
 * Dropped: the harakat and other Arabic marks (fathatan to sukun, superscript alef, Quranic
 * marks), tatweel (the stretching line) and a hamza standing alone, which shoppers type or leave
 * out at will.
 */
const DROPPED = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u0621]/g;

/** Eastern Arabic (٠-٩) and Persian/Urdu (۰-۹) digits -> 0-9. */
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

const FOLDED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Arabic and Urdu text as search compares it; text in other scripts is returned unchanged. */
export function foldArabicLetters(text: string): string {
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  return text
    .replace(DROPPED, '')
    .replace(FOLDED, (c) => LETTERS[c])
    .replace(DIGITS, (c) => {
      const code = c.codePointAt(0)!;
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    });
}

/** Folds each of a list of words (written here as shoppers spell them, compared folded). */
const folded = (words: string[]) => words.map(foldArabicLetters);

/**
 * Words that only join others: Arabic في من على إلى مع و عن أو (in, from, on, to, with, and,
 * about, or) and Urdu میں کے کی کا کو سے پر اور لیے برائے والا والی (in, of, to, from, on, and,
 * for, with). A query is not asked to match them on their own ("فيلا في دبي", "لاہور میں گھر").
 */
export const ARABIC_URDU_FILLER_WORDS: ReadonlySet<string> = new Set(
  folded(['في', 'من', 'على', 'إلى', 'الى', 'مع', 'و', 'عن', 'أو', 'او', 'میں', 'کے', 'کی', 'کا', 'کو', 'سے', 'پر', 'اور', 'لیے', 'لئے', 'برائے', 'والا', 'والی', 'والے']),
);

/** Arabic's article and the particles written onto it: "الشارقة" is "شارقة", "للإيجار" is "إيجار". */
const ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)/;
/** Letters a word keeps after its article for the bare form to be a word of its own. */
const MIN_BARE_LETTERS = 3;

/** Other forms of a (folded) Arabic word: without its article. Urdu has no article; other scripts none here. */
export function arabicOtherForms(word: string): string[] {
  const bare = word.replace(ARTICLE, '');
  return bare !== word && bare.length >= MIN_BARE_LETTERS ? [bare] : [];
}
