/**
 * Real-browser tests: the real server as a child process (as `npm start` runs it, on a free
 * port, with a fresh DATA_DIR and the demo data), and Debian's Chromium headless shell
 * (helpers/chromium.ts) driven by playwright-core (`npx playwright install` cannot work here;
 * scripts/ensure-system-deps.sh installs it).
 *
 *   const e2e = useE2eSuite();                 // server + browser for the file (beforeAll/afterAll)
 *   const page = await e2e.open('/');          // inside a test
 *   const { page } = await newPage(e2e.browser, e2e.server.baseUrl);   // when the test needs more
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { createDataDir } from '../api/test/helpers/test-db.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from './helpers/chromium.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface E2eServer {
  baseUrl: string;
  /** The server's PUBLIC_URL (canonical links, sitemaps): baseUrl unless the options set another. */
  publicUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Demo data (default true). */
  seed?: boolean;
  /** How long to wait for GET /healthz (default 90 s: migrations and the seed run first). */
  startTimeoutMs?: number;
}

/**
 * Starts scripts/serve.ts (what `npm start` serves with; bundled once per run, see serverArgs) on a
 * free port with a fresh DATA_DIR. Seeding the demo data draws its pictures (tens of seconds), so the DATA_DIR is a
 * copy of a seeded template made once per run (api/test/helpers/test-db.ts); the server finds the
 * data there and keeps it.
 */
export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = await createDataDir({ seed: options.seed !== false });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: options.seed === false ? '0' : '1',
    // The catalogue the pages are tested on, without the demo's 90 days of activity: quicker to
    // start, and figures a test can count on (api/test/platform/demo-activity.test.ts proves the activity).
    SEED_DEMO_ACTIVITY: '0',
    // The address the browser uses, so absolute links (canonical, og:url, JSON-LD) point where the test is.
    PUBLIC_URL: baseUrl,
    ...options.env,
  };
  // The e2e server always uses its own embedded database, never a developer's or the test server's.
  delete env.DATABASE_URL;
  if (options.env?.DATABASE_URL) env.DATABASE_URL = options.env.DATABASE_URL;

  const child = spawn(process.execPath, serverArgs(), {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const close = async () => {
    await stopChild(child, exited);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealthy(baseUrl, child, exited, options.startTimeoutMs ?? 90_000, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, publicUrl: (env.PUBLIC_URL ?? baseUrl).replace(/\/+$/, ''), port, dataDir, output: () => output, close };
}

/**
 * How Node starts the server: the run's bundle of scripts/serve.ts when the e2e project's global
 * setup made one (helpers/server-bundle.ts: the same code without tsx's per-file hooks), else
 * scripts/serve.ts through tsx, as `npm start` does.
 */
function serverArgs(): string[] {
  const bundle = providedByGlobalSetup('e2eServerBundle');
  return bundle ? [bundle] : ['--import', 'tsx', path.join(projectRoot, 'scripts/serve.ts')];
}

/** What the e2e project's global setup provided under `key`; undefined outside a vitest worker. */
function providedByGlobalSetup(key: 'e2eServerBundle' | 'browserWsEndpoint'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined; // not inside a vitest worker
  }
}

async function waitForHealthy(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined || child.exitCode !== null) {
      throw new Error(`the server exited (code ${exitCode ?? child.exitCode}) before answering /healthz:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseUrl}/healthz within ${timeoutMs} ms:\n${output()}`);
}

/** SIGTERM (the server closes its database), then SIGKILL if it takes more than 15 s. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Debian's Chromium: the run's shared one when the e2e project's global setup launched it
 * (helpers/browser-server.ts; close() then only disconnects this file and closes its contexts),
 * else a browser of its own. playwright-core's launch() makes a fresh temporary user-data dir for
 * each browser and removes it on close (a --user-data-dir argument is refused: that would be
 * launchPersistentContext).
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = providedByGlobalSetup('browserWsEndpoint');
  if (shared) return chromium.connect(shared);
  assertChromiumInstalled();
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions in the page. Any of them fails the test. */
  pageErrors: Error[];
  /** console.error messages (and failed resource loads Chromium reports there). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * The storefront arrives as server-rendered HTML that React then hydrates: a click before that is
 * lost, as it is for a visitor on a slow phone. After goto() and reload() of an app page, wait
 * until the app marks itself interactive (web/src/app/App.tsx); a page that is not the web app
 * (an API answer, GraphiQL) is not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The web app's pages load its entry module from /assets/ (GraphiQL's page loads its own elsewhere).
  await page.waitForFunction(() => !document.querySelector('script[type="module"][src^="/assets/index-"]') || document.documentElement.dataset.hydrated === 'true');
}

function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * A page in a fresh context whose relative URLs resolve against baseUrl. Called inside a test,
 * the test fails when it finishes if the page threw an uncaught error; called elsewhere (beforeAll),
 * close() throws instead. Console errors are recorded for the test to check.
 */
export async function newPage(browser: Browser, baseUrl: string): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url || 'page'})`);
  });

  const failOnPageErrors = () => {
    if (pageErrors.length) {
      throw new Error(`uncaught error(s) in the page:\n${pageErrors.map((e) => e.stack ?? e.message).join('\n\n')}`);
    }
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close();
    failOnPageErrors();
  };

  try {
    onTestFinished(() => close());
  } catch {
    // not inside a running test: the caller closes it
  }
  return { page, context, pageErrors, consoleErrors, close };
}

export interface Viewport {
  width: number;
  height: number;
}

/** The desktop viewport every test file used unless it tests the mobile layout. */
export const desktopViewport: Viewport = { width: 1280, height: 900 };

export interface E2eSuite {
  /** The server of this file (started in beforeAll). */
  readonly server: E2eServer;
  /** The browser of this file (launched in beforeAll). */
  readonly browser: Browser;
  /** A fresh page (its own context) at `path`. */
  open(path: string, viewport?: Viewport): Promise<Page>;
  /** A session token from the login API; demo passwords by default (admin12345 for admin@…). */
  tokenFor(email: string, password?: string): Promise<string>;
  /** A fresh page with `token` in localStorage, as the login form leaves it (null: signed out). */
  openSignedIn(token: string | null): Promise<TestPage>;
}

/**
 * One server and one browser for a test file: started in beforeAll, closed in afterAll. `options`
 * may be a function when it depends on something another beforeAll made (an SMTP sink).
 */
export function useE2eSuite(options: E2eServerOptions | (() => E2eServerOptions) = {}): E2eSuite {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const serverOptions = typeof options === 'function' ? options() : options;
    [server, browser] = await Promise.all([startE2eServer(serverOptions), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const suite: E2eSuite = {
    get server() {
      if (!server) throw new Error('the e2e server is not started yet (use it inside beforeAll or a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (use it inside beforeAll or a test)');
      return browser;
    },
    async open(path, viewport = desktopViewport) {
      const { page } = await newPage(suite.browser, suite.server.baseUrl);
      await page.setViewportSize(viewport);
      await page.goto(path);
      return page;
    },
    async tokenFor(email, password = email.startsWith('admin') ? 'admin12345' : 'vendor12345') {
      const res = await fetch(`${suite.server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
      return body.token;
    },
    async openSignedIn(token) {
      const tab = await newPage(suite.browser, suite.server.baseUrl);
      await tab.page.setViewportSize(desktopViewport);
      // Any page of the app's origin gives access to its localStorage.
      await tab.page.goto('/about-us-missing-page-for-storage');
      if (token) await tab.page.evaluate((t) => localStorage.setItem('token', t), token);
      return tab;
    },
  };
  return suite;
}
