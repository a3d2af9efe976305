/**
 * The built web app (web/dist, as the e2e stage runs after `vite build`): no storefront route's
 * initial JS (gzip) is over its ceiling or carries dashboard code (scripts/js-budget.ts). Issue
 * 19's budgets (home 110 KB, a detail page 130 KB) are printed beside the figures; they are not met
 * yet (docs/decisions.md), so they fail only `npm run budget:web -- --targets`.
 */
import { describe, expect, it } from 'vitest';
import { budgetProblems, CEILINGS_KB, formatReport, measureRoutes } from '../scripts/js-budget.ts';

describe('JavaScript of a storefront page first load', () => {
  it('keeps every route under its ceiling, with no dashboard code', () => {
    const routes = measureRoutes();
    console.log(formatReport(routes));
    for (const page of Object.keys(CEILINGS_KB)) expect(routes.map((route) => route.page)).toContain(page);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(budgetProblems(routes)).toEqual([]);
  });
});
