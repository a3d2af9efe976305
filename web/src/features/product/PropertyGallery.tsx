import { useState } from 'react';
import type { useGalleryImages_product$key } from '../../__generated__/useGalleryImages_product.graphql.ts';
import { ZoomDialog } from '../../components/ui/ZoomDialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/Icons.tsx';
import { IMAGE_SIZES, responsiveImageProps } from '../../lib/responsive-image.ts';
import { imageOutcomeProps } from '../../lib/image-outcome.ts';
import { useGalleryImages, type GalleryImage } from './useGalleryImages.ts';
import styles from './PropertyGallery.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** docs/spec/storefront.md §9: gallery page of 5; at 768 px or narrower every image shows in a grid (PropertyGallery.module.css). */
export const GALLERY_PAGE_SIZE = 5;

/** Property photos: a grid on small screens, 5 at a time with arrows on wider ones; click to zoom. */
export function PropertyGallery({ product }: { product: useGalleryImages_product$key }) {
  const { name, images, anyLoaded, onLoad, onError } = useGalleryImages(product);
  const [page, setPage] = useState(0);
  const [zoomed, setZoomed] = useState<string | null>(null);
  const t = useT(detailMessages);

  const pageCount = Math.max(1, Math.ceil(images.length / GALLERY_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const first = currentPage * GALLERY_PAGE_SIZE;
  const onPage = images.slice(first, first + GALLERY_PAGE_SIZE);
  // Every photo is in the page, the current page's first: the stylesheet shows them all in a grid on
  // a small screen and only the current page on a wider one. Chosen by CSS, not by script, the
  // server's HTML already has the layout of the screen it lands on (no shift at hydration).
  const ordered = [...onPage, ...images.filter((image) => !onPage.includes(image))];

  return (
    <section className={styles.gallery} aria-label={t('detail.photos')} aria-busy={!anyLoaded}>
      {!anyLoaded && (
        <p role="status" className={styles.loading}>
          {t('detail.loadingImages')}
        </p>
      )}
      <ul className={`${styles.grid} ${styles[`count${onPage.length}`]}`}>
        {ordered.map((image, index) => (
          <li key={image.id} className={index < onPage.length ? styles.cell : `${styles.cell} ${styles.offPage}`}>
            <button type="button" className={styles.open} onClick={() => setZoomed(image.full)} aria-label={t('detail.enlargePhotoOf', { index: images.indexOf(image) + 1, total: images.length })}>
              <GalleryPicture image={image} large={index === 0} onLoad={onLoad} onError={onError} eager={index === 0 && currentPage === 0} />
            </button>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className={styles.pager}>
          <button type="button" className={styles.arrow} aria-label={t('detail.previousPhotos')} disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
            <ChevronLeftIcon />
          </button>
          <span className={styles.pageText}>
            {currentPage + 1} / {pageCount}
          </span>
          <button type="button" className={styles.arrow} aria-label={t('detail.nextPhotos')} disabled={currentPage >= pageCount - 1} onClick={() => setPage(currentPage + 1)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <ZoomDialog src={zoomed} alt={name} onClose={() => setZoomed(null)} />
    </section>
  );
}

function GalleryPicture({ image, large, eager, onLoad, onError }: { image: GalleryImage; large: boolean; eager: boolean; onLoad: (i: GalleryImage) => void; onError: (i: GalleryImage) => void }) {
  return (
    <img
      src={image.card}
      {...responsiveImageProps({ srcSet: image.srcSet, sizes: large ? IMAGE_SIZES.propertyPhoto : IMAGE_SIZES.propertyPhotoSmall, priority: eager })}
      alt=""
      width={large ? 1200 : 600}
      height={large ? 900 : 450}
      className={styles.image}
      {...imageOutcomeProps({ onLoad: () => onLoad(image), onError: () => onError(image) })}
    />
  );
}
