import { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../errors.ts';

export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 8;

/** Lower-cased words of a query, the same alphabet as products.search_text. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

export function assertQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length > MAX_QUERY_LENGTH) throw new ValidationError(`Search text is limited to ${MAX_QUERY_LENGTH} characters.`, 'query');
  return trimmed;
}

/** How far a misspelt word may be from a dictionary word (edits), by its length. */
const allowedDistance = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * Replaces each word the dictionary does not know by its closest known word ("chiar" ->
 * "chair"): trigram similarity finds candidates, edit distance picks the closest. The last
 * word is kept when some known word starts with it, so typing "cha" still finds "chair".
 */
export async function correctWords(db: Db, words: string[]): Promise<string[]> {
  return Promise.all(
    words.map(async (word, index) => {
      if (word.length < 3) return word;
      const isLast = index === words.length - 1;
      const known = await db.$queryRaw<{ ok: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM search_terms WHERE term = ${word}
          OR (${isLast} AND term LIKE ${likePrefix(word)})) AS ok`;
      if (known[0]?.ok) return word;
      const [closest] = await db.$queryRaw<{ term: string }[]>`
        SELECT term FROM search_terms
        WHERE similarity(term, ${word}) >= 0.15 AND levenshtein(term, ${word}) <= ${allowedDistance(word)}
        ORDER BY levenshtein(term, ${word}), similarity(term, ${word}) DESC, term
        LIMIT 1`;
      return closest?.term ?? word;
    }),
  );
}

const likePrefix = (word: string) => word.replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/** A to_tsquery('simple', ...) text: all words must match, the last one as a prefix. */
export function toTsQuery(words: string[]): string | null {
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

// The dictionary itself is kept by database triggers on products (see the search_terms_trigger
// migration), so every writer of products keeps it right.

/** SQL condition: the product row `p` matches the query (uses the full-text GIN index). */
export const matchesTsQuery = (tsQuery: string) =>
  Prisma.sql`to_tsvector('simple', p.search_text) @@ to_tsquery('simple', ${tsQuery})`;
