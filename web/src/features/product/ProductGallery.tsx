import { useState } from 'react';
import type { useGalleryImages_product$key } from '../../__generated__/useGalleryImages_product.graphql.ts';
import { ZoomDialog } from '../../components/ui/ZoomDialog.tsx';
import fallbackImage from '../../assets/image-placeholder.svg';
import { IMAGE_SIZES, responsiveImageProps } from '../../lib/responsive-image.ts';
import { imageOutcomeProps } from '../../lib/image-outcome.ts';
import { useGalleryImages } from './useGalleryImages.ts';
import styles from './ProductGallery.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** A large photo and a thumbnail slider (4 visible, 5 from 768 px, 6 from 1024 px); click to zoom. */
export function ProductGallery({ product }: { product: useGalleryImages_product$key }) {
  const { name, images, anyLoaded, onLoad, onError } = useGalleryImages(product);
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState<string | null>(null);
  const t = useT(detailMessages);

  if (!images.length) {
    return <img src={fallbackImage} alt="" width={600} height={450} className={styles.fallback} />;
  }
  const current = images[Math.min(selected, images.length - 1)];

  return (
    <section className={styles.gallery} aria-label={t('detail.photos')}>
      <button type="button" className={styles.main} onClick={() => setZoomed(current.full)} aria-label={t('detail.enlargePhoto')}>
        {!anyLoaded && (
          <span role="status" className={styles.loading}>
            {t('detail.loadingImages')}
          </span>
        )}
        {/* The page's likely LCP: the first photo loads first (React preloads it when it renders on the server). */}
        <img
          src={current.card}
          {...responsiveImageProps({ srcSet: current.srcSet, sizes: IMAGE_SIZES.productPhoto, priority: current === images[0] })}
          alt={name}
          width={1200}
          height={900}
          className={styles.mainImage}
          {...imageOutcomeProps({ onLoad: () => onLoad(current), onError: () => onError(current) })}
        />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('detail.choosePhoto')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button type="button" className={styles.thumb} aria-current={image === current} aria-label={t('detail.photoOf', { index: index + 1, total: images.length })} onClick={() => setSelected(index)}>
                <img src={image.thumb} {...responsiveImageProps({ srcSet: image.srcSet, sizes: IMAGE_SIZES.productThumb })} alt="" width={200} height={150} {...imageOutcomeProps({ onLoad: () => onLoad(image), onError: () => onError(image) })} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ZoomDialog src={zoomed} alt={name} onClose={() => setZoomed(null)} />
    </section>
  );
}
