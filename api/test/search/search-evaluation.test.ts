// The search evaluation (issues 34 and 35) as a check: the judged queries of
// bench/search-eval/queries.json (English) through GraphQL over the seeded demo catalogue, then
// those of queries-arabic-urdu.json after the evaluation's Arabic- and Urdu-named listings are
// written, on PGlite and on PostgreSQL. Fails when success@8 (suggestions), recall@24 or NDCG@10
// (results) of either set drops below the floors recorded in bench/search-eval/baseline.json
// (`npm run bench:search -- --record` after a deliberate change), or when any suggestion is a
// listing hidden from suggestions.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { evaluate, loadBaseline, loadJudgedQueries, type JudgedSet } from '../../../bench/search-eval/evaluate.ts';
import { addFixtureListings } from '../../../bench/search-eval/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

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
