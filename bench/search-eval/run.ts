/**
 * `npm run bench:search`: the search evaluation (issue 34) on the seeded demo data, through the
 * GraphQL API in-process (app.fetch), on the embedded database; on PostgreSQL with
 * `npx tsx scripts/with-postgres.ts npm run bench:search`. Prints success@8 (suggestions),
 * recall@24 and NDCG@10 (results), overall and per kind of query, and the misses.
 *
 *   npm run bench:search                # print
 *   npm run bench:search -- --record    # also write the figures as the floors of baseline.json
 *   npm run bench:search -- --misses    # list every query that missed
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../api/test/helpers/test-app.ts';
import { evaluate, type Figures } from './evaluate.ts';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const row = (name: string, n: number, f: Figures) =>
  `| ${name} | ${n} | ${pct(f.successAt8)} | ${pct(f.recallAt24)} | ${f.ndcgAt10.toFixed(3)} |`;

const t = await createTestApp({ seed: true });
try {
  const started = performance.now();
  const result = await evaluate((query, variables) => t.graphql(query, variables));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Search evaluation: ${result.queries} judged queries, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${seconds} s`);
  console.log('| kind | queries | success@8 | recall@24 | NDCG@10 |\n|---|---|---|---|---|');
  for (const [kind, figures] of Object.entries(result.byKind)) console.log(row(kind, figures.queries, figures));
  console.log(row('**all**', result.queries, result));
  console.log(`hidden listings suggested: ${result.hiddenSuggested}`);
  if (process.argv.includes('--misses')) {
    for (const d of result.details) {
      if (d.suggested === false || d.recall < 1 || d.ndcg < 0.8) console.log(`  ${d.kind.padEnd(12)} ${JSON.stringify(d.query).padEnd(34)} suggested=${d.suggested} recall=${d.recall.toFixed(2)} ndcg=${d.ndcg.toFixed(2)}`);
    }
  }
  if (process.argv.includes('--record')) {
    // Floors a little under the measured figures: the CI check fails on a real drop, not on a tie reordered.
    const floor = (value: number) => Math.floor((value - 0.01) * 1000) / 1000;
    const floors = { successAt8: floor(result.successAt8), recallAt24: floor(result.recallAt24), ndcgAt10: floor(result.ndcgAt10) };
    const file = path.join(import.meta.dirname, 'baseline.json');
    fs.writeFileSync(file, JSON.stringify({ about: 'Floors of the search evaluation (npm run bench:search -- --record); api/test/search/search-evaluation.test.ts fails below them.', measured: { successAt8: result.successAt8, recallAt24: result.recallAt24, ndcgAt10: result.ndcgAt10, hiddenSuggested: result.hiddenSuggested }, floors }, null, 2) + '\n');
    console.log(`floors written to ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await t.close();
}
