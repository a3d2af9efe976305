import { describe, expect, it } from 'vitest';
import { fixedSize, IMAGE_SIZES, responsiveImageProps } from './responsive-image.ts';

const SRCSET = '/uploads/a.thumb.webp 200w, /uploads/a.card.webp 600w, /uploads/a.webp 1600w';

describe('responsiveImageProps', () => {
  it('is lazy by default, with the copies and their sizes', () => {
    expect(responsiveImageProps({ srcSet: SRCSET, sizes: IMAGE_SIZES.gridFour })).toEqual({ srcSet: SRCSET, sizes: IMAGE_SIZES.gridFour, loading: 'lazy', decoding: 'async' });
  });

  it('loads a priority image at once and first', () => {
    expect(responsiveImageProps({ srcSet: SRCSET, sizes: fixedSize(160), priority: true })).toEqual({ srcSet: SRCSET, sizes: '160px', loading: 'eager', fetchPriority: 'high', decoding: 'async' });
  });

  it('leaves srcset and sizes out when the image has no copies (an external link)', () => {
    expect(responsiveImageProps({ srcSet: '', sizes: '100vw' })).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(responsiveImageProps({ srcSet: null, priority: true })).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'async' });
  });

  it('refuses a srcset without sizes (the browser would take 100vw and fetch the largest copy)', () => {
    expect(() => responsiveImageProps({ srcSet: SRCSET })).toThrow(/needs its sizes/);
  });

  it('writes every sizes list as media conditions ending in a plain width', () => {
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const parts = sizes.split(', ');
      expect(parts.at(-1)).toMatch(/^\d+(px|vw)$/);
      for (const part of parts.slice(0, -1)) expect(part).toMatch(/^\((max|min)-width: \d+px\) \d+(px|vw)$/);
    }
  });
});
