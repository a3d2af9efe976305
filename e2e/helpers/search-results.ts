// The storefront's search results page as a shopper reads it: shared by the search e2e tests.
import type { Page } from 'playwright-core';

/** The names on the search results page for `query` (none when it says so). */
export async function searchResultNames(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await page.getByRole('heading', { name: `Search Results for: "${query}"` }).waitFor();
  const articles = page.getByRole('main').getByRole('article');
  await Promise.race([articles.first().waitFor(), page.getByText('No products found.').waitFor()]);
  return articles.allTextContents();
}
