// GraphiQL in Chromium: every request stays on this server (it works offline), the editor renders
// with the example tabs, and the first example runs and shows data, with no console error.
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';

const e2e = useE2eSuite();

describe('GraphiQL', () => {
  it('renders from this server alone and runs the example query', async () => {
    const tab = await newPage(e2e.browser, e2e.server.baseUrl);
    const { page, consoleErrors } = tab;
    const elsewhere: string[] = [];
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // Anything for another host is refused and recorded: the page must work offline.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(e2e.server.baseUrl) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });

    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    // The query editor (Monaco) renders with the first example, and the other examples are tabs.
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor({ timeout: 30_000 });
    // Monaco writes spaces as no-break spaces.
    const text = async (selector: string) => (await page.locator(selector).first().innerText()).replace(/\u00a0/g, ' ');
    await expect.poll(() => text('.graphiql-query-editor .view-lines'), { timeout: 15_000 }).toContain('query Properties');
    await expect.poll(() => page.locator('.graphiql-tab').count()).toBe(5);

    await page.locator('.graphiql-execute-button').click();
    // The response pane shows its first lines only (Monaco renders what is in view): the count and the facets.
    await expect.poll(() => text('.graphiql-response'), { timeout: 15_000 }).toContain('"totalCount"');
    const result = await text('.graphiql-response');
    expect(result).toContain('"facets"');
    expect(result).not.toContain('"errors"');

    // Monaco's editor workers come from this server too (files, not blobs of downloaded text).
    expect(workers.some((url) => url.startsWith(`${e2e.server.baseUrl}/graphql/graphiql/`))).toBe(true);
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
