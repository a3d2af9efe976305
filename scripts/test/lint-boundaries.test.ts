// `npm run lint` guards the arrows of docs/architecture.md. Each test plants one violation and
// requires ESLint (the project's own eslint.config.mjs) to name it, so a boundary that stopped
// being checked (a renamed folder, a resolver that no longer resolves) fails here, not in review.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eslint, root, ruleIdsFor } from './lint-text.ts';


describe('import boundaries', () => {
  const planted: Array<[string, string, string]> = [
    ['the domain imports the HTTP edge', 'api/src/domain/planted.ts', "import { clientAddress } from '../http/client-address.ts';\nexport const x = clientAddress;\n"],
    ['the domain imports a transport', 'api/src/domain/planted.ts', "import { schema } from '../graphql/schema.ts';\nexport const x = schema;\n"],
    ['GraphQL imports REST', 'api/src/graphql/planted.ts', "import { restRoutes } from '../rest/handler.ts';\nexport const x = restRoutes;\n"],
    ['the runtime imports demo data', 'api/src/planted.ts', "import * as seed from '../../prisma/seed/main.ts';\nexport const x = seed;\n"],
    ['the web imports the domain', 'web/src/planted.ts', "import * as errors from '../../api/src/domain/errors.ts';\nexport const x = errors;\n"],
    ['the SDK imports the server', 'sdk/src/planted.ts', "import { ERROR_CODES } from '../../api/src/domain/error-codes.ts';\nexport const x = ERROR_CODES;\n"],
    ['an example partner app imports the server', 'examples/partner-sync/src/planted.ts', "import { restRoutes } from '../../../api/src/rest/handler.ts';\nexport const x = restRoutes;\n"],
  ];
  it.each(planted)('refuses: %s', async (_name, file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an error code written into a GraphQL error by hand (issue 38: codes go through codedGraphQLError)', async () => {
    const literal = "import { GraphQLError } from 'graphql';\nexport const x = new GraphQLError('No.', { extensions: { code: 'MADE_UP' } });\n";
    expect(await ruleIdsFor('api/src/graphql/planted.ts', literal)).toContain('no-restricted-syntax');
  });

  it('keeps rules/ free of every dependency, even Node\'s own modules', async () => {
    expect(await ruleIdsFor('rules/planted.ts', "import fs from 'node:fs';\nexport const x = fs;\n")).toContain('no-restricted-imports');
  });

  it('passes the same imports where they are allowed', async () => {
    expect(await ruleIdsFor('api/src/rest/planted.ts', "import * as errors from '../domain/errors.ts';\nexport const x = errors;\n")).toEqual([]);
  });
});

describe('boundaries inside the web app', () => {
  // Issue 33: features stand alone, the kit (components/, hooks/, lib/) is what they are built
  // from, and nothing but pages and the app shell reach into app/.
  const planted: Array<[string, string, string]> = [
    ['a feature imports the app shell', 'web/src/features/cart/planted.ts', "import { preloadPageQuery } from '../../app/preload.ts';\nexport const x = preloadPageQuery;\n"],
    ['a feature imports another feature', 'web/src/features/listing/planted.ts', "import { ProductGrid } from '../catalogue/ProductGrid.tsx';\nexport const x = ProductGrid;\n"],
    ['lib/ imports the app shell', 'web/src/lib/planted.ts', "import { readServerState } from '../app/server-state.ts';\nexport const x = readServerState;\n"],
    ['lib/ imports a feature', 'web/src/lib/planted.ts', "import { useCart } from '../features/cart/useCart.ts';\nexport const x = useCart;\n"],
    ['lib/ imports a page', 'web/src/lib/planted.ts', "import * as navigation from '../pages/dashboard/navigation.ts';\nexport const x = navigation;\n"],
    ['the kit imports a feature', 'web/src/components/planted.ts', "import { ProductGrid } from '../features/catalogue/ProductGrid.tsx';\nexport const x = ProductGrid;\n"],
    ['the kit imports a page', 'web/src/components/planted.ts', "import * as navigation from '../pages/dashboard/navigation.ts';\nexport const x = navigation;\n"],
    ['the kit imports the app shell', 'web/src/hooks/planted.ts', "import { preloadPageQuery } from '../app/preload.ts';\nexport const x = preloadPageQuery;\n"],
  ];
  it.each(planted)('refuses: %s', async (_name, file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a path that climbs to rules/, in the web app and on the server', async () => {
    const climbing = (depth: number) => `import { CURRENCY_CODES } from '${'../'.repeat(depth)}rules/money.ts';\nexport const x = CURRENCY_CODES;\n`;
    expect(await ruleIdsFor('web/src/features/cart/planted.ts', climbing(4))).toContain('no-restricted-imports');
    expect(await ruleIdsFor('api/src/domain/planted.ts', climbing(3))).toContain('no-restricted-imports');
  });

  it('passes a feature built from the kit, its own folders and the rules alias, and a page using features and the app shell', async () => {
    const feature = [
      "import { ProductCard } from '../../components/cards/ProductCard.tsx';",
      "import { useListingParams } from '../../hooks/useListingParams.ts';",
      "import { ListingMap } from './map/ListingMap.tsx';",
      "import { CURRENCY_CODES } from '@rules/money.ts';",
      'export const x = [ProductCard, useListingParams, ListingMap, CURRENCY_CODES];',
    ].join('\n');
    expect(await ruleIdsFor('web/src/features/listing/planted.ts', `${feature}\n`)).toEqual([]);
    const page = "import { ProductGrid } from '../../../features/catalogue/ProductGrid.tsx';\nimport { preloadPageQuery } from '../../../app/preload.ts';\nexport const x = [ProductGrid, preloadPageQuery];\n";
    expect(await ruleIdsFor('web/src/pages/storefront/Home/planted.ts', page)).toEqual([]);
  });
});

