// Responsive images in Chromium: every storefront picture has its copies, its size and the right
// priority; the browser loads a copy that fits; nothing shifts while pictures arrive.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eSuite, type Viewport } from './harness.ts';
import { layoutShift } from './helpers/layout-shift.ts';

const e2e = useE2eSuite();
const phone: Viewport = { width: 412, height: 823 };

const api = async (path: string) => (await fetch(e2e.server.baseUrl + path)).json();

interface ImageFacts {
  src: string;
  currentSrc: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  naturalWidth: number;
}

/** The images of the page's main region (the header's logo aside), once the page's data is in. */
async function mainImages(page: Page): Promise<ImageFacts[]> {
  await page.waitForLoadState('networkidle');
  return page.$$eval('main img', (images) =>
    (images as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src')!,
      currentSrc: img.currentSrc,
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      naturalWidth: img.naturalWidth,
    })),
  );
}

const copies = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0]);

describe('storefront images', () => {
  it('home: every picture has a size and its copies, and loads lazily (the banner is text)', async () => {
    const page = await e2e.open('/', phone);
    const images = await mainImages(page);
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image.width && image.height, image.src).toBeTruthy();
      expect(image.loading, image.src).toBe('lazy');
      expect(image.fetchPriority, image.src).toBeNull();
      if (image.src.startsWith('/uploads/')) expect(copies(image.srcset), image.src).toHaveLength(3);
      if (image.srcset) expect(image.sizes, image.src).toBeTruthy();
    }
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });

  it('a product page: the first photo is the priority image and a copy that fits the phone arrives', async () => {
    const products: { slug: string; mainCategory: string }[] = await api('/api/products?limit=50');
    const product = products.find((p) => p.mainCategory === 'Home Products')!;
    const page = await e2e.open(`/products/home-products/${product.slug}`, phone);
    await page.getByRole('button', { name: 'Enlarge photo' }).waitFor();
    const images = await mainImages(page);
    const [photo, ...rest] = images;
    expect(photo).toMatchObject({ loading: 'eager', fetchPriority: 'high', width: '1200', height: '900' });
    expect(copies(photo.srcset).map((url) => url.replace(/^\/uploads\/[^.]+/, ''))).toEqual(['.thumb.webp', '.card.webp', '.webp']);
    // 412 CSS px at this screen's density 1: the 600 px copy, never the 1600 px one.
    expect(new URL(photo.currentSrc).pathname).toMatch(/\.card\.webp$/);
    expect(photo.naturalWidth).toBeGreaterThan(0);
    expect(rest.filter((image) => image.fetchPriority === 'high')).toEqual([]);
    for (const image of images) expect(image.width && image.height, image.src).toBeTruthy();
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });

  it('search results: the first two cards are priority images, the rest lazy', async () => {
    const page = await e2e.open('/search?q=sofa');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    const cards = (await mainImages(page)).filter((image) => image.src.startsWith('/uploads/'));
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.slice(0, 2).map((image) => [image.loading, image.fetchPriority])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    for (const image of cards.slice(2)) expect([image.loading, image.fetchPriority]).toEqual(['lazy', null]);
  });
});
