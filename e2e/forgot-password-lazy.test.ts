// The forgot-password flow is loaded after the login page's first load (a dynamic import, not part
// of the route's initial JS): opened by the server (/login?forgot=1) it must still be in the HTML,
// be taken over without an error or a hydration warning, and work.
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

describe('the forgot-password flow, loaded after the login page', () => {
  it('is in the HTML the server sends for /login?forgot=1', async () => {
    const html = await (await fetch(`${e2e.server.baseUrl}/login?forgot=1`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Forgot Password');
    expect(html).toMatch(/<input type="hidden" name="\w+" value="forgot-password"\/>/);
  });

  it('is taken over without an error or a hydration warning, and its Back button returns to the login form', async () => {
    const { page, pageErrors, consoleErrors, close } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto('/login?forgot=1');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    // The flow's script runs: Back is handled in the page (no navigation to /login, as without it).
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(new URL(page.url()).search).toBe('?forgot=1');
    await close();
  });
});
