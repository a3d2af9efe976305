/**
 * scripts/js-budget.ts on a small built app of its own (a manifest, chunks, source maps): a
 * route's initial JS is the entry, its page and their static imports, never a dynamic import; a
 * route grown more than GROWTH_ALLOWANCE_KB over its baseline, without a baseline, or carrying a
 * dashboard module is a problem. The real build is held to it by e2e/js-budget.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetProblems, GROWTH_ALLOWANCE_KB, measureRoutes } from '../js-budget.ts';

const HOME = 'src/pages/storefront/Home/HomePage.tsx';
const PRODUCT = 'src/pages/storefront/Product/ProductPage.tsx';
const PROPERTY = 'src/pages/storefront/Property/PropertyPage.tsx';
const CATALOGUE = 'src/pages/storefront/Catalogue/CataloguePage.tsx';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Random text gzip cannot shrink much: `kb` KB of it weighs about 0.75 * kb gzipped. */
const noise = (kb: number) => crypto.randomBytes(kb * 768).toString('base64');

function writeDist(files: Record<string, { code: string; sources?: string[] }>, manifest: object): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, { code, sources }] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, file), code);
    if (sources) fs.writeFileSync(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return dir;
}

const gz = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** The small app's own baseline figures (gzip KB): about what app() weighs per route (24-25 KB). */
const BASELINE = { [HOME]: 24, [PRODUCT]: 25, [PROPERTY]: 24, [CATALOGUE]: 24 };

function app({ homeKb = 1, dashboardInProduct = false } = {}) {
  const code = {
    entry: `import './react.js';${noise(20)}`,
    react: noise(10),
    home: noise(homeKb),
    product: noise(2),
    property: noise(2),
    catalogue: noise(2),
    dialog: noise(40),
  };
  const dist = writeDist(
    {
      'assets/index.js': { code: code.entry, sources: ['../../src/main.tsx', '../../src/pages/dashboard/routes.tsx'] },
      'assets/react.js': { code: code.react, sources: ['../../../node_modules/react/index.js'] },
      'assets/HomePage.js': { code: code.home, sources: ['../../src/pages/storefront/Home/HomePage.tsx'] },
      'assets/ProductPage.js': {
        code: code.product,
        sources: ['../../src/pages/storefront/Product/ProductPage.tsx', ...(dashboardInProduct ? ['../../src/features/dashboard-products/ProductForm.tsx'] : [])],
      },
      'assets/PropertyPage.js': { code: code.property },
      'assets/CataloguePage.js': { code: code.catalogue },
      'assets/Dialog.js': { code: code.dialog, sources: ['../../src/components/ui/DialogPanel.tsx'] },
    },
    {
      'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'], dynamicImports: [HOME, PRODUCT, PROPERTY, CATALOGUE] },
      '_react.js': { file: 'assets/react.js' },
      [HOME]: { file: 'assets/HomePage.js', src: HOME, isDynamicEntry: true, imports: ['_react.js'] },
      [PRODUCT]: { file: 'assets/ProductPage.js', src: PRODUCT, isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['src/components/ui/DialogPanel.tsx'] },
      [PROPERTY]: { file: 'assets/PropertyPage.js', src: PROPERTY, isDynamicEntry: true, imports: [] },
      [CATALOGUE]: { file: 'assets/CataloguePage.js', src: CATALOGUE, isDynamicEntry: true, imports: [] },
      'src/components/ui/DialogPanel.tsx': { file: 'assets/Dialog.js', src: 'src/components/ui/DialogPanel.tsx', isDynamicEntry: true },
      'src/pages/dashboard/Products/DashboardProductsPage.tsx': { file: 'assets/Dialog.js', src: 'src/pages/dashboard/Products/DashboardProductsPage.tsx', isDynamicEntry: true },
    },
  );
  return { dist, code };
}

describe('npm run budget:web', () => {
  it('counts the entry, the page and their static imports once each, gzipped, and no dynamic import', () => {
    const { dist, code } = app();
    const routes = measureRoutes(dist, BASELINE);
    expect(routes.map((route) => route.page)).toEqual([CATALOGUE, HOME, PRODUCT, PROPERTY]);
    const product = routes.find((route) => route.page === PRODUCT)!;
    expect(product.files).toEqual(['assets/index.js', 'assets/react.js', 'assets/ProductPage.js']);
    expect(product.gzipBytes).toBe(gz(code.entry) + gz(code.react) + gz(code.product));
    expect(product.baselineBytes).toBe(BASELINE[PRODUCT] * 1024);
    expect(product.ceilingBytes).toBe((BASELINE[PRODUCT] + GROWTH_ALLOWANCE_KB) * 1024);
    expect(budgetProblems(routes, BASELINE)).toEqual([]);
  });

  it('names a route grown more than the allowance over its baseline, and lets one grown less pass', () => {
    const routes = (homeKb: number) => measureRoutes(app({ homeKb }).dist, BASELINE);
    // The app's home weighs about 23.5 KB with 1 KB of page: 6 KB of page is about 4 KB more gzipped.
    const grownALittle = routes(6);
    expect(grownALittle.find((route) => route.page === HOME)!.gzipBytes).toBeGreaterThan(BASELINE[HOME] * 1024);
    expect(budgetProblems(grownALittle, BASELINE)).toEqual([]);
    const ceiling = (BASELINE[HOME] + GROWTH_ALLOWANCE_KB).toFixed(1).replace('.', '\\.');
    expect(budgetProblems(routes(12), BASELINE)).toEqual([
      expect.stringMatching(new RegExp(`^src/pages/storefront/Home/HomePage\\.tsx: [\\d.]+ KB of initial JS \\(gzip\\), over its ceiling of ${ceiling} KB \\(24\\.0 KB \\+ 5\\)$`)),
    ]);
  });

  it('names a route without a baseline figure, and a baseline route the build does not hold', () => {
    const { dist } = app();
    const { [PROPERTY]: _property, ...withoutProperty } = BASELINE;
    expect(budgetProblems(measureRoutes(dist, withoutProperty), withoutProperty)).toEqual([
      expect.stringMatching(/^src\/pages\/storefront\/Property\/PropertyPage\.tsx: [\d.]+ KB of initial JS \(gzip\) and no baseline: add its figure to BASELINE_KB$/),
    ]);
    const gone = 'src/pages/storefront/Gone/GonePage.tsx';
    expect(budgetProblems(measureRoutes(dist, { ...BASELINE, [gone]: 10 }), { ...BASELINE, [gone]: 10 })).toEqual([`${gone}: not in the build`]);
  });

  it('names a route that carries a dashboard module (the route table itself is allowed)', () => {
    const { dist } = app({ dashboardInProduct: true });
    expect(budgetProblems(measureRoutes(dist, BASELINE), BASELINE)).toEqual([expect.stringMatching(/^src\/pages\/storefront\/Product\/ProductPage\.tsx: carries dashboard code \(.*\/src\/features\/dashboard-products\/ProductForm\.tsx\)$/)]);
  });

  it('says when there is no build to measure', () => {
    expect(() => measureRoutes(path.join(os.tmpdir(), 'no-such-dist'))).toThrow(/npm run build:web/);
  });
});
