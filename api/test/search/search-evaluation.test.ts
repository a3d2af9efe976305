// The search evaluation (issues 34 and 35) as a check: the judged queries of
// bench/search-eval/queries.json (English) through GraphQL over the seeded demo catalogue, then
// those of queries-arabic-urdu.json after the evaluation's Arabic- and Urdu-named listings are
// written, on PGlite and on PostgreSQL. Fails when success@8 (suggestions), recall@24 or NDCG@10
// (results) of either set drops below the floors recorded in bench/search-eval/baseline.json
// (`npm run bench:search -- --record` after a deliberate change), or when any suggestion is a
// listing hidden from suggestions.
//
// Then the best matches' first pass (issue 34's latency, step 3; search-first-pass.ts) answers what
// ranking every matching row answers: the same ids in the same order, for the suggestions (8,
// never a listing hidden from them) and a results page (24 from 24). Compared over the seeded
// catalogue with every English judged query, and over listings written to trap a wrong first
// pass: more name matches than wanted that a row found elsewhere still outranks (a home product
// named after a kind of home), name matches hidden from suggestions, ties on everything but reviews.
//
// And a number with its unit (search-tokens.ts unitQuery) written as one phrase of two sets matches
// the rows, and ranks them, as every (number form <-> spelling) pair written out does.
//
// One file, one seeded app: seeding is most of either check's time.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { createContext } from '../../src/context.ts';
import { bestMatchIds, bestMatchIdsRankingEveryRow, firstPassRows, planSearch } from '../../src/domain/catalogue/search.ts';
import { bestByScore, firstPassProven } from '../../src/domain/catalogue/search-first-pass.ts';
import { anyOf, lexeme, numberForms, phrase, unitQuery, UNITS } from '../../src/domain/catalogue/search-tokens.ts';
import { evaluate, loadBaseline, loadJudgedQueries, type JudgedSet } from '../../../bench/search-eval/evaluate.ts';
import { addFixtureListings } from '../../../bench/search-eval/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

async function expectFloorsMet(set: JudgedSet, minimumQueries: number) {
  const result = await evaluate((query, variables) => t.graphql(query, variables), loadJudgedQueries(set));
  const floors = loadBaseline(set);
  console.log(`search evaluation (${set}): success@8 ${result.successAt8.toFixed(3)}, recall@24 ${result.recallAt24.toFixed(3)}, NDCG@10 ${result.ndcgAt10.toFixed(3)} (${result.queries} queries)`);
  expect(result.queries).toBeGreaterThanOrEqual(minimumQueries);
  expect(result.successAt8).toBeGreaterThanOrEqual(floors.successAt8);
  expect(result.recallAt24).toBeGreaterThanOrEqual(floors.recallAt24);
  expect(result.ndcgAt10).toBeGreaterThanOrEqual(floors.ndcgAt10);
  expect(result.hiddenSuggested).toBe(0);
}

it('meets the recorded floors of the English judged queries and never suggests a hidden listing', { timeout: 300_000 }, async () => {
  await expectFloorsMet('english', 150);
});

it('meets the recorded floors of the Arabic and Urdu judged queries, over listings named in those scripts', { timeout: 300_000 }, async () => {
  await addFixtureListings(t.db);
  await expectFloorsMet('arabicUrdu', 40);
});

