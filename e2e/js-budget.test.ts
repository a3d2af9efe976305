/**
 * The built web app (web/dist, as the e2e stage runs after `vite build`): no storefront route's
 * initial JS (gzip) has grown more than GROWTH_ALLOWANCE_KB (5 KB) over its figure of the day the
 * rule was set (BASELINE_KB), none is without a figure, and none carries dashboard code
 * (scripts/js-budget.ts; `npm run budget:web` prints the same table and exits 1 on the same problems).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASELINE_KB, budgetProblems, DIST_DIR, formatReport, measureRoutes, readManifest } from '../scripts/js-budget.ts';

describe('JavaScript of a storefront page first load', () => {
  it('keeps every route within 5 KB of its baseline, with no dashboard code', () => {
    const routes = measureRoutes();
    console.log(formatReport(routes));
    expect(routes.map((route) => route.page).sort()).toEqual(Object.keys(BASELINE_KB).sort());
    expect(budgetProblems(routes)).toEqual([]);
  });

  it("loads the app's chunks without Vite's preload helper in the entry (web/build/no-preload-helper.ts)", () => {
    const entry = Object.values(readManifest()).find((chunk) => chunk.isEntry)!;
    const code = fs.readFileSync(path.join(DIST_DIR, entry.file), 'utf8');
    expect(code).toContain('import(`./start-');
    expect(code).not.toContain('vite:preloadError');
    expect(code).not.toContain('modulepreload');
  });
});
