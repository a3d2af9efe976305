/**
 * How storefront images load: one place for `srcset`/`sizes` over the server's resized copies
 * (Image.srcSet: THUMB 200w, CARD 600w, FULL 1600w) and for lazy versus priority loading.
 *
 * A page's likely LCP image is a priority image: `loading="eager"` and `fetchPriority="high"`.
 * React 19 preloads such an image during server rendering (`<link rel="preload" as="image">` with
 * the same `imageSrcSet` and `imageSizes`), so the preload and the <img> pick the same copy; no
 * page writes a preload link by hand. Every other image is lazy.
 */
import type { ImgHTMLAttributes } from 'react';

/**
 * `sizes` of each place that shows an image: the width it takes at each breakpoint of its CSS
 * (the 1,200 px container less its gutters; media conditions in order, the first that matches wins).
 */
export const IMAGE_SIZES = {
  /** CardGrid "six" (home): 2 per row, 3 from 768 px, 6 from 1,024 px. */
  gridSix: '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 190px',
  /** CardGrid "three" (listings, a store): 1 per row to 520 px, then 2, 3 from 768 px. */
  gridThree: '(max-width: 520px) 100vw, (max-width: 767px) 50vw, (max-width: 1023px) 33vw, 380px',
  /** CardGrid "four" (search, suggestions, vendors): 2 per row, 3 from 768 px, 4 from 1,024 px. */
  gridFour: '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 285px',
  /** A category card in the slider (240 px less its padding). */
  categoryCard: '216px',
  /** An "explore categories" tile (columns of at least 160 px: about 180 px wide). */
  categoryTile: '(max-width: 767px) 50vw, 200px',
  /** The product page's large photo: the page's wider column, full width under 900 px. */
  productPhoto: '(max-width: 900px) 100vw, 640px',
  /** A thumbnail under it: 4 to 6 in a row. */
  productThumb: '(max-width: 900px) 25vw, 110px',
  /** The property gallery's first photo (2 of 4 columns), and the others. */
  propertyPhoto: '(max-width: 768px) 100vw, (max-width: 900px) 50vw, 430px',
  propertyPhotoSmall: '(max-width: 768px) 50vw, (max-width: 900px) 25vw, 215px',
  /** A feed post's picture (the feed is at most 640 px wide). */
  feedPhoto: '(max-width: 672px) 100vw, 640px',
} as const;

/** A fixed-size image (an avatar, a logo): `sizes` is its CSS width. */
export const fixedSize = (cssPixels: number) => `${cssPixels}px`;

export interface ResponsiveImageOptions {
  /** Image.srcSet: empty or missing when the image has no resized copies (then `src` alone). */
  srcSet?: string | null;
  /** The width the image takes (IMAGE_SIZES, fixedSize); needed with a srcset. */
  sizes?: string;
  /** The page's likely LCP image: loaded at once and first. */
  priority?: boolean;
}

export type ResponsiveImageProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'decoding'>;

/** The <img> attributes for an image's copies and priority (spread them on the element). */
export function responsiveImageProps({ srcSet, sizes, priority = false }: ResponsiveImageOptions): ResponsiveImageProps {
  if (srcSet && !sizes) throw new Error('An image with a srcset needs its sizes');
  return {
    ...(srcSet ? { srcSet, sizes } : {}),
    loading: priority ? 'eager' : 'lazy',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async',
  };
}
