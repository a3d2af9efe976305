// The e2e plumbing itself: the real server in a child process, Debian's Chromium, page errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startE2eServer, type E2eServer } from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('smoke', () => {
  it('the browser loads /healthz from the real server', async () => {
    const { page } = await newPage(browser, server.baseUrl);
    const response = await page.goto('/healthz');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse((await page.locator('body').innerText()).trim());
    expect(body).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('records uncaught page errors and console errors', async () => {
    const tab = await newPage(browser, server.baseUrl);
    await tab.page.setContent(`<script>console.error('logged on purpose'); setTimeout(() => { throw new Error('thrown on purpose') })</script>`);
    await expect.poll(() => tab.pageErrors.length).toBe(1);
    expect(tab.pageErrors[0].message).toContain('thrown on purpose');
    expect(tab.consoleErrors.join('\n')).toContain('logged on purpose');
    // This error was expected: clear it so that the harness does not fail the test.
    tab.pageErrors.length = 0;
  });
});
