// The admin's view of what search takes a word to mean beyond the synonym groups (issue 34): the
// product's word list and the WordNet thesaurus, and switching off a pair that brings wrong
// listings ("outlet" must not mean "bazaar"). Authorization is here, not in the transports.
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { tokenize } from './search-plan.ts';
import type { MeaningSource } from './search-vocabulary.ts';
import type { MeaningRelation } from './thesaurus.ts';

export const SEARCH_MEANING_MESSAGES = {
  wordShape: 'A word is 1-3 words of letters and digits, at most 40 characters.',
  notAMeaning: (word: string, term: string) => `Search does not take "${word}" to mean "${term}".`,
  notSwitchedOff: (word: string, term: string) => `"${word}" meaning "${term}" is not switched off.`,
};

const MAX_WORDS = 3;
const MAX_LENGTH = 40;

export interface SearchMeaningRow {
  word: string;
  term: string;
  relation: MeaningRelation;
  source: MeaningSource;
  switchedOff: boolean;
}

/** A word or phrase as search reads it ("Love-Seat " -> "love seat"). */
function phraseOf(raw: string, field: string): string {
  const words = tokenize(raw, MAX_WORDS + 1);
  if (!words.length || words.length > MAX_WORDS || raw.trim().length > MAX_LENGTH) throw new ValidationError(SEARCH_MEANING_MESSAGES.wordShape, field);
  return words.join(' ');
}

/** What search takes a word or phrase to mean (word list first, then thesaurus), switched-off pairs included and marked. Admin only. */
export async function searchMeanings(ctx: Context, rawWord: string): Promise<SearchMeaningRow[]> {
  await requireAdmin(ctx);
  const word = phraseOf(rawWord, 'word');
  return (await ctx.services.searchVocabulary.meaningsOf(word)).map((m) => ({ word, ...m }));
}

/** The pairs the admin switched off, newest first. Admin only. */
export async function switchedOffSearchPairs(ctx: Context) {
  await requireAdmin(ctx);
  return ctx.db.switchedOffSearchPair.findMany({ orderBy: [{ createdAt: 'desc' }, { word: 'asc' }, { term: 'asc' }] });
}

async function meaningOf(ctx: Context, input: { word: string; term: string }): Promise<SearchMeaningRow> {
  const word = phraseOf(input.word, 'word');
  const term = phraseOf(input.term, 'term');
  const found = (await ctx.services.searchVocabulary.meaningsOf(word)).find((m) => m.term === term);
  if (!found) throw new NotFoundError(SEARCH_MEANING_MESSAGES.notAMeaning(word, term));
  return { word, ...found };
}

/**
 * Search stops taking `word` to mean `term` (in every process: the change clears the shared
 * answer cache and the vocabulary reads its switched-off pairs again). Switching off a pair
 * already off changes nothing. Admin only.
 */
export async function switchOffSearchPair(ctx: Context, input: { word: string; term: string }): Promise<SearchMeaningRow> {
  await requireAdmin(ctx);
  const meaning = await meaningOf(ctx, input);
  await ctx.db.switchedOffSearchPair.upsert({ where: { word_term: { word: meaning.word, term: meaning.term } }, create: { word: meaning.word, term: meaning.term }, update: {} });
  ctx.services.changes.emit({ kind: 'synonym' });
  return { ...meaning, switchedOff: true };
}

/** Search takes `word` to mean `term` again. Admin only. */
export async function switchOnSearchPair(ctx: Context, input: { word: string; term: string }): Promise<SearchMeaningRow> {
  await requireAdmin(ctx);
  const meaning = await meaningOf(ctx, input);
  const { count } = await ctx.db.switchedOffSearchPair.deleteMany({ where: { word: meaning.word, term: meaning.term } });
  if (!count) throw new NotFoundError(SEARCH_MEANING_MESSAGES.notSwitchedOff(meaning.word, meaning.term));
  ctx.services.changes.emit({ kind: 'synonym' });
  return { ...meaning, switchedOff: false };
}
