// What search knows of words beyond the catalogue's own (issue 34): the product's word list
// (search-words.ts) and the WordNet thesaurus restricted to the catalogue's vocabulary
// (thesaurus.ts), less the pairs the admin switched off. The admin's synonym groups are read
// separately (synonyms.ts) and come first in the plan.
import type { Db } from '../../db/database.ts';
import { BROADER_WORDS, HOME_KIND_WORDS, SAME_WORDS, SCRIPT_WORDS } from './search-words.ts';
import { loadThesaurus, type Meaning, type MeaningRelation } from './thesaurus.ts';
import type { Vocabulary } from './search-plan.ts';
import { cachedPerGeneration } from '../shared/cached.ts';
import { normaliseText } from './search-language.ts';

export type MeaningSource = 'WORD_LIST' | 'THESAURUS';

export interface SourcedMeaning extends Meaning {
  source: MeaningSource;
}

/** A phrase of the word list as the query's words are compared: letters folded (Arabic and Urdu forms), lower case. */
const asSearched = (phrase: string) => normaliseText(phrase);

/** The words naming a kind of home, as searched. */
const HOME_KINDS: ReadonlySet<string> = new Set([...HOME_KIND_WORDS].map(asSearched));

/** Each term of the groups as phrase -> the group's other terms (as searched). */
function groupMeanings(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const meanings = new Map<string, string[]>();
  for (const group of groups) {
    const terms = group.map(asSearched);
    for (const phrase of terms) meanings.set(phrase, [...new Set([...(meanings.get(phrase) ?? []), ...terms.filter((term) => term !== phrase)])]);
  }
  return meanings;
}

/** The word list as phrase -> meanings: each term of a group means the others, a broader word its kinds. */
function wordListMeanings(): Map<string, Meaning[]> {
  const meanings = new Map<string, Meaning[]>();
  const add = (listedPhrase: string, listedTerm: string, relation: MeaningRelation) => {
    const [phrase, term] = [asSearched(listedPhrase), asSearched(listedTerm)];
    const entry = meanings.get(phrase) ?? [];
    if (phrase !== term && !entry.some((m) => m.term === term)) entry.push({ term, relation });
    meanings.set(phrase, entry);
  };
  for (const group of [...SAME_WORDS, ...SCRIPT_WORDS]) for (const phrase of group) for (const term of group) add(phrase, term, 'same');
  for (const [broader, kinds] of Object.entries(BROADER_WORDS)) for (const kind of kinds) add(broader, kind, 'includes');
  return meanings;
}

const pairKey = (word: string, term: string) => `${word}\u0000${term}`;

/** How long a thesaurus serves before the dictionary is checked for new words; how long switched-off pairs are trusted without a write. */
const THESAURUS_CHECK_MS = 10 * 60_000;
const SWITCHED_OFF_TTL_MS = 30_000;

/**
 * The vocabulary every search reads, kept in memory per process. The thesaurus is built on first
 * use from the dictionary (search_terms) and built again, in the background, when the dictionary
 * has grown (checked every 10 minutes); switched-off pairs are read again after any write (the
 * write generation, as the synonym book) or 30 s.
 */
export function createSearchVocabulary(db: Db, { writeGeneration }: { writeGeneration: () => number }) {
  const wordList = wordListMeanings();
  const scriptWords = groupMeanings(SCRIPT_WORDS);
  let thesaurus: { words: number; checkedAt: number; map: Promise<Map<string, Meaning[]>> } | null = null;

  async function dictionary(): Promise<Set<string>> {
    const rows = await db.$queryRaw<{ term: string }[]>`SELECT term FROM search_terms`;
    return new Set(rows.map((r) => r.term));
  }

  function build(): Promise<{ words: number; map: Map<string, Meaning[]> }> {
    return dictionary().then(async (words) => ({ words: words.size, map: await loadThesaurus(words) }));
  }

  function currentThesaurus(): Promise<Map<string, Meaning[]>> {
    if (!thesaurus) {
      const built = build();
      const entry = { words: 0, checkedAt: Date.now(), map: built.then((b) => b.map) };
      built.then((b) => (entry.words = b.words)).catch(() => thesaurus === entry && (thesaurus = null));
      thesaurus = entry;
    } else if (Date.now() - thesaurus.checkedAt > THESAURUS_CHECK_MS) {
      const entry = thesaurus;
      entry.checkedAt = Date.now();
      // Rebuilt in the background when the catalogue has new words; searches keep the current one meanwhile.
      void db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM search_terms`
        .then(([{ count }]) => {
          if (count === entry.words) return;
          return build().then((b) => {
            if (thesaurus === entry) thesaurus = { words: b.words, checkedAt: Date.now(), map: Promise.resolve(b.map) };
          });
        })
        .catch(() => {});
    }
    return thesaurus.map;
  }

  const switchedOffPairs = cachedPerGeneration(
    () => db.switchedOffSearchPair.findMany({ select: { word: true, term: true } }).then((rows) => new Set(rows.map((r) => pairKey(r.word, r.term)))),
    { writeGeneration, ttlMs: SWITCHED_OFF_TTL_MS },
  );

  /** Every meaning of a phrase, where it comes from, and whether the admin switched it off. */
  async function meaningsOf(phrase: string): Promise<(SourcedMeaning & { switchedOff: boolean })[]> {
    const [map, off] = await Promise.all([currentThesaurus(), switchedOffPairs()]);
    const listed: SourcedMeaning[] = (wordList.get(phrase) ?? []).map((m) => ({ ...m, source: 'WORD_LIST' }));
    const found: SourcedMeaning[] = (map.get(phrase) ?? []).filter((m) => !listed.some((l) => l.term === m.term)).map((m) => ({ ...m, source: 'THESAURUS' }));
    return [...listed, ...found].map((m) => ({ ...m, switchedOff: off.has(pairKey(phrase, m.term)) }));
  }

  return {
    meaningsOf,
    /** The vocabulary for one search: synchronous lookups over what is loaded. */
    async vocabulary(): Promise<Vocabulary> {
      const [map, off] = await Promise.all([currentThesaurus(), switchedOffPairs()]);
      return {
        homeKinds: HOME_KINDS,
        meanings(phrase) {
          const terms = new Set([...(wordList.get(phrase) ?? []), ...(map.get(phrase) ?? [])].map((m) => m.term));
          return [...terms].filter((term) => !off.has(pairKey(phrase, term))).map((term) => term.split(' '));
        },
        translations(phrase) {
          return (scriptWords.get(phrase) ?? []).filter((term) => !off.has(pairKey(phrase, term))).map((term) => term.split(' '));
        },
      };
    },
  };
}
export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;
