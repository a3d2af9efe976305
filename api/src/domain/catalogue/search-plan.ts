// The forgiving search's plan (issue 20): pure functions that turn a query's words, what the
// dictionary knows of them (search_terms) and the synonym groups into three tsquery texts for
// to_tsquery('simple', ...). No database here: search.ts asks the dictionary once and calls these.
import { isFillerWord, numberOfWord, otherForms, wordsOfNumber } from './search-language.ts';
import { allOf, anyOf, lexeme, NUMBER, phrase, unitQuery, type Token } from './search-tokens.ts';

export { readTokens, tokenize } from './search-tokens.ts';

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
  /** The same phrase in the other scripts (Arabic, Urdu, English), which still apply where an admin's synonym group took the phrase. */
  translations(phrase: string): string[][];
  /** Words naming a kind of home. */
  homeKinds: ReadonlySet<string>;
}

const NO_VOCABULARY: Vocabulary = { meanings: () => [], translations: () => [], homeKinds: new Set() };
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

/** What a plan is built from, besides the tokens: the dictionary's facts, the admin's groups and the vocabulary. */
interface PlanInputs {
  factsOf(word: string): WordFacts;
  /** Single-word terms of the admin's groups: never corrected as misspellings. */
  synonymWords: ReadonlySet<string>;
  vocabulary: Vocabulary;
}

const isHomeKind = (inputs: PlanInputs, covered: Token[]) => covered.some((t) => t.kind === 'word' && inputs.vocabulary.homeKinds.has(t.word));

/** Every way one token matches (`settled`: a word whose meaning was found is not corrected as a typo). */
function wordSlot(inputs: PlanInputs, token: Token, settled = false): Slot {
  if (token.kind === 'unit') {
    const q = unitQuery(token.number, token.spellings);
    return { match: q, exact: q, prefix: q, literal: q, homeKind: false, filler: false };
  }
  const { factsOf } = inputs;
  const { word, isLast } = token;
  const f = factsOf(word);
  const exact = lexeme(word);
  const prefix = isLast ? lexeme(word, true) : exact;
  const alternatives = [prefix];
  // A known word (or, while typed, the start of one) is not corrected.
  if (!(settled || f.known || (isLast && f.knownPrefix) || inputs.synonymWords.has(word))) {
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
  return { match: anyOf(alternatives), exact, prefix, literal: prefix, homeKind: isHomeKind(inputs, [token]), filler: isFillerWord(word) };
}

/** A part covering several tokens (a phrase), matched as they are or as any of `others`. */
function phraseSlot(inputs: PlanInputs, covered: Token[], others: string[], settled = false): Slot {
  const parts = covered.map((t) => wordSlot(inputs, t, settled));
  const exact = allOf(parts.map((s) => s.exact));
  const prefix = allOf(parts.map((s) => s.prefix));
  return { match: anyOf([allOf(parts.map((s) => s.match)), ...others]), exact, prefix, literal: prefix, homeKind: isHomeKind(inputs, covered), filler: false };
}

/** The longest admin's term spelt by the query from `start`, as a part with the group's other terms; null when none. */
function synonymSlotAt(inputs: PlanInputs, tokens: Token[], start: number, synonyms: SynonymGroupTerms[]): { slot: Slot; length: number } | null {
  const group = synonyms
    .flatMap((g) => g.terms.filter((term) => spells(tokens, start, term, (word) => inputs.factsOf(word).known)).map((term) => ({ g, term })))
    .sort((a, b) => b.term.length - a.term.length)[0];
  if (!group) return null;
  const otherTerms = group.g.terms.filter((t) => t.join(' ') !== group.term.join(' '));
  const translated = group.g.terms.flatMap((t) => inputs.vocabulary.translations(t.join(' ')));
  const others = [...otherTerms, ...translated].map(phrase);
  return { slot: phraseSlot(inputs, tokens.slice(start, start + group.term.length), others), length: group.term.length };
}

/** The vocabulary's meanings of the query's words from `start`, as a part; null when none. */
function meaningSlotAt(inputs: PlanInputs, tokens: Token[], start: number): { slot: Slot; length: number } | null {
  const meant = meaningsAt(tokens, start, inputs.vocabulary);
  if (!meant) return null;
  const slot = phraseSlot(inputs, tokens.slice(start, start + meant.length), meant.terms.map(phrase), true);
  const homeKind = slot.homeKind || meant.terms.some((term) => term.some((w) => inputs.vocabulary.homeKinds.has(w)));
  return { slot: { ...slot, homeKind }, length: meant.length };
}

/** Two neighbouring words that are also one known word ("book shelf" = "bookshelf"), as a part; null otherwise. */
function joinedSlot(inputs: PlanInputs, token: Token, next: Token | undefined): Slot | null {
  if (token.kind !== 'word' || next?.kind !== 'word') return null;
  const joined = token.word + next.word;
  const f = inputs.factsOf(joined);
  const joinedTerms = [
    ...(f.known ? [lexeme(joined)] : []),
    ...(next.isLast && f.knownPrefix ? [lexeme(joined, true)] : []),
    // Not a near word that is one of the two itself: "في"+"كراتشي" is 2 edits from "كراتشي", which
    // only drops the first word, and would take "كراتشي" away from its own meanings (Karachi, کراچی).
    ...(f.known ? [] : f.near.filter((n) => n.distance <= allowedEdits(joined) && n.term !== token.word && n.term !== next.word).map((n) => lexeme(n.term))),
  ];
  return joinedTerms.length ? phraseSlot(inputs, [token, next], joinedTerms) : null;
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
  const inputs: PlanInputs = {
    factsOf: (word) => facts.get(word) ?? NO_FACTS,
    synonymWords: new Set(synonyms.flatMap((g) => g.terms.filter((t) => t.length === 1).map((t) => t[0]))),
    vocabulary,
  };
  // Admin's synonyms first (they may span several words), then the vocabulary's meanings, then joined neighbours, then single words.
  const slots: Slot[] = [];
  for (let i = 0; i < tokens.length; ) {
    const spanning = synonymSlotAt(inputs, tokens, i, synonyms) ?? meaningSlotAt(inputs, tokens, i);
    if (spanning) {
      slots.push(spanning.slot);
      i += spanning.length;
      continue;
    }
    const joined = joinedSlot(inputs, tokens[i], tokens[i + 1]);
    slots.push(joined ?? wordSlot(inputs, tokens[i]));
    i += joined ? 2 : 1;
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
