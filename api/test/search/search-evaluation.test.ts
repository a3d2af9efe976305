// The search evaluation (issue 34) as a check: the judged queries of bench/search-eval/queries.json
// through GraphQL over the seeded demo catalogue, on PGlite and on PostgreSQL. Fails when
// success@8 (suggestions), recall@24 or NDCG@10 (results) drops below the floors recorded in
// bench/search-eval/baseline.json (`npm run bench:search -- --record` after a deliberate change),
// or when any suggestion is a listing hidden from suggestions.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { evaluate, loadBaseline } from '../../../bench/search-eval/evaluate.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

it('meets the recorded floors of the judged queries and never suggests a hidden listing', { timeout: 300_000 }, async () => {
  const result = await evaluate((query, variables) => t.graphql(query, variables));
  const floors = loadBaseline();
  console.log(`search evaluation: success@8 ${result.successAt8.toFixed(3)}, recall@24 ${result.recallAt24.toFixed(3)}, NDCG@10 ${result.ndcgAt10.toFixed(3)} (${result.queries} queries)`);
  expect(result.queries).toBeGreaterThanOrEqual(150);
  expect(result.successAt8).toBeGreaterThanOrEqual(floors.successAt8);
  expect(result.recallAt24).toBeGreaterThanOrEqual(floors.recallAt24);
  expect(result.ndcgAt10).toBeGreaterThanOrEqual(floors.ndcgAt10);
  expect(result.hiddenSuggested).toBe(0);
});
