import { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../errors.ts';
import { isStrictFirstPass, withFirstPass } from './search-first-pass.ts';
import { PART_WEIGHTS } from './search-weights.ts';
import { buildPlan, lookupsFor, MIN_INFIX_LENGTH, osaDistance, readTokens, tokenize, type Lookup, type PlanSlot, type SearchPlan, type WordFacts } from './search-plan.ts';

export type { SearchPlan } from './search-plan.ts';
export { PART_WEIGHTS } from './search-weights.ts';

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
 * containing it (query words of 4+ letters; the trigram index answers LIKE '%word%'), or ending
 * with it (3-letter words: "tub" in "bathtub").
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
                  ${lookups.map((l) => '%' + likeEscape(l.word) + (l.word.length >= MIN_INFIX_LENGTH ? '%' : ''))}::text[], ${lookups.map((l) => l.isLast)}::boolean[],
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
  const [facts, synonyms, vocabulary] = await Promise.all([lookUpWords(ctx.db, lookupsFor(tokens)), ctx.services.synonyms.groups(), ctx.services.searchVocabulary.vocabulary()]);
  return buildPlan(tokens, facts, synonyms, vocabulary);
}

/** Any part of the plan matches: what the GIN index answers before parts are counted. */
const anyPart = (plan: SearchPlan) => (plan.slots.length === 1 ? plan.slots[0].match : plan.slots.map((slot) => `(${slot.match})`).join(' | '));

/**
 * A tsquery parsed once per statement: to_tsquery is only STABLE, so written plainly in ORDER BY
 * it is parsed again for every candidate row (a long OR query for every one of thousands of
 * rows); as an uncorrelated scalar subquery it is an InitPlan, computed once.
 */
const tsQuery = (text: string) => Prisma.sql`(SELECT to_tsquery('simple', ${text}))`;

/**
 * Ids of categories / stores whose name matches a part (a few rows, computed once per statement),
 * their letters folded as the query's (search_fold_letters: migration 20261127230000_search_folded_letters).
 */
const idsMatching = (table: 'categories' | 'vendors', column: 'name' | 'store_name', query: string) =>
  Prisma.sql`(SELECT coalesce(array_agg(x.id), '{}') FROM ${Prisma.raw(table)} x WHERE to_tsvector('simple', search_fold_letters(lower(x.${Prisma.raw(column)}))) @@ ${tsQuery(query)})::int[]`;

/**
 * Ids of stores whose name, or its Arabic or Urdu (vendor_translations, also in the search text:
 * search-text.ts), matches a part: a translated store name found weighs as a store, not as a place.
 */
const storeIdsMatching = (query: string) =>
  Prisma.sql`(${idsMatching('vendors', 'store_name', query)} || (SELECT coalesce(array_agg(t.vendor_id), '{}') FROM vendor_translations t WHERE to_tsvector('simple', search_fold_letters(lower(coalesce(t.store_name, '')))) @@ ${tsQuery(query)})::int[])`;

/**
 * A part's score in a row, by where it is found (PART_WEIGHTS), and 0 where the row's search text
 * does not match the part. The search text holds the name, the category, the store and the place,
 * so the name's and the category's own tests (the name tokenised on its own, "2.5" one word there;
 * the category read by its current name) count only once the search text matches: the search-text
 * test comes first. search-first-pass.ts's strict first pass relies on it (a row whose search text
 * misses a part scores nothing for that part). `everyPartMatches`: the rows' match already holds
 * every part in the search text, so that test is always false and is left out (one tsquery test a
 * part and row fewer; the same order of tests the name's and category's come in).
 */
