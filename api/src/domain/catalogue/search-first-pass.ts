// The best matches' first pass (issue 34's latency, step 3: docs/decisions/search-latency.md;
// for three parts or more: docs/decisions/search-first-pass-by-name.md, "Three parts or more"):
// the rows whose NAME matches every part of the query, found through the short posting lists of
// product_search's name index, or for a query of three parts or more the rows whose search text
// matches every part, ranked alone; kept only when provably the same as ranking every match.
// search.ts builds the statement from these.
import { Prisma } from '../../generated/prisma/client.ts';
import { PART_WEIGHTS } from './search-weights.ts';

/**
 * The highest score a matching row can reach when its name does NOT match every part of the
 * query (`parts` parts): at least one part is then found elsewhere, worth at most the best
 * weight outside the name (the category's), and each other part at most a name match as typed.
 * A part naming a kind of home only ever weighs less for a home product (a factor under 1).
 *
 *   bound(parts) = (parts - 1) x (name + asTyped) + max(category, propertyPlace, productCity, store)
 *
 * A millionth is added so that the floating-point sums of the statement (the same weights added
 * in another order) can never make a row outside score a hair above the bound.
 */
export function bestScoreWithoutWholeName(parts: number): number {
  const w = PART_WEIGHTS;
  return (parts - 1) * (w.name + w.asTyped) + Math.max(w.category, w.propertyPlace, w.productCity, w.store) + 1e-6;
}

/**
 * Whether the first pass of a query of `parts` parts is its strict reading (every part in the
 * search text, with the rows whose name has all parts but one) rather than the name matches: from
 * three parts, where matchingRows reads rows missing a part.
 */
export const isStrictFirstPass = (parts: number) => parts >= 3;

/**
 * The highest score a matching row can reach when its search text misses a part and its name
 * matches at most `parts - 2` of the `parts` parts (a row outside the strict first pass): the
 * missing part scores 0 (search.ts scores a part only where the search text matches it), at most
 * `parts - 2` others a name match as typed, and at least one other part is found outside the name
 * (the best such weight, the category's):
 *
 *   bound(parts) = (parts - 2) x (name + asTyped) + max(category, propertyPlace, productCity, store)
 *
 * which is bestScoreWithoutWholeName of one part fewer (its millionth included).
 */
export function bestScoreMissingAPart(parts: number): number {
  return bestScoreWithoutWholeName(parts - 1);
}

/** The bound of the first pass of a query of `parts` parts (see firstPassRows in search.ts). */
const firstPassBound = (parts: number) => (isStrictFirstPass(parts) ? bestScoreMissingAPart(parts) : bestScoreWithoutWholeName(parts));

/**
 * The ids of the best `wanted` matches by the full order, first `named` (the matching rows whose
 * name matches every part, scored as every row is) and, only when those cannot be proven to be
 * the answer, `all` (every matching row). Both are subqueries `m` of (id, rating_count, score,
 * tier, name_vector); `order` is the full order (score, tier, then the keys that break ties).
 *
 * Why the first pass alone is exact when `proven`: let T be the `wanted` best rows of `named` by
 * the full order and s8 the score of the last of them. `proven` holds when `named` has at least
 * `wanted` rows and s8 > bestScoreWithoutWholeName(parts). Every matching row outside `named` has
 * a part not in its name, so it scores at most that bound, below s8: it sorts after every row of T
 * by the first key. Rows of `named` are scored and ordered exactly as in `all`. So the first
 * `wanted` rows of `all` are T, in the same order. When not proven (fewer name matches, or a tie
 * possible at the bound), `all` is ranked as before; `named` then cost one short index scan.
 *
 * For three parts or more `named` is the strict reading instead (every part in the search text,
 * and every matching row whose name has all parts but one), and the bound is bestScoreMissingAPart:
 * a matching row outside it misses a part in its search text and has at most `parts - 2` parts in
 * its name, so it scores at most that; the same argument then holds word for word.
 *
 * The ranking before the tie-breaking keys keeps every row tied on (score, tier) with the last
 * wanted one (FETCH FIRST ... WITH TIES), so the costly keys (ts_rank) run for those alone.
 */
export function withFirstPass({ named, all, wanted, parts, order }: { named: Prisma.Sql; all: Prisma.Sql; wanted: number; parts: number; order: Prisma.Sql }): Prisma.Sql {
  return Prisma.sql`
    WITH named AS MATERIALIZED (${bestByScore(named, wanted)}),
      proven AS MATERIALIZED (SELECT ${firstPassProven(wanted, parts)} AS ok FROM named)
    SELECT m.id FROM (
      SELECT * FROM named WHERE (SELECT ok FROM proven)
      UNION ALL
      (${bestByScore(all, wanted, Prisma.sql`NOT (SELECT ok FROM proven)`)})
    ) m
    ORDER BY ${order}`;
}

/** The best `wanted` rows of `rows` (a subquery `m`) by score and tier where `when` holds, with every row tied with the last. */
export function bestByScore(rows: Prisma.Sql, wanted: number, when: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  return Prisma.sql`SELECT m.* FROM ${rows} WHERE ${when} ORDER BY m.score DESC, m.tier DESC FETCH FIRST (${wanted}) ROWS WITH TIES`;
}

/** The proof's condition (see withFirstPass), an aggregate over the first pass's best rows (`bestByScore` of them). */
export function firstPassProven(wanted: number, parts: number): Prisma.Sql {
  return Prisma.sql`count(*) >= ${wanted} AND min(score) > ${firstPassBound(parts)}::float8`;
}
