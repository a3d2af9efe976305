import type { Page } from 'playwright-core';

/** How far a page scrolls sideways, in px: 0 (or less) when nothing is wider than the viewport. */
export const sidewaysOverflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
