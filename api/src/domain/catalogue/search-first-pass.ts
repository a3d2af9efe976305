// The best few matches of a search, read from rows whose name matches first (issue 34, latency
// step 2; docs/decisions/search-latency.md). At 100k products a common word matches thousands of
// rows, and ranking scores each; the rows whose name matches a part are far fewer (the name vector
// has its own GIN index), and a row found only outside its name can score at most a known bound.
// So the first pass ranks the name-matching rows, and when its last wanted row scores above that
// bound no other row can reach the page: the answer is exact. Otherwise the whole match is ranked,
// as before, in the same statement.
import { Prisma } from '../../generated/prisma/client.ts';
import { anyPart, idsMatching, MATCH_ORDER, matchingRows, PART_WEIGHTS, rankedRows, strictestMatch, tsQuery, type SearchPlan } from './search.ts';

/**
 * Pages deeper than this many rows skip the first pass: it would rarely prove so many, and then
 * the statement ranks the name-matching rows twice. Suggestions (8) and a results page (24) use it.
 */
export const FIRST_PASS_MAX_ROWS = 48;

const w = PART_WEIGHTS;
/** The most a part found outside the name scores when no category name matches it: a property's place (store and a product's city weigh less). */
const BEST_OUTSIDE_NAME = Math.max(w.propertyPlace, w.productCity, w.store);
/** ... and when some category's name matches it (a kind of home weighs at most as much for a home product: its factor is at most 1). */
const BEST_OUTSIDE_NAME_WITH_CATEGORY = Math.max(w.category, BEST_OUTSIDE_NAME);

/**
 * The highest score a row whose name matches no part can reach (partScore, search.ts): each part
 * at most its best weight outside the name. A uncorrelated SQL expression, computed once.
 */
function boundWithoutName(plan: SearchPlan): Prisma.Sql {
  const parts = plan.slots.map(
    (slot) => Prisma.sql`CASE WHEN cardinality(${idsMatching('categories', 'name', slot.match)}) > 0 THEN ${BEST_OUTSIDE_NAME_WITH_CATEGORY}::float8 ELSE ${BEST_OUTSIDE_NAME}::float8 END`,
  );
  return Prisma.join(parts, ' + ');
}

/**
 * The statement for the ids of the best matches of `plan` (with the caller's conditions on
 * `product_search p`), in MATCH_ORDER, `limit` from `offset`: the same rows in the same order as
 * ranking every match (matchingRows), cheaper when enough rows match by name.
 *
 * named: the first pass, the strictest reading's rows whose name matches some part, ranked, the
 * first limit + offset. proven: it has that many rows and the last scores above the bound of a row
 * without a name match; such a row ranks below all of them (score is the first key), and so does
 * any row of a partial reading (read only when the strict one is empty, and it is not). Each
 * branch of the UNION carries a one-time condition on `proven`, so only one of them is scanned.
 */
export function bestMatchIds(plan: SearchPlan, conditions: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  const wanted = limit + offset;
  if (wanted > FIRST_PASS_MAX_ROWS) return Prisma.sql`SELECT m.id FROM ${matchingRows(plan, conditions)} ORDER BY ${MATCH_ORDER} LIMIT ${limit} OFFSET ${offset}`;
  const nameMatch = Prisma.sql`p.search_vector @@ ${tsQuery(strictestMatch(plan))} AND p.name_vector @@ ${tsQuery(anyPart(plan))}`;
  return Prisma.sql`
    WITH named AS MATERIALIZED (
      SELECT m.* FROM (${rankedRows(plan, nameMatch, conditions)}) m ORDER BY ${MATCH_ORDER} LIMIT ${wanted}
    ), proven AS MATERIALIZED (
      SELECT count(*) = ${wanted} AND coalesce(min(score) > ${boundWithoutName(plan)}, false) AS ok FROM named
    )
    SELECT m.id FROM (
      SELECT * FROM named WHERE (SELECT ok FROM proven)
      UNION ALL
      SELECT m.* FROM ${matchingRows(plan, conditions)} WHERE NOT (SELECT ok FROM proven)
    ) m
    ORDER BY ${MATCH_ORDER} LIMIT ${limit} OFFSET ${offset}`;
}
