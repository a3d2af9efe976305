// The word list and thesaurus panel in Chromium (issue 34): the admin looks a word up on the
// dashboard's Search Synonyms page, switches off a pair that brings the wrong listings, and the
// storefront's search box and results page stop using it at once; switching it on restores it.
// At a phone's width and a laptop's.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useE2eSuite, type Viewport } from './harness.ts';
import { searchResultNames } from './helpers/search-results.ts';

const e2e = useE2eSuite();

/** A seeded sofa that the word list's "loveseat" = "sofa" brings, and every seeded sofa (what switching the pair off takes away). */
const SOFA = /Mid-Century Two-Seater Sofa/;
const ANY_SOFA = /Linen Three-Seater Sofa|Velvet Chesterfield Sofa|Modular Corner Sofa|Mid-Century Two-Seater Sofa|Deep Seat Cloud Sofa/;

/**
 * The names the search box's dropdown shows for `query`: the server's answer to the box's own
 * request, once the dropdown shows exactly that many options (none: the dropdown stays closed).
 */
async function suggestions(viewport: Viewport, query: string): Promise<string[]> {
  const { page, close } = await newPage(e2e.browser, e2e.server.baseUrl);
  await page.setViewportSize(viewport);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search homes and home products' });
  await box.click();
  const answered = page.waitForResponse((r) => r.url().includes('/graphql') && decodeURIComponent(r.url() + (r.request().postData() ?? '')).includes(`"${query}"`));
  await box.pressSequentially(query, { delay: 20 });
  const body = (await (await answered).json()) as { data: { searchSuggestions: { name: string }[] } };
  const names = body.data.searchSuggestions.map((s) => s.name);
  const options = page.getByRole('listbox', { name: 'Suggestions' }).first().getByRole('option');
  await expect.poll(() => options.count()).toBe(names.length);
  if (names.length) await expect.poll(() => options.first().textContent()).toContain(names[0]);
  await close();
  return names;
}

/** The names on the search results page for `query` (none when it says so). */
async function results(viewport: Viewport, query: string): Promise<string[]> {
  const { page, close } = await newPage(e2e.browser, e2e.server.baseUrl);
  await page.setViewportSize(viewport);
  const names = await searchResultNames(page, query);
  await close();
  return names;
}

/** The panel's table of what search takes `word` to mean, looked up on the dashboard. */
async function lookUp(page: Page, word: string) {
  const form = page.getByRole('form', { name: 'Look up a search word' });
  await form.getByLabel('Word or phrase').fill(word);
  await form.getByRole('button', { name: 'Show Meanings' }).click();
  const table = page.getByRole('table', { name: `What search takes "${word}" to mean` });
  await table.waitFor();
  return table;
}

describe('the search meanings panel', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`switches a bad pair off and on again, and the storefront search follows at once (${viewport.width} px)`, async () => {
      expect(await suggestions(viewport, 'loveseat')).toEqual(expect.arrayContaining([expect.stringMatching(SOFA)]));
      expect(await results(viewport, 'loveseat')).toEqual(expect.arrayContaining([expect.stringMatching(SOFA)]));

      const { page } = await e2e.openSignedIn(await e2e.tokenFor('admin@marketplace.test'));
      await page.setViewportSize(viewport);
      await page.goto('/vendor-dashboard/synonyms');
      await page.getByRole('heading', { name: 'Word list and thesaurus', level: 2 }).waitFor();
      const table = await lookUp(page, 'loveseat');
      const sofaRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'sofa', exact: true }) });
      expect(await sofaRow.getByRole('cell').allTextContents()).toEqual(['sofa', 'same thing', 'word list', 'Switch Off']);
      // The thesaurus's meanings are listed too.
      await table.getByRole('cell', { name: 'thesaurus' }).first().waitFor();

      await sofaRow.getByRole('button', { name: 'Switch off "loveseat" meaning "sofa"' }).click();
      await sofaRow.getByRole('button', { name: 'Switch on "loveseat" meaning "sofa"' }).waitFor();
      expect(await sofaRow.locator('s').textContent()).toBe('sofa');
      expect(await suggestions(viewport, 'loveseat')).not.toEqual(expect.arrayContaining([expect.stringMatching(ANY_SOFA)]));
      expect(await results(viewport, 'loveseat')).not.toEqual(expect.arrayContaining([expect.stringMatching(ANY_SOFA)]));

      // Still switched off when the admin comes back to the page.
      await page.reload();
      const again = await lookUp(page, 'loveseat');
      const button = again.getByRole('button', { name: 'Switch on "loveseat" meaning "sofa"' });
      await button.click();
      await again.getByRole('button', { name: 'Switch off "loveseat" meaning "sofa"' }).waitFor();
      expect(await suggestions(viewport, 'loveseat')).toEqual(expect.arrayContaining([expect.stringMatching(SOFA)]));
      expect(await results(viewport, 'loveseat')).toEqual(expect.arrayContaining([expect.stringMatching(SOFA)]));

      // The panel fits the screen: no sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