describe('forms', () => {
  // Issue 32: a form without a method is a GET when it is sent before the script runs.
  it('refuses a <form> without an explicit method, and passes one with it', async () => {
    const form = (attributes: string) => `export const F = () => <form ${attributes}><input name="password" /></form>;\n`;
    expect(await ruleIdsFor('web/src/planted.tsx', form('className="x"'))).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('web/src/planted.tsx', form('method="post" className="x"'))).toEqual([]);
  });
});

describe('import cycles', () => {
  const dir = path.join(root, 'web/src/features/__planted_cycle__');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    fs.mkdirSync(dir, { recursive: true });
    // Both files must exist: a cycle is found by resolving each import on disk.
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  // ESLint's import-x/no-cycle skips `import type`; `npm run lint:cycles` (dependency-cruiser,
  // .dependency-cruiser.cjs) counts it: the domain's context type once made a nine-file loop.
  it('refuses two modules that import only each other\'s types', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d.ts';\nexport interface C { d?: D }\n");
    fs.writeFileSync(path.join(dir, 'd.ts'), "import type { C } from './c.ts';\nexport interface D { c?: C }\n");
    const run = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', path.relative(root, dir)], { cwd: root, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/no-circular: .*__planted_cycle__\/c\.ts/);
  }, 60_000);
});

describe("the browser's blocking dialogs", () => {
  // Every storefront and dashboard file, the checkout and the product pages included: no exemption.
  const planted: Array<[string, string, string]> = [
    ['alert', 'web/src/features/checkout/planted.ts', "export const x = () => alert('Please fill in all required fields!');\n"],
    ['window.alert', 'web/src/pages/storefront/Property/planted.ts', "export const x = () => window.alert('Property booking added to cart successfully!');\n"],
    ['window.confirm', 'web/src/features/dashboard-orders/planted.ts', "export const x = () => window.confirm('Delete?');\n"],
    ['globalThis.prompt', 'web/src/features/product/planted.ts', "export const x = () => globalThis.prompt('Code?');\n"],
  ];
  it.each(planted)('refuses %s', async (_name, file, code) => {
    const ids = await ruleIdsFor(file, code);
    expect(ids.some((id) => id === 'no-restricted-globals' || id === 'no-restricted-properties')).toBe(true);
  });
});

// Issue 35: interface text written into JSX under web/src (house rule i18n/no-literal-text,
// scripts/lint/i18n-literal-text.mjs; docs/decisions/i18n-no-literal-text-lint.md). Each case plants a
// text where a reader would see it and requires the lint to name it; the last cases plant what is
// not text (codes, symbols, the brand, tests) and require silence.
const RULE = 'i18n/no-literal-text';

/** The texts the rule names in `code` planted as `file`. */
async function namedTexts(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const component = (body: string) => `export function Planted({ busy }: { busy: boolean }) {\n  return (${body});\n}\n`;

describe('interface text in JSX', () => {
  const planted: Array<[string, string, string, string]> = [
    ['JSX text in a dashboard page', 'web/src/pages/dashboard/Overview/planted.tsx', '<h2>Recent orders</h2>', 'Recent orders'],
    ['an aria-label in the kit', 'web/src/components/admin-table/planted.tsx', '<table aria-label="Orders" />', 'Orders'],
    ["a kit component's text prop", 'web/src/features/leads/planted.tsx', '<EmptyState emptyText="No leads yet." />', 'No leads yet.'],
    ['a placeholder on the storefront', 'web/src/features/contact/planted.tsx', '<input placeholder="Your name" />', 'Your name'],
    ['a text chosen by a condition', 'web/src/features/webhooks/planted.tsx', "<button>{busy ? 'Saving...' : 'Save'}</button>", 'Saving...'],
    ['a lowercase word between values', 'web/src/features/dashboard-orders/planted.tsx', '<span>{1} at {2}</span>', 'at'],
    ['text inside a fallback', 'web/src/pages/dashboard/planted.tsx', '<Suspense fallback={<p>Loading...</p>}>{null}</Suspense>', 'Loading...'],
  ];
  it.each(planted)('names %s', async (_name, file, jsx, text) => {
    const named = await namedTexts(file, component(jsx));
    expect(named.length).toBeGreaterThan(0);
    expect(named.join('\n')).toContain(text);
  });

  it('lets codes, symbols, the brand and example addresses through', async () => {
    const jsx = [
      '<div className="x" data-testid="part-status" role="status">',
      "  {text('email', 'firstName')}",
      "  <input type=\"email\" autoComplete=\"given-name\" placeholder=\"you@example.com\" />",
      '  <span aria-hidden>−</span> · {2026} AED',
      '  <code>X-Api-Key</code>',
      '  <p>Homes Marketplace</p>',
      '</div>',
    ].join('\n');
    expect(await namedTexts('web/src/features/contact/planted.tsx', component(jsx))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await namedTexts('web/src/features/contact/planted.test.tsx', component('<p>Hello there</p>'))).toEqual([]);
  });
});
