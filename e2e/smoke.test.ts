// The e2e plumbing itself: the real server in a child process, Debian's Chromium, page errors.
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

describe('smoke', () => {
  it('the browser loads /healthz from the real server', async () => {
    const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
    const response = await page.goto('/healthz');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse((await page.locator('body').innerText()).trim());
    expect(body).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('records uncaught page errors and console errors', async () => {
    const tab = await newPage(e2e.browser, e2e.server.baseUrl);
    await tab.page.setContent(`<script>console.error('logged on purpose'); setTimeout(() => { throw new Error('thrown on purpose') })</script>`);
    await expect.poll(() => tab.pageErrors.length).toBe(1);
    expect(tab.pageErrors[0].message).toContain('thrown on purpose');
    expect(tab.consoleErrors.join('\n')).toContain('logged on purpose');
    // This error was expected: clear it so that the harness does not fail the test.
    tab.pageErrors.length = 0;
  });
});
