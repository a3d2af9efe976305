import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../errors.ts';
import { buildPlan, lookupsFor, osaDistance, readTokens, tokenize, type Lookup, type SearchPlan, type WordFacts } from './search-plan.ts';

export type { SearchPlan } from './search-plan.ts';

export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 8;
/** At most this many candidates per looked-up word come back from the database. */
const MAX_CANDIDATES = 40;

/** Lower-cased words of a query, the same alphabet as products.search_text (a decimal point kept inside a number). */
export function queryWords(query: string): string[] {
  return tokenize(query, MAX_WORDS);
}

export function assertQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length > MAX_QUERY_LENGTH) throw new ValidationError(`Search text is limited to ${MAX_QUERY_LENGTH} characters.`, 'query');
  return trimmed;
}

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => '\\' + c);

interface FactRow {
  ord: bigint | number;
  known: boolean;
  known_prefix: boolean;
  kind: 'near' | 'containing' | null;
  term: string | null;
}

/**
 * What the dictionary (search_terms, kept by database triggers on products) knows of each word,
 * in one statement for all of them: whether it is a known word or the start of one, known words
 * it may be a misspelling of (unknown words only; Levenshtein <= 2 x edits finds every word within
 * the allowed Damerau/OSA edits, which are computed here in JavaScript), and longer known words
 * containing it (query words of 4+ letters; the trigram index answers LIKE '%word%').
 */
export async function lookUpWords(db: Db, lookups: Lookup[]): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>();
  if (!lookups.length) return facts;
  const rows = await db.$queryRaw<FactRow[]>`
    WITH f AS MATERIALIZED (
      SELECT w.*,
        EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word) AS known,
        (w.is_last AND EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.prefix_pattern)) AS known_prefix
      FROM unnest(${lookups.map((l) => l.word)}::text[], ${lookups.map((l) => likeEscape(l.word) + '%')}::text[],
                  ${lookups.map((l) => '%' + likeEscape(l.word) + '%')}::text[], ${lookups.map((l) => l.isLast)}::boolean[],
                  ${lookups.map((l) => l.edits)}::int[], ${lookups.map((l) => l.infix)}::boolean[])
        WITH ORDINALITY AS w(word, prefix_pattern, infix_pattern, is_last, edits, infix, ord)
    )
    SELECT f.ord, f.known, f.known_prefix, NULL AS kind, NULL AS term FROM f
    UNION ALL
    SELECT f.ord, f.known, f.known_prefix, 'near', n.term FROM f CROSS JOIN LATERAL (
      SELECT t.term FROM search_terms t
      WHERE length(t.term) >= length(f.word) - f.edits AND (f.is_last OR length(t.term) <= length(f.word) + f.edits)
        AND (levenshtein_less_equal(t.term, f.word, 2 * f.edits) <= 2 * f.edits
             OR (f.is_last AND levenshtein_less_equal(left(t.term, length(f.word)), f.word, 2 * f.edits) <= 2 * f.edits))
      ORDER BY levenshtein(t.term, f.word), t.term LIMIT ${MAX_CANDIDATES}) n
    WHERE f.edits > 0 AND NOT f.known AND NOT f.known_prefix
    UNION ALL
    SELECT f.ord, f.known, f.known_prefix, 'containing', c.term FROM f CROSS JOIN LATERAL (
      SELECT t.term FROM search_terms t WHERE t.term LIKE f.infix_pattern AND t.term <> f.word
      ORDER BY length(t.term), t.term LIMIT ${MAX_CANDIDATES}) c
    WHERE f.infix`;
  for (const row of rows) {
    const lookup = lookups[Number(row.ord) - 1];
    const entry = facts.get(lookup.word) ?? { known: row.known, knownPrefix: row.known_prefix, near: [], containing: [] };
    facts.set(lookup.word, entry);
    if (row.kind === 'containing' && row.term) entry.containing.push(row.term);
    if (row.kind === 'near' && row.term) {
      const distance = typoDistance(lookup, row.term);
      if (distance <= lookup.edits) entry.near.push({ term: row.term, distance });
    }
  }
  return facts;
}

/** Edits between a word and a known word; a word being typed may also be a misspelt start of it. */
function typoDistance({ word, isLast, edits }: Lookup, term: string): number {
  let distance = osaDistance(word, term, edits);
  if (isLast) {
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      if (length >= 1 && length < term.length) distance = Math.min(distance, osaDistance(word, term.slice(0, length), edits));
    }
  }
  return distance;
}

/**
 * The plan of a text query (search-plan.ts): its words, what the dictionary knows of them (one
 * statement) and the synonym groups (kept in memory, synonyms.ts). Null when nothing to search.
 */
export async function planSearch(ctx: Context, query: string): Promise<SearchPlan | null> {
  const tokens = readTokens(queryWords(assertQuery(query)));
  if (!tokens.length) return null;
  const [facts, synonyms] = await Promise.all([lookUpWords(ctx.db, lookupsFor(tokens)), ctx.services.synonyms.groups()]);
  return buildPlan(tokens, facts, synonyms);
}

/**
 * SQL condition: the product row `p` matches the plan. `search_vector` is the stored
 * to_tsvector('simple', search_text), GIN-indexed (see the search_vectors migration).
 */
export const matchesPlan = (plan: SearchPlan) => Prisma.sql`p.search_vector @@ ${tsQuery(plan.match)}`;

/**
 * A tsquery parsed once per statement: to_tsquery is only STABLE, so written plainly in ORDER BY
 * it is parsed again for every candidate row (a long OR query for every one of thousands of
 * rows); as an uncorrelated scalar subquery it is an InitPlan, computed once.
 */
const tsQuery = (text: string) => Prisma.sql`(SELECT to_tsquery('simple', ${text}))`;

/**
 * SQL expressions for ORDER BY, best first: the words as typed (tier 2), as typed with the last
 * one a prefix (tier 1), then what only a typo, word part, split/joined word or synonym finds
 * (tier 0); within a tier, how well the product's name (`name_vector`, the stored
 * to_tsvector('simple', lower(name))) matches any form of the query.
 */
export const planRank = (plan: SearchPlan) => Prisma.sql`
  CASE WHEN p.search_vector @@ ${tsQuery(plan.exact)} THEN 2
       WHEN p.search_vector @@ ${tsQuery(plan.prefix)} THEN 1 ELSE 0 END DESC,
  ts_rank(p.name_vector, ${tsQuery(plan.match)}) DESC`;