function partScore(slot: PlanSlot, everyPartMatches: boolean) {
  const q = tsQuery(slot.match);
  const w = PART_WEIGHTS;
  const found = Prisma.sql`CASE
    ${everyPartMatches ? Prisma.empty : Prisma.sql`WHEN NOT p.search_vector @@ ${q} THEN 0::float8`}
    WHEN p.name_vector @@ ${q} THEN ${w.name}::float8 + CASE WHEN p.name_vector @@ ${tsQuery(slot.literal)} THEN ${w.asTyped}::float8 ELSE 0 END
    WHEN p.category_id = ANY(${idsMatching('categories', 'name', slot.match)}) THEN ${w.category}::float8
    WHEN p.vendor_id = ANY(${storeIdsMatching(slot.match)}) THEN ${w.store}::float8
    WHEN p.catalogue = 'REAL_ESTATE' THEN ${w.propertyPlace}::float8
    ELSE ${w.productCity}::float8 END`;
  return slot.homeKind ? Prisma.sql`(${found}) * CASE WHEN p.catalogue = 'REAL_ESTATE' THEN 1 ELSE ${w.homeKindInProduct}::float8 END` : found;
}

/** Every choice of `k` of the items, in order. */
function choices<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choices(rest, k - 1).map((c) => [first, ...c]), ...choices(rest, k)];
}

/**
 * A tsquery true for rows matching at least `need` parts: the OR of every `need` parts ANDed
 * ("queen size bed", 2 of 3: (queen & size) | (queen & bed) | (size & bed)), so the GIN index
 * finds exactly the rows with enough coverage instead of every row with any one word.
 */
const enoughParts = (plan: SearchPlan) => atLeastParts(plan, plan.need);

/** A tsquery true for a vector matching at least `need` of the plan's parts (see enoughParts). */
const atLeastParts = (plan: SearchPlan, need: number) =>
  need >= plan.slots.length ? plan.match : choices(plan.slots, need).map((parts) => `(${parts.map((slot) => `(${slot.match})`).join(' & ')})`).join(' | ');

/**
 * The matching rows of `product_search p` (the narrow copy of products that search reads, kept by
 * trigger: migration 20261127233000_product_search_table; with the caller's own conditions on its
 * catalogue, status, vendor_listed), as a subquery `m` of
 * (id, rating_count, score, tier, name_vector): rows matching at least `need` parts of the plan, so
 * a query whose words do not all match still finds the best partial matches ("queen size bed"
 * finds the queen bed), ranked by how much of the query they cover. A two-part query whose parts
 * both match some row is read strictly (the strict rows are read once, and the partial reading only
 * when there are none), as before: "house karachi" is not every house and every
 * Karachi listing, only when no row has both.
 *
 * score: the parts a row covers, each weighed by where it is found (PART_WEIGHTS); tier: the words
 * as typed (2), as typed with the last one a prefix (1), or found only by forgiveness (0);
 * name_vector: the stored to_tsvector of the folded, lower-cased name, which bestMatchIds ranks
 * against any form of the query. `search_vector` is the stored to_tsvector('simple', search_text),
 * GIN-indexed (see the search_vectors migration): it answers the match before anything is scored.
 */
export function matchingRows(plan: SearchPlan, conditions: Prisma.Sql) {
  if (plan.slots.length !== 2) return Prisma.sql`(${rankedRows(plan, Prisma.sql`p.search_vector @@ ${tsQuery(enoughParts(plan))}`, conditions, plan.need >= plan.slots.length)}) m`;
  // The strict reading is read and ranked once (a materialized CTE); the partial branch's one-time
  // condition (an InitPlan over it) is false whenever it has rows, and then that branch is not scanned.
  return Prisma.sql`(
    WITH strict AS MATERIALIZED (${rankedRows(plan, Prisma.sql`p.search_vector @@ ${tsQuery(plan.match)}`, conditions, true)})
    SELECT * FROM strict
    UNION ALL
    ${rankedRows(plan, Prisma.sql`p.search_vector @@ ${tsQuery(anyPart(plan))} AND NOT EXISTS (SELECT 1 FROM strict)`, conditions, false)}
  ) m`;
}

/**
 * The rows of `product_search p` matching `match` and the caller's conditions, scored (see
 * matchingRows); `everyPartMatches`: `match` holds every part of the plan in the search text.
 */
