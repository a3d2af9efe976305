// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FallbackImage } from './FallbackImage.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SRCSET = '/uploads/a.thumb.webp 200w, /uploads/a.card.webp 600w, /uploads/a.webp 1600w';
const SIZES = '(max-width: 767px) 50vw, 285px';

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

async function render(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container.querySelector('img')!;
}

describe('FallbackImage', () => {
  it('offers the copies with their sizes and explicit dimensions, lazily', async () => {
    const img = await render(<FallbackImage src="/uploads/a.card.webp" srcSet={SRCSET} sizes={SIZES} fallbackSrc="/fallback.svg" alt="Sofa" width={600} height={450} />);
    expect(img.getAttribute('srcset')).toBe(SRCSET);
    expect(img.getAttribute('sizes')).toBe(SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '450']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('swaps to the fallback without the srcset when the image fails', async () => {
    const img = await render(<FallbackImage src="/uploads/a.card.webp" srcSet={SRCSET} sizes={SIZES} fallbackSrc="/fallback.svg" alt="Sofa" width={600} height={450} />);
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe('/fallback.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('server-renders a priority image with a preload of the same copies and sizes', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <FallbackImage src="/uploads/a.card.webp" srcSet={SRCSET} sizes={SIZES} priority fallbackSrc="/fallback.svg" alt="Sofa" width={600} height={450} />
        </body>
      </html>,
    );
    const preload = html.match(/<link rel="preload"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain(`imageSrcSet="${SRCSET}"`);
    expect(preload).toContain(`imageSizes="${SIZES}"`);
    expect(preload).toContain('fetchPriority="high"');
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('never preloads a lazy image', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <FallbackImage src="/uploads/a.card.webp" srcSet={SRCSET} sizes={SIZES} fallbackSrc="/fallback.svg" alt="Sofa" width={600} height={450} />
        </body>
      </html>,
    );
    expect(html).not.toContain('rel="preload"');
  });
});