it('matches and ranks a number with its unit as every pair of a number form and a spelling does', async () => {
  // The unit query as it was written before the one-word forms were grouped: every pair, then the joined forms.
  const everyPair = (n: string, spellings: string[]) =>
    anyOf([...numberForms(n).flatMap((form) => spellings.map((s) => `(${form} <-> ${phrase(s.split(' '))})`)), ...spellings.filter((s) => !s.includes(' ')).map((s) => lexeme(n + s))]);
  const pairs = ['2', '4', '6', '20', '2.5', '18000'].flatMap((n) => UNITS.map((spellings) => [unitQuery(n, spellings), everyPair(n, spellings)]));
  expect(pairs.filter(([grouped, pair]) => grouped !== pair).length).toBeGreaterThan(20);
  const [{ differing, matched }] = await t.db.$queryRaw<{ differing: number; matched: number }[]>`
    WITH q AS MATERIALIZED (
      SELECT to_tsquery('simple', g) AS grouped, to_tsquery('simple', e) AS pair FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) u(g, e))
    SELECT count(*) FILTER (WHERE (p.search_vector @@ q.grouped) <> (p.search_vector @@ q.pair) OR (p.name_vector @@ q.grouped) <> (p.name_vector @@ q.pair)
                             OR ts_rank(p.name_vector, q.grouped) <> ts_rank(p.name_vector, q.pair))::int AS differing,
           count(*) FILTER (WHERE p.search_vector @@ q.pair)::int AS matched
    FROM product_search p CROSS JOIN q`;
  expect(matched).toBeGreaterThan(20);
  expect(differing).toBe(0);
});