function rankedRows(plan: SearchPlan, match: Prisma.Sql, conditions: Prisma.Sql, everyPartMatches: boolean) {
  return Prisma.sql`
    SELECT p.id, p.rating_count,
      ${Prisma.join(plan.slots.map((slot) => partScore(slot, everyPartMatches)), ' + ')} AS score,
      CASE WHEN p.search_vector @@ ${tsQuery(plan.exact)} THEN 2 WHEN p.search_vector @@ ${tsQuery(plan.prefix)} THEN 1 ELSE 0 END AS tier,
      p.name_vector
    FROM product_search p
    WHERE ${match} ${conditions}`;
}

/**
 * The statement for the ids of the best matches (matchingRows), `limit` from `offset`: best score
 * first, then tier, then how well the name matches (ts_rank of the name against any part), then
 * more reviews, then the newer id.
 *
 * At 100k products a common word matches thousands of rows (issue 34's latency,
 * docs/decisions/search-latency.md), and scoring them all, after a GIN bitmap over every
 * alternative's posting list, was the cost. So the rows whose name matches every part are ranked
 * first, through the name's own index (search-first-pass.ts, which proves when they are the
 * answer: then the rest is never read). ts_rank with a long OR query is the dearest part of
 * scoring a row: only the rows tied with the last wanted one on (score, tier) can be reordered by
 * it, so it is computed for those alone. The same rows come back in the same order as ranking
 * every match by all five keys.
 */
export function bestMatchIds(plan: SearchPlan, conditions: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  const named = firstPassRows(plan, conditions);
  const all = matchingRows(plan, conditions);
  return Prisma.sql`${withFirstPass({ named, all, wanted: limit + offset, parts: plan.slots.length, order: bestFirst(plan) })} LIMIT ${limit} OFFSET ${offset}`;
}

/** The search's order over rows `m` of matchingRows: score, tier, the name's ts_rank, reviews, the newer id. */
const bestFirst = (plan: SearchPlan) => Prisma.sql`m.score DESC, m.tier DESC, ts_rank(m.name_vector, ${tsQuery(anyPart(plan))}) DESC, m.rating_count DESC, m.id DESC`;

/**
 * The first pass's rows (search-first-pass.ts), a subquery `m` as matchingRows'. For a query of
 * one or two parts, those of matchingRows whose name matches every part. Its own match stays
 * within matchingRows' rows (the strict reading of two parts: a first pass with rows means the
 * strict reading has rows), and is tested row by row on the few name matches (ts_match_vq: an `@@`
 * would invite the planner to AND the big bitmap of the search text in).
 *
 * For three parts or more (matchingRows reads rows with all but one or two of them, thousands at
 * 100k): the rows whose search text matches every part (the GIN index answers that AND from its
 * rarest part's postings), and the matching rows whose name matches all parts but one (through the
 * name's index; such a row can score as high as the strict rows' best).
 */
export function firstPassRows(plan: SearchPlan, conditions: Prisma.Sql): Prisma.Sql {
  if (isStrictFirstPass(plan.slots.length)) {
    const namedAllButOne = Prisma.sql`p.name_vector @@ ${tsQuery(atLeastParts(plan, plan.slots.length - 1))} AND ts_match_vq(p.search_vector, ${tsQuery(enoughParts(plan))})`;
    return Prisma.sql`(${rankedRows(plan, Prisma.sql`(p.search_vector @@ ${tsQuery(plan.match)} OR (${namedAllButOne}))`, conditions, false)}) m`;
  }
  // One or two parts: both readings below hold every part (one part: enoughParts is the part itself).
  const matchOfAll = tsQuery(plan.slots.length === 2 ? plan.match : enoughParts(plan));
  return Prisma.sql`(${rankedRows(plan, Prisma.sql`p.name_vector @@ ${tsQuery(plan.match)} AND ts_match_vq(p.search_vector, ${matchOfAll})`, conditions, true)}) m`;
}

/** The same ids by ranking every matching row, without the first pass: what the first pass is tested against. */
export function bestMatchIdsRankingEveryRow(plan: SearchPlan, conditions: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`
    SELECT m.id FROM ${matchingRows(plan, conditions)} ORDER BY ${bestFirst(plan)} LIMIT ${limit} OFFSET ${offset}`;
}
