// The forgiving search's plan (issue 20): pure functions that turn a query's words, what the
// dictionary knows of them (search_terms) and the synonym groups into three tsquery texts for
// to_tsquery('simple', ...). No database here: search.ts asks the dictionary once and calls these.
import { isFillerWord, normaliseText, numberOfWord, otherForms, wordsOfNumber } from './search-language.ts';

/** Edits (Damerau/OSA: a swap of two neighbouring letters is one) a word of this length may carry. */
export function allowedEdits(word: string): number {
  if (!/^\p{L}+$/u.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Words of 4+ letters are also found inside longer words ("chair" in "armchair"). */
export const MIN_INFIX_LENGTH = 4;
/** A 3-letter word is found at the end of a compound of a 3+ letter word and itself ("tub" in "bathtub", "pan" in "saucepan"). */
export const MIN_SUFFIX_LENGTH = 3;
/** Parts of a split word ("bath" + "tub") must each be a known word of at least this length. */
const MIN_PART_LENGTH = 3;
/** At most this many longer words an infix brings in per query word (shortest first). */
const MAX_INFIX_TERMS = 24;
/** At most this many misspelling candidates per query word (closest first). */
const MAX_TYPO_TERMS = 8;

/**
 * Optimal string alignment distance (Damerau-Levenshtein where no substring is edited twice):
 * insertions, deletions, substitutions and transpositions of adjacent letters each count one.
 * Stops early (answers max + 1) once the distance must exceed `max`.
 */
export function osaDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

// ---- units ----

/**
 * Units written after a number, each with the spellings that mean it. A number and its unit are
 * found however they are written: "16gb", "16 gb", "16-GB" and "16 gigabytes" are the same
 * query, and each finds "16 GB" and "16GB" in product text. Multi-word spellings are phrases.
 */
export const UNITS: string[][] = [
  ['gb', 'gig', 'gigs', 'gigabyte', 'gigabytes'],
  ['tb', 'terabyte', 'terabytes'],
  ['mb', 'megabyte', 'megabytes'],
  ['inch', 'inches', 'in'],
  ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  ['m', 'metre', 'metres', 'meter', 'meters'],
  ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  ['l', 'litre', 'litres', 'liter', 'liters', 'ltr'],
  ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  ['w', 'watt', 'watts'],
  ['kw', 'kilowatt', 'kilowatts'],
  ['sqft', 'sq ft', 'sft', 'square feet', 'square foot', 'sq feet'],
  ['sqm', 'sq m', 'square metre', 'square metres', 'square meter', 'square meters', 'm2'],
  ['bed', 'beds', 'bedroom', 'bedrooms', 'bhk', 'br'],
  ['bath', 'baths', 'bathroom', 'bathrooms'],
  ['kanal', 'kanals'],
  ['marla', 'marlas'],
  ['hz', 'hertz'],
  ['mah'],
];

/** Each spelling (as words) -> the spellings of its unit. */
const UNIT_BY_SPELLING = new Map<string, string[]>(UNITS.flatMap((spellings) => spellings.map((s) => [s, spellings] as [string, string[]])));
const LONGEST_UNIT_WORDS = Math.max(...UNITS.flat().map((s) => s.split(' ').length));

const NUMBER = /^\d+(?:\.\d+)?$/;
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
const phrase = (words: string[]) => (words.length === 1 ? lexeme(words[0]) : `(${words.map((w) => lexeme(w)).join(' <-> ')})`);
const anyOf = (alternatives: string[]) => {
  const unique = [...new Set(alternatives)];
  return unique.length === 1 ? unique[0] : `(${unique.join(' | ')})`;
};
const allOf = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`);

/** A number with thousands grouped as the indexed text splits it ("18000" -> 18 <-> 000). */
function numberForms(n: string): string[] {
  const forms = [lexeme(n), ...wordsOfNumber(n).map((word) => lexeme(word))];
  const [whole, fraction] = n.split('.');
  if (!fraction && whole.length > 3) {
    const groups: string[] = [];
    for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
    forms.push(phrase(groups));
  }
  return forms;
}

/** Every way a number and a unit can be written in product text. */
function unitQuery(n: string, spellings: string[]): string {
  const alternatives: string[] = [];
  for (const number of numberForms(n)) {
    for (const spelling of spellings) alternatives.push(`(${number} <-> ${phrase(spelling.split(' '))})`);
  }
  for (const spelling of spellings) if (!spelling.includes(' ')) alternatives.push(lexeme(n + spelling));
  return anyOf(alternatives);
}

// ---- the plan ----

/** What search.ts found out about one looked-up word. */
export interface WordFacts {
  /** The dictionary holds the word itself. */
  known: boolean;
  /** Some dictionary word starts with it. */
  knownPrefix: boolean;
  /** Dictionary words near it, each with its distance (only for unknown words). */
  near: { term: string; distance: number }[];
  /** Longer dictionary words that contain it (words of 4+ letters). */
  containing: string[];
}

/** A word the dictionary lookup must answer for, and how (search.ts builds the statement from these). */
export interface Lookup {
  word: string;
  /** Whether the word is being typed (the last of the query): prefixes count. */
  isLast: boolean;
  /** Edits allowed (0: only known/prefix/infix facts). */
  edits: number;
  /** Whether longer words containing it are wanted (query words of 4+ letters; 3-letter words: words ending with it). */
  infix: boolean;
}

/** Whether known longer words containing the word are looked up: inside for 4+ letters, at the end of a compound for 3 ("tub" in "bathtub"). */
export const wantsLongerWords = (word: string) => word.length >= MIN_INFIX_LENGTH || (word.length === MIN_SUFFIX_LENGTH && /^\p{L}+$/u.test(word));

export interface SynonymGroupTerms {
  id: number;
  /** Each term as lower-cased words ("to let" -> ['to', 'let']). */
  terms: string[][];
}

/** One token of the query: a plain word, or a number with its unit. */
type Token = { kind: 'word'; word: string; isLast: boolean } | { kind: 'unit'; number: string; spellings: string[]; text: string };

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

/** The words of a query the dictionary must be asked about: each plain word, joined neighbours, and the parts of a word split in two. */
export function lookupsFor(tokens: Token[]): Lookup[] {
  const lookups = new Map<string, Lookup>();
  const add = (word: string, isLast: boolean, edits: number, infix: boolean) => {
    const seen = lookups.get(word);
    if (!seen) lookups.set(word, { word, isLast, edits, infix });
    else lookups.set(word, { word, isLast: seen.isLast || isLast, edits: Math.max(seen.edits, edits), infix: seen.infix || infix });
  };
  tokens.forEach((token, i) => {
    if (token.kind !== 'word') return;
    add(token.word, token.isLast, allowedEdits(token.word), wantsLongerWords(token.word));
    for (const form of otherForms(token.word)) add(form, false, 0, wantsLongerWords(form));
    const next = tokens[i + 1];
    if (next?.kind === 'word') {
      const joined = token.word + next.word;
      add(joined, next.isLast, allowedEdits(joined), false);
    }
    for (const [left, right] of splits(token.word)) {
      add(left, false, 0, false);
      add(right, false, 0, false);
    }
  });
  return [...lookups.values()];
}

function splits(word: string): [string, string][] {
  if (!/^\p{L}+$/u.test(word)) return [];
  const pairs: [string, string][] = [];
  for (let at = MIN_PART_LENGTH; at <= word.length - MIN_PART_LENGTH; at++) pairs.push([word.slice(0, at), word.slice(at)]);
  return pairs;
}

/** One part of the query as the ranking reads it: a word, a number with its unit, or a phrase with its meanings. */
export interface PlanSlot {
  /** Every way of matching this part (tsquery text). */
  match: string;
  /** This part as typed, the last word as a prefix: what ranks a row a little above one found only by forgiveness. */
  literal: string;
  /** It names a kind of home (house, villa, flat, plot...): home products are not ranked by it. */
  homeKind: boolean;
}

export interface SearchPlan {
  /** Every part matched (all words, each in every way): the query's strict reading. */
  match: string;
  /** The words exactly as typed (units in any spelling). */
  exact: string;
  /** As typed, the last word completed as a prefix. */
  prefix: string;
  /** The parts one by one: a row must match `need` of them, and is ranked by which it matches where. */
  slots: PlanSlot[];
  /** How many parts a row must match: all of 1 or 2 parts' "either" (1), 2 of 3, 3 of 4, 4 of 5 or 6... */
  need: number;
}

/** Beyond the admin's groups: what the product's word list and the thesaurus say a query phrase means. */
export interface Vocabulary {
  /** Terms (as words) a phrase of 1-3 lower-case words also means; empty when none. */
  meanings(phrase: string): string[][];
  /** Words naming a kind of home. */
  homeKinds: ReadonlySet<string>;
}

const NO_VOCABULARY: Vocabulary = { meanings: () => [], homeKinds: new Set() };
/** The longest phrase of the query looked up for meanings. */
const LONGEST_MEANING_WORDS = 3;

interface Slot extends PlanSlot {
  exact: string;
  prefix: string;
  /** A single word that only joins others ("in", "for"), with no meaning found for it. */
  filler: boolean;
}

const NO_FACTS: WordFacts = { known: false, knownPrefix: false, near: [], containing: [] };

/** Whether the query's words from `start` spell the synonym term (the query's last word may be the start of the term's last word). */
function spells(tokens: Token[], start: number, term: string[], isKnown: (word: string) => boolean): boolean {
  if (start + term.length > tokens.length) return false;
  return term.every((termWord, k) => {
    const token = tokens[start + k];
    if (token.kind !== 'word') return false;
    if (token.word === termWord) return true;
    // The word being typed: a prefix of 3+ letters of the synonym's last word.
    if (token.isLast && k === term.length - 1 && token.word.length >= 3 && termWord.startsWith(token.word)) return true;
    // A misspelt single word ("cuoch" -> "couch"); a word the dictionary knows is not misspelt.
    const edits = allowedEdits(token.word);
    return term.length === 1 && edits > 0 && !isKnown(token.word) && osaDistance(token.word, termWord, edits) <= edits;
  });
}

/** The meanings of the query's words from `start` (the longest phrase that has some), with how many words they cover. */
function meaningsAt(tokens: Token[], start: number, vocabulary: Vocabulary): { length: number; terms: string[][] } | null {
  for (let length = Math.min(LONGEST_MEANING_WORDS, tokens.length - start); length >= 1; length--) {
    const span = tokens.slice(start, start + length);
    if (!span.every((t) => t.kind === 'word')) continue;
    const words = span.map((t) => (t.kind === 'word' ? t.word : ''));
    const phrases = [words.join(' '), ...(length === 1 ? otherForms(words[0]) : [])];
    const terms = phrases.flatMap((p) => vocabulary.meanings(p)).filter((term) => term.join(' ') !== words.join(' '));
    if (terms.length) return { length, terms };
  }
  return null;
}

/**
 * The plan for a query: each word matches itself, the last one also as a prefix; a word the
 * dictionary does not know also matches known words within its allowed edits; a word of 4+
 * letters also matches longer known words containing it (3 letters: ending with it); a word also
 * matches its other forms (singular of a plural), its number (two = 2), and itself split in two
 * known words (a phrase), and two neighbouring words their joined form; a number with a unit
 * matches every spelling of the unit; a word or phrase in an admin's synonym group matches the
 * group's other terms, else one with meanings in the vocabulary (product word list, thesaurus)
 * also matches those. Words that only join others ("in", "for") are left out. Answers null for
 * a query with no words.
 */
export function buildPlan(tokens: Token[], facts: Map<string, WordFacts>, synonyms: SynonymGroupTerms[], vocabulary: Vocabulary = NO_VOCABULARY): SearchPlan | null {
  if (!tokens.length) return null;
  const factsOf = (word: string) => facts.get(word) ?? NO_FACTS;
  const synonymWords = new Set(synonyms.flatMap((g) => g.terms.filter((t) => t.length === 1).map((t) => t[0])));
  const isHomeKind = (covered: Token[]) => covered.some((t) => t.kind === 'word' && vocabulary.homeKinds.has(t.word));

  const wordSlot = (token: Token, settled = false): Slot => {
    if (token.kind === 'unit') {
      const q = unitQuery(token.number, token.spellings);
      return { match: q, exact: q, prefix: q, literal: q, homeKind: false, filler: false };
    }
    const { word, isLast } = token;
    const f = factsOf(word);
    const exact = lexeme(word);
    const prefix = isLast ? lexeme(word, true) : exact;
    const alternatives = [prefix];
    // A known word (or, while typed, the start of one) is not corrected.
    if (!(settled || f.known || (isLast && f.knownPrefix) || synonymWords.has(word))) {
      const edits = allowedEdits(word);
      const near = f.near.filter((n) => n.distance <= edits).sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term));
      for (const n of near.slice(0, MAX_TYPO_TERMS)) alternatives.push(lexeme(n.term));
    }
    const number = numberOfWord(word);
    if (number !== null) alternatives.push(lexeme(number));
    if (NUMBER.test(word)) alternatives.push(...wordsOfNumber(word).map((w) => lexeme(w)));
    for (const form of [word, ...otherForms(word)]) {
      if (form !== word) alternatives.push(lexeme(form));
      if (!wantsLongerWords(form)) continue;
      const longer = factsOf(form).containing.filter((term) => form.length >= MIN_INFIX_LENGTH || term.length >= form.length + MIN_PART_LENGTH);
      for (const term of longer.sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, MAX_INFIX_TERMS)) alternatives.push(lexeme(term));
    }
    for (const [left, right] of splits(word)) {
      if (factsOf(left).known && factsOf(right).known) alternatives.push(phrase([left, right]));
    }
    return { match: anyOf(alternatives), exact, prefix, literal: prefix, homeKind: isHomeKind([token]), filler: isFillerWord(word) };
  };

  /** A part covering several tokens (a phrase), matched as they are or as any of `others`. */
  const phraseSlot = (covered: Token[], others: string[], settled = false): Slot => {
    const parts = covered.map((t) => wordSlot(t, settled));
    const exact = allOf(parts.map((s) => s.exact));
    const prefix = allOf(parts.map((s) => s.prefix));
    return { match: anyOf([allOf(parts.map((s) => s.match)), ...others]), exact, prefix, literal: prefix, homeKind: isHomeKind(covered), filler: false };
  };

  // Admin's synonyms first (they may span several words), then the vocabulary's meanings, then joined neighbours, then single words.
  const slots: Slot[] = [];
  for (let i = 0; i < tokens.length; ) {
    const group = synonyms
      .flatMap((g) => g.terms.filter((term) => spells(tokens, i, term, (word) => factsOf(word).known)).map((term) => ({ g, term })))
      .sort((a, b) => b.term.length - a.term.length)[0];
    if (group) {
      const others = group.g.terms.filter((t) => t.join(' ') !== group.term.join(' ')).map(phrase);
      slots.push(phraseSlot(tokens.slice(i, i + group.term.length), others));
      i += group.term.length;
      continue;
    }
    const meant = meaningsAt(tokens, i, vocabulary);
    if (meant) {
      const covered = tokens.slice(i, i + meant.length);
      const slot = phraseSlot(covered, meant.terms.map(phrase), true);
      slots.push({ ...slot, homeKind: slot.homeKind || meant.terms.some((term) => term.some((w) => vocabulary.homeKinds.has(w))) });
      i += meant.length;
      continue;
    }
    const token = tokens[i];
    const next = tokens[i + 1];
    if (token.kind === 'word' && next?.kind === 'word') {
      const joined = token.word + next.word;
      const f = factsOf(joined);
      const joinedTerms = [
        ...(f.known ? [lexeme(joined)] : []),
        ...(next.isLast && f.knownPrefix ? [lexeme(joined, true)] : []),
        ...(f.known ? [] : f.near.filter((n) => n.distance <= allowedEdits(joined)).map((n) => lexeme(n.term))),
      ];
      if (joinedTerms.length) {
        slots.push(phraseSlot([token, next], joinedTerms));
        i += 2;
        continue;
      }
    }
    slots.push(wordSlot(token));
    i += 1;
  }
  const meaningful = slots.filter((s) => !s.filler);
  const kept = meaningful.length ? meaningful : slots;
  return {
    match: kept.map((s) => s.match).join(' & '),
    exact: kept.map((s) => s.exact).join(' & '),
    prefix: kept.map((s) => s.prefix).join(' & '),
    slots: kept.map(({ match, literal, homeKind }) => ({ match, literal, homeKind })),
    need: partsNeeded(kept.length),
  };
}

/** A row must match one of 1-2 parts, all but one of 3-5, all but two of 6-8: partial matches, ranked by how much they cover. */
export function partsNeeded(parts: number): number {
  return parts <= 2 ? 1 : parts - Math.floor(parts / 3);
}
