/**
 * scripts/js-budget.ts on a small built app of its own (a manifest, chunks, source maps): a
 * route's initial JS is the entry, its page and their static imports, never a dynamic import; a
 * route over its ceiling or carrying a dashboard module is a problem. The real build is held to
 * it by e2e/js-budget.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetProblems, CEILINGS_KB, measureRoutes, TARGETS_KB } from '../js-budget.ts';

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
    const routes = measureRoutes(dist);
    expect(routes.map((route) => route.page)).toEqual([CATALOGUE, HOME, PRODUCT, PROPERTY]);
    const product = routes.find((route) => route.page === PRODUCT)!;
    expect(product.files).toEqual(['assets/index.js', 'assets/react.js', 'assets/ProductPage.js']);
    expect(product.gzipBytes).toBe(gz(code.entry) + gz(code.react) + gz(code.product));
    expect(product.ceilingBytes).toBe(CEILINGS_KB[PRODUCT] * 1024);
    expect(product.targetBytes).toBe(TARGETS_KB[PRODUCT] * 1024);
    expect(budgetProblems(routes)).toEqual([]);
  });

  it('names a route over its ceiling, and over issue 19 budget only when asked', () => {
    const { dist } = app({ homeKb: Math.ceil(CEILINGS_KB[HOME] / 0.74) });
    const routes = measureRoutes(dist);
    const ceiling = CEILINGS_KB[HOME].toFixed(1).replace('.', '\\.');
    expect(budgetProblems(routes)).toEqual([expect.stringMatching(new RegExp(`^src/pages/storefront/Home/HomePage\\.tsx: [\\d.]+ KB of initial JS \\(gzip\\), over its ceiling of ${ceiling} KB$`))]);
    expect(budgetProblems(routes, { targets: true })).toHaveLength(2);
    const small = measureRoutes(app().dist);
    expect(budgetProblems(small, { targets: true })).toEqual([]);
  });

  it('names a route that carries a dashboard module (the route table itself is allowed)', () => {
    const { dist } = app({ dashboardInProduct: true });
    expect(budgetProblems(measureRoutes(dist))).toEqual([expect.stringMatching(/^src\/pages\/storefront\/Product\/ProductPage\.tsx: carries dashboard code \(.*\/src\/features\/dashboard-products\/ProductForm\.tsx\)$/)]);
  });

  it('says when there is no build to measure', () => {
    expect(() => measureRoutes(path.join(os.tmpdir(), 'no-such-dist'))).toThrow(/npm run build:web/);
  });
});
