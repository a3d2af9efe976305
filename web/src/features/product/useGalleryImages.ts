import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useGalleryImages_product$key } from '../../__generated__/useGalleryImages_product.graphql.ts';
import fallbackImage from '../../assets/image-placeholder.svg';

export interface GalleryImage {
  /** The photo's own address (its full copy): the key of its place in the gallery. */
  id: string;
  thumb: string;
  card: string;
  full: string;
  /** Every copy with its width (Image.srcSet); empty for an external link. */
  srcSet: string;
}

/**
 * The feature image plus the other images, without duplicates; images that fail to load are
 * dropped, and `anyLoaded` tells when at least one has arrived. When every one has failed, each
 * keeps its place showing the placeholder picture: the gallery keeps its size and nothing below
 * it moves up.
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
    return [data.featureImage, ...data.images].filter((image) => !seen.has(image.full) && seen.add(image.full)).map((image) => ({ id: image.full, ...image })) as GalleryImage[];
  }, [data]);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());

  const onLoad = useCallback((image: GalleryImage) => setLoaded((set) => (set.has(image.id) ? set : new Set(set).add(image.id))), []);
  const onError = useCallback((image: GalleryImage) => setFailed((set) => (set.has(image.id) ? set : new Set(set).add(image.id))), []);

  const kept = all.filter((image) => !failed.has(image.id));
  const images = kept.length ? kept : all.map((image) => ({ ...image, thumb: fallbackImage, card: fallbackImage, full: fallbackImage, srcSet: '' }));
  return { name: data.name, images, anyLoaded: images.some((image) => loaded.has(image.id)), onLoad, onError };
}
