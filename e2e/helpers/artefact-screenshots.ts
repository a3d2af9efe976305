import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots for a person to look at (the Arabic and Urdu pages in e2e/.artifacts/i18n/), taken
 * only when E2E_SCREENSHOTS=1: no assertion reads them, nothing in CI keeps them (the folder is
 * git-ignored), and each one makes Chromium paint and encode a PNG (about 110 per run of the e2e
 * step). `E2E_SCREENSHOTS=1 npx vitest run --project e2e e2e/i18n.test.ts` writes them.
 */
const ARTEFACTS_I18N = path.join(import.meta.dirname, '../.artifacts/i18n');

const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1';

/** Saves a screenshot of `page` as `name` in e2e/.artifacts/i18n/ when screenshots are wanted. */
export async function saveArtefactScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  fs.mkdirSync(ARTEFACTS_I18N, { recursive: true });
  await page.screenshot({ path: path.join(ARTEFACTS_I18N, name), fullPage: options.fullPage });
}
