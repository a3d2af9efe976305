// The search evaluation (issue 34): the judged queries of queries.json asked through the real
// GraphQL API, scored as the issue asks. Used by `npm run bench:search` (prints the figures) and by
// api/test/search/search-evaluation.test.ts (fails when a figure drops below baseline.json's floor).
import fs from 'node:fs';
import path from 'node:path';

export interface JudgedQuery {
  query: string;
  market: 'UAE' | 'PK' | 'UK' | 'US';
  catalogue: 'REAL_ESTATE' | 'HOME_PRODUCTS';
  /** What kind of shopper's writing the query tests (synonym, regional, size-count, ...). */
  kind: string;
  /** Listing slug -> grade: 2 what the shopper asked for, 1 a fair answer. */
  relevant: Record<string, number>;
}

export interface Figures {
  /** Share of queries whose first 8 suggestions hold one of the best-graded suggestible listings. */
  successAt8: number;
  /** Mean share of the relevant listings among the first 24 results. */
  recallAt24: number;
  /** Mean NDCG of the first 10 results (gain 2^grade - 1). */
  ndcgAt10: number;
}

export interface Evaluation extends Figures {
  queries: number;
  /** Suggestions answered for a listing marked hidden from suggestions (must be 0). */
  hiddenSuggested: number;
  byKind: Record<string, Figures & { queries: number }>;
  /** Per query, for reading misses. */
  details: { query: string; kind: string; suggested: boolean | null; recall: number; ndcg: number }[];
}

export type GraphqlCall = (query: string, variables: Record<string, unknown>) => Promise<{ data?: any; errors?: unknown }>;

export const SUGGESTIONS = 8;
export const RESULTS = 24;
export const NDCG_DEPTH = 10;

/**
 * The judged sets: English over the demo catalogue (queries.json, issue 34), and Arabic and Urdu
 * (queries-arabic-urdu.json, issue 35) over the demo catalogue plus the Arabic- and Urdu-named
 * listings of fixtures.ts, asked after the English set so those listings cannot move its figures.
 */
export const JUDGED_SETS = { english: 'queries.json', arabicUrdu: 'queries-arabic-urdu.json' } as const;
export type JudgedSet = keyof typeof JUDGED_SETS;

export function loadJudgedQueries(set: JudgedSet = 'english'): JudgedQuery[] {
  const file = path.join(import.meta.dirname, JUDGED_SETS[set]);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: JudgedQuery[] }).queries;
}

/** The recorded floors of a set (baseline.json: `floors` for English, `arabicUrdu.floors` for the other). */
export function loadBaseline(set: JudgedSet = 'english'): Figures {
  const baseline = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'baseline.json'), 'utf8'));
  return (set === 'english' ? baseline.floors : baseline[set].floors) as Figures;
}

const SUGGEST = `query($q: String!, $n: Int!) { searchSuggestions(query: $q, first: $n) { slug hiddenFromSuggestions } }`;
const SEARCH = `query($q: String!, $n: Int!) { search(query: $q, first: $n) { edges { node { slug } } } }`;

export function ndcg(ranked: string[], relevant: Record<string, number>, depth = NDCG_DEPTH): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked.slice(0, depth).reduce((sum, slug, i) => sum + gain(relevant[slug] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, depth)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal ? dcg / ideal : 0;
}

export function recall(ranked: string[], relevant: Record<string, number>, depth = RESULTS): number {
  const wanted = Object.keys(relevant);
  const top = new Set(ranked.slice(0, depth));
  return wanted.filter((slug) => top.has(slug)).length / wanted.length;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function figuresOf(details: Evaluation['details']): Figures {
  return {
    successAt8: mean(details.filter((d) => d.suggested !== null).map((d) => (d.suggested ? 1 : 0))),
    recallAt24: mean(details.map((d) => d.recall)),
    ndcgAt10: mean(details.map((d) => d.ndcg)),
  };
}

/**
 * Asks every judged query for its suggestions and its first results. Suggestions are scored
 * against the listings that may be suggested: a listing hidden from suggestions must not be, so a
 * query whose only relevant listings are hidden has no suggestion score, and any hidden listing
 * suggested is counted in `hiddenSuggested`.
 */
export async function evaluate(graphql: GraphqlCall, queries = loadJudgedQueries()): Promise<Evaluation> {
  const hiddenSlugs = new Set<string>();
  const details: Evaluation['details'] = [];
  let hiddenSuggested = 0;
  const results = new Map<string, string[]>();
  for (const q of queries) {
    const answer = await graphql(SEARCH, { q: q.query, n: RESULTS });
    if (answer.errors) throw new Error(`search "${q.query}": ${JSON.stringify(answer.errors)}`);
    results.set(q.query, answer.data.search.edges.map((e: { node: { slug: string } }) => e.node.slug));
  }
  // Which relevant listings are hidden from suggestions (the product's own flag).
  const allRelevant = [...new Set(queries.flatMap((q) => Object.keys(q.relevant)))];
  for (const slug of allRelevant) {
    const answer = await graphql(`query($s: String!) { product(slug: $s) { hiddenFromSuggestions } }`, { s: slug });
    if (answer.errors) throw new Error(`product ${slug}: ${JSON.stringify(answer.errors)}`);
    if (answer.data.product?.hiddenFromSuggestions) hiddenSlugs.add(slug);
  }
  for (const q of queries) {
    const answer = await graphql(SUGGEST, { q: q.query, n: SUGGESTIONS });
    if (answer.errors) throw new Error(`suggestions "${q.query}": ${JSON.stringify(answer.errors)}`);
    const suggestions: { slug: string; hiddenFromSuggestions: boolean }[] = answer.data.searchSuggestions;
    hiddenSuggested += suggestions.filter((s) => s.hiddenFromSuggestions).length;
    const suggestible = Object.entries(q.relevant).filter(([slug]) => !hiddenSlugs.has(slug));
    const best = Math.max(0, ...suggestible.map(([, grade]) => grade));
    const wanted = new Set(suggestible.filter(([, grade]) => grade === best).map(([slug]) => slug));
    const ranked = results.get(q.query)!;
    details.push({
      query: q.query,
      kind: q.kind,
      suggested: wanted.size ? suggestions.some((s) => wanted.has(s.slug)) : null,
      recall: recall(ranked, q.relevant),
      ndcg: ndcg(ranked, q.relevant),
    });
  }
  const kinds = [...new Set(queries.map((q) => q.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => {
      const ofKind = details.filter((d) => d.kind === kind);
      return [kind, { queries: ofKind.length, ...figuresOf(ofKind) }];
    }),
  );
  return { queries: queries.length, hiddenSuggested, ...figuresOf(details), byKind, details };
}
