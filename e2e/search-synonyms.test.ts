// Search synonyms in Chromium (issue 20): the admin adds a group on the Search Synonyms page, the
// storefront's search box finds by it at once, the admin edits it and deletes it.
import { describe, expect, it } from 'vitest';
import { newPage, useE2eSuite } from './harness.ts';
import { searchResultNames } from './helpers/search-results.ts';

const e2e = useE2eSuite();

/** The search box's dropdown for a query that finds something (waits for the first option). */
async function suggestions(query: string): Promise<string[]> {
  const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search homes and home products' });
  await box.click();
  await box.pressSequentially(query, { delay: 20 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' }).first();
  await listbox.getByRole('option').first().waitFor();
  const options = await listbox.getByRole('option').allTextContents();
  await page.context().close();
  return options;
}

/** The names on the search results page (none when it says so). */
async function results(query: string): Promise<string[]> {
  const { page } = await newPage(e2e.browser, e2e.server.baseUrl);
  const names = await searchResultNames(page, query);
  await page.context().close();
  return names;
}

describe('search synonyms', () => {
  it('are managed by the admin and used by the search box at once', async () => {
    const { page } = await e2e.openSignedIn(await e2e.tokenFor('admin@marketplace.test'));
    await page.goto('/vendor-dashboard/synonyms');
    await page.getByRole('heading', { name: 'Search Synonyms', level: 1 }).waitFor();
    // The seeded groups are listed.
    await page.getByRole('row').filter({ hasText: 'couch' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'refrigerator' }).count()).toBe(1);

    // A shopper's "couch" finds sofas through the seeded group.
    expect(await suggestions('couch')).toEqual(expect.arrayContaining([expect.stringMatching(/sofa/i)]));
    expect(await results('credenza')).toEqual([]);

    const form = page.getByRole('form', { name: 'Add synonym group' });
    await form.getByLabel('Terms (separated by commas)').fill('credenza');
    await form.getByRole('button', { name: 'Add Synonyms' }).click();
    await page.getByRole('alert').getByText('Enter at least 2 terms, separated by commas.').waitFor();
    await form.getByLabel('Terms (separated by commas)').fill('Credenza, bookcase');
    await form.getByRole('button', { name: 'Add Synonyms' }).click();
    const row = page.getByRole('row').filter({ hasText: 'credenza' });
    await row.waitFor();
    expect(await form.getByLabel('Terms (separated by commas)').inputValue()).toBe('');
    expect(await suggestions('credenza')).toEqual([expect.stringMatching(/Open Oak Bookcase/)]);
    expect(await results('credenza')).toEqual([expect.stringMatching(/Open Oak Bookcase/)]);

    // A term already in another group is refused with the server's message.
    await form.getByLabel('Terms (separated by commas)').fill('couch, divan');
    await form.getByRole('button', { name: 'Add Synonyms' }).click();
    await page.getByRole('alert').getByText('"couch" is already in another synonym group.').waitFor();

    await row.getByRole('button', { name: 'Edit credenza, bookcase' }).click();
    await page.getByRole('textbox', { name: 'Terms of credenza, bookcase' }).fill('credenza, ladder bookshelf');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit credenza, ladder bookshelf' }).waitFor();
    expect(await suggestions('credenza')).toEqual([expect.stringMatching(/Five-Tier Ladder Bookshelf/)]);

    await page.getByRole('button', { name: 'Delete credenza, ladder bookshelf' }).click();
    await page.getByRole('alertdialog', { name: 'Delete synonym group' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'credenza' }).count()).toBe(0);
    expect(await results('credenza')).toEqual([]);
  });
});