describe("the best matches' first pass", () => {
  beforeAll(async () => {
    // Twelve lamps named with every word of "zephyr quartz lamp", reviews 0-5 (ties on everything
    // else), every fourth hidden from suggestions.
    await addFixtureListings(
      t.db,
      Array.from({ length: 12 }, (_, i) => ({ slug: `zephyr-quartz-lamp-${i}`, copyOf: 'arc-floor-lamp-in-brushed-brass', name: `Zephyr Quartz Table Lamp ${i}` })),
    );
    for (let i = 0; i < 12; i++) {
      await t.db.product.update({ where: { slug: `zephyr-quartz-lamp-${i}` }, data: { ratingCount: i % 6, status: i % 4 === 3 ? 'HIDDEN' : 'ACTIVE' } });
    }
    // "zephyr villa": ten home products have both words in their name, but a home product weighs a
    // kind of home at 0.15, so the villa named "Zephyr" (its category "Villas") outranks them all.
    await addFixtureListings(t.db, [
      ...Array.from({ length: 10 }, (_, i) => ({ slug: `zephyr-villa-cushion-${i}`, copyOf: 'arc-floor-lamp-in-brushed-brass', name: `Zephyr Villa Cushion ${i}` })),
      { slug: 'zephyr-residence', copyOf: '4-bed-villa-with-private-pool-in-jumeirah-village-circle', name: 'Zephyr Residence' },
    ]);
  });

  const SUGGESTIONS = Prisma.sql`AND p.vendor_listed AND p.status <> 'HIDDEN'`;
  const RESULTS = Prisma.sql`AND p.vendor_listed`;

  const ids = async (statement: Prisma.Sql) => (await t.db.$queryRaw<{ id: number }[]>(statement)).map((r) => r.id);

  /** Both paths' ids for a query, and whether the first pass alone could answer (its proof's condition). */
  async function bothPaths(query: string, conditions: Prisma.Sql, limit: number, offset: number) {
    const plan = await planSearch(createContext(t.app.services, new Request(TEST_ORIGIN)), query);
    if (!plan) return null;
    const wanted = limit + offset;
    // The proof's own condition over the first pass's own best rows (search-first-pass.ts).
    const [{ proven }] = await t.db.$queryRaw<{ proven: boolean }[]>`
      SELECT ${firstPassProven(wanted, plan.slots.length)} AS proven FROM (${bestByScore(firstPassRows(plan, conditions), wanted)}) m`;
    return { fast: await ids(bestMatchIds(plan, conditions, limit, offset)), full: await ids(bestMatchIdsRankingEveryRow(plan, conditions, limit, offset)), proven };
  }

  const judgedQueries = (): string[] =>
    (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../bench/search-eval/queries.json'), 'utf8')) as { queries: { query: string }[] }).queries.map((q) => q.query);

  it('answers every English judged query as ranking every matching row does, first pass proven or not', { timeout: 120_000 }, async () => {
    let proven = 0;
    let compared = 0;
    for (const query of [...judgedQueries(), 'so', 'lam', 'vil', 'apar']) {
      const answer = await bothPaths(query, SUGGESTIONS, 8, 0);
      if (!answer) continue;
      expect(answer.fast, query).toEqual(answer.full);
      compared++;
      if (answer.proven) proven++;
    }
    console.log(`first pass: ${compared} queries compared, ${proven} answered by the first pass alone`);
    // Both ways are exercised: queries the first pass answers alone, and queries it hands over.
    expect(proven).toBeGreaterThan(5);
    expect(compared - proven).toBeGreaterThan(5);
  });

  it('keeps the order of rows tied on everything but reviews, and never suggests a listing hidden from suggestions', async () => {
    const answer = (await bothPaths('zephyr quartz lamp', SUGGESTIONS, 8, 0))!;
    expect(answer.proven).toBe(true);
    expect(answer.fast).toEqual(answer.full);
    const { data, errors } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { slug } }`, { q: 'zephyr quartz lamp' });
    expect(errors).toBeUndefined();
    // Reviews i % 6, the newer id first among equals; 3, 7 and 11 are hidden.
    expect(data.searchSuggestions.map((p: { slug: string }) => p.slug)).toEqual([5, 10, 4, 9, 8, 2, 1, 6].map((i) => `zephyr-quartz-lamp-${i}`));
    // A results page lists the hidden ones too, and the second page as ranking every row does.
    for (const offset of [0, 8]) {
      const page = (await bothPaths('zephyr quartz lamp', RESULTS, 8, offset))!;
      expect(page.fast).toEqual(page.full);
    }
  });

  it('hands over to ranking every row when a row found elsewhere can outrank the name matches', async () => {
    const answer = (await bothPaths('zephyr villa', SUGGESTIONS, 8, 0))!;
    // Ten name matches, but their score (a kind of home in a home product's name) is under the bound.
    expect(answer.proven).toBe(false);
    expect(answer.fast).toEqual(answer.full);
    const { data } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { slug } }`, { q: 'zephyr villa' });
    expect(data.searchSuggestions[0].slug).toBe('zephyr-residence');
  });

  it('answers a query of three parts from the rows with every part in their search text, which a name alone cannot outrank', async () => {
    // Nine lamps with "nimbus" and "lamp" in their name and "orbit" only in their search text
    // (2.5 each), and a newer one whose name has all three but whose search text misses "orbit": a
    // part scores only where the search text matches it, so it scores 2.2, not 3.3, and comes last.
    await addFixtureListings(t.db, [
      ...Array.from({ length: 9 }, (_, i) => ({ slug: `nimbus-lamp-${i}`, copyOf: 'arc-floor-lamp-in-brushed-brass', name: `Nimbus Lamp ${i}` })),
      { slug: 'nimbus-orbit-lamp', copyOf: 'arc-floor-lamp-in-brushed-brass', name: 'Nimbus Orbit Lamp' },
    ]);
    for (let i = 0; i < 9; i++) await t.db.product.update({ where: { slug: `nimbus-lamp-${i}` }, data: { searchText: `nimbus lamp ${i} orbit lighting` } });
    await t.db.product.update({ where: { slug: 'nimbus-orbit-lamp' }, data: { searchText: 'nimbus lamp lighting' } });
    const answer = (await bothPaths('nimbus orbit lamp', SUGGESTIONS, 8, 0))!;
    expect(answer.proven).toBe(true);
    expect(answer.fast).toEqual(answer.full);
    const { data } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { slug } }`, { q: 'nimbus orbit lamp' });
    expect(data.searchSuggestions.map((p: { slug: string }) => p.slug)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((i) => `nimbus-lamp-${i}`));
  });

  it('follows a rename at once: the name index is kept in the same transaction as the product', async () => {
    await t.db.product.update({ where: { slug: 'zephyr-quartz-lamp-5' }, data: { name: 'Boreal Desk Light 5', searchText: 'boreal desk light 5 lighting' } });
    const { data } = await t.graphql(`query($q: String!) { searchSuggestions(query: $q, first: 8) { slug } }`, { q: 'zephyr quartz lamp' });
    expect(data.searchSuggestions.map((p: { slug: string }) => p.slug)).toEqual([10, 4, 9, 8, 2, 1, 6, 0].map((i) => `zephyr-quartz-lamp-${i}`));
  });
});
