/**
 * `npm run budget:web`: the initial JavaScript of each storefront route of a built web app
 * (web/dist, `npm run build:web` first), gzip-compressed, against its budget (issue 19).
 *
 * A route's initial JS is what the browser must run before the page can show: the entry chunk
 * of index.html, the route's lazy page chunk, and every chunk either imports statically
 * (transitively). Chunks loaded later by a dynamic import (a dialog opened on click) do not count.
 * Read from Vite's manifest (web/dist/.vite/manifest.json, `build.manifest`). Each chunk's source
 * map names its modules: no module of the dashboard may be part of a storefront route.
 *
 * Exits 1 when a route is over budget or carries dashboard code.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DIST_DIR = path.resolve(import.meta.dirname, '../web/dist');

/** Gzip KB (1,024 bytes) a route's initial JS may weigh. */
export const BUDGETS_KB: Record<string, number> = {
  'src/pages/storefront/Home/HomePage.tsx': 110,
  'src/pages/storefront/Product/ProductPage.tsx': 130,
  'src/pages/storefront/Property/PropertyPage.tsx': 130,
};
/** Every other storefront page (listings, search, a store, ...). */
export const DEFAULT_BUDGET_KB = 130;

/**
 * Modules only the vendor dashboard uses: never part of a storefront route's initial JS. The
 * dashboard's route table (pages/dashboard/routes.tsx: its paths and lazy imports, under 1 KB) is
 * the exception: the router must know the dashboard's paths to send a visitor there.
 */
export const DASHBOARD_MODULE = /\/src\/(pages\/dashboard\/(?!routes\.tsx$)|features\/(dashboard-[^/]+|admin|api-keys|customers|promo-codes|media)\/)/;

/** The storefront pages measured: every page module under this folder that the manifest holds. */
const STOREFRONT_PAGE = /^src\/pages\/storefront\/[^/]+\/[^/]+Page\.tsx$/;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The page module (the key of its chunk in the manifest). */
  page: string;
  /** The files (under dist/) of its initial JS, entry first. */
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
  /** Dashboard modules found in those files. */
  dashboardModules: string[];
}

const gzipSizes = new Map<string, number>();
function gzipSize(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = gzipSizes.get(full);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipSizes.set(full, size);
  }
  return size;
}

/** The modules a chunk holds, from its source map (empty without one). */
function chunkModules(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] };
  return sources.map((source) => path.resolve(path.dirname(map), source).replaceAll('\\', '/'));
}

/** The manifest keys of a chunk and everything it imports statically, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

export function readManifest(distDir = DIST_DIR): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app first (npm run build:web)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Every storefront route's initial JS (gzip) against its budget. */
export function measureRoutes(distDir = DIST_DIR): RouteBudget[] {
  const manifest = readManifest(distDir);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  if (!entry) throw new Error('The manifest has no index.html entry');
  const pages = Object.keys(manifest)
    .filter((key) => STOREFRONT_PAGE.test(key))
    .sort();
  if (!pages.length) throw new Error('The manifest holds no storefront page');
  return pages.map((page) => {
    const keys = new Set<string>();
    staticClosure(manifest, entry[0], keys);
    staticClosure(manifest, page, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return {
      page,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
      budgetBytes: (BUDGETS_KB[page] ?? DEFAULT_BUDGET_KB) * 1024,
      dashboardModules: files.flatMap((file) => chunkModules(distDir, file)).filter((module) => DASHBOARD_MODULE.test(module)),
    };
  });
}

/** What is wrong with the measured routes (empty when every route keeps its budget). */
export function budgetProblems(routes: RouteBudget[]): string[] {
  const missing = Object.keys(BUDGETS_KB).filter((page) => !routes.some((route) => route.page === page));
  return [
    ...missing.map((page) => `${page}: not in the build`),
    ...routes.flatMap((route) => [
      ...(route.gzipBytes > route.budgetBytes ? [`${route.page}: ${kb(route.gzipBytes)} KB of initial JS (gzip), over its ${kb(route.budgetBytes)} KB`] : []),
      ...(route.dashboardModules.length ? [`${route.page}: carries dashboard code (${route.dashboardModules.slice(0, 3).join(', ')}${route.dashboardModules.length > 3 ? ', ...' : ''})`] : []),
    ]),
  ];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(routes: RouteBudget[]): string {
  const name = (page: string) => page.replace(/^src\/pages\/storefront\//, '');
  const width = Math.max(...routes.map((route) => name(route.page).length));
  return routes
    .map((route) => `${name(route.page).padEnd(width)}  ${kb(route.gzipBytes).padStart(6)} KB / ${kb(route.budgetBytes)} KB  ${route.files.length} files${route.gzipBytes > route.budgetBytes ? '  OVER' : ''}`)
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const routes = measureRoutes(process.argv[2] ? path.resolve(process.argv[2]) : DIST_DIR);
  console.log('Initial JS per storefront route (gzip):');
  console.log(formatReport(routes));
  const problems = budgetProblems(routes);
  for (const problem of problems) console.error(`over budget: ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}
