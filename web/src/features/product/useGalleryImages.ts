import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useGalleryImages_product$key } from '../../__generated__/useGalleryImages_product.graphql.ts';

export interface GalleryImage {
  thumb: string;
  card: string;
  full: string;
  /** Every copy with its width (Image.srcSet); empty for an external link. */
  srcSet: string;
}

/**
 * The feature image plus the other images, without duplicates; images that fail to load are
 * dropped, and `anyLoaded` tells when at least one has arrived.
 */
export function useGalleryImages(product: useGalleryImages_product$key) {
  const data = useFragment(
    graphql`
      fragment useGalleryImages_product on Product {
        name
        featureImage {
          thumb: url(variant: THUMB)
          card: url(variant: CARD)
          full: url(variant: FULL)
          srcSet
        }
        images {
          thumb: url(variant: THUMB)
          card: url(variant: CARD)
          full: url(variant: FULL)
          srcSet
        }
      }
    `,
    product,
  );
  const all = useMemo(() => {
    const seen = new Set<string>();
    return [data.featureImage, ...data.images].filter((image) => !seen.has(image.full) && seen.add(image.full)) as GalleryImage[];
  }, [data]);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());

  const onLoad = useCallback((image: GalleryImage) => setLoaded((set) => (set.has(image.full) ? set : new Set(set).add(image.full))), []);
  const onError = useCallback((image: GalleryImage) => setFailed((set) => (set.has(image.full) ? set : new Set(set).add(image.full))), []);

  const images = all.filter((image) => !failed.has(image.full));
  return { name: data.name, images, anyLoaded: images.some((image) => loaded.has(image.full)), allFailed: all.length > 0 && images.length === 0, onLoad, onError };
}
