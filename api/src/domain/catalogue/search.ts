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
 * Words shorter than 3 characters are kept as typed. One statement for all the words (one
 * round trip, not one or two per word); the closest-word search only runs for unknown words.
 */
export async function correctWords(db: Db, words: string[]): Promise<string[]> {
  const checked = words.flatMap((word, index) => (word.length >= 3 ? [{ word, index, isLast: index === words.length - 1 }] : []));
  if (!checked.length) return words;
  const rows = await db.$queryRaw<{ ord: bigint | number; term: string }[]>`
    SELECT w.ord, COALESCE(
      CASE WHEN EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word OR (w.is_last AND t.term LIKE w.prefix)) THEN w.word END,
      (SELECT t.term FROM search_terms t
        WHERE similarity(t.term, w.word) >= 0.15 AND levenshtein(t.term, w.word) <= w.max_distance
        ORDER BY levenshtein(t.term, w.word), similarity(t.term, w.word) DESC, t.term
        LIMIT 1),
      w.word) AS term
    FROM unnest(${checked.map((c) => c.word)}::text[], ${checked.map((c) => likePrefix(c.word))}::text[],
                ${checked.map((c) => c.isLast)}::boolean[], ${checked.map((c) => allowedDistance(c.word))}::int[])
      WITH ORDINALITY AS w(word, prefix, is_last, max_distance, ord)`;
  const corrected = [...words];
  for (const row of rows) corrected[checked[Number(row.ord) - 1].index] = row.term;
  return corrected;
}

const likePrefix = (word: string) => word.replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/** A to_tsquery('simple', ...) text: all words must match, the last one as a prefix. */
export function toTsQuery(words: string[]): string | null {
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

// The dictionary itself is kept by database triggers on products (see the search_terms_trigger
// migration), so every writer of products keeps it right.

/**
 * SQL condition: the product row `p` matches the query. `search_vector` is the stored
 * to_tsvector('simple', search_text), GIN-indexed (see the search_vectors migration).
 */
export const matchesTsQuery = (tsQuery: string) => Prisma.sql`p.search_vector @@ to_tsquery('simple', ${tsQuery})`;

/**
 * SQL expression: how well the product row `p`'s name matches the query, for ORDER BY ... DESC.
 * `name_vector` is the stored to_tsvector('simple', lower(name)): the same rank as computing it
 * per row, without parsing every candidate's name.
 */
export const nameRank = (tsQuery: string) => Prisma.sql`ts_rank(p.name_vector, to_tsquery('simple', ${tsQuery}))`;
