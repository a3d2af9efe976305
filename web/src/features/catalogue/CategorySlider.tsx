import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { HorizontalScroller } from '../../components/HorizontalScroller.tsx';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { IMAGE_SIZES } from '../../lib/responsive-image.ts';
import fallbackImage from '../../assets/image-placeholder.svg';
import type { CategorySlider_categories$key } from '../../__generated__/CategorySlider_categories.graphql.ts';
import styles from './CategorySlider.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

/** Scroll buttons move 300 px, or 400 px when the window is 600 px wide or less (docs/spec/storefront.md §9). */
export function categoryScrollStep(windowWidth: number): number {
  return windowWidth <= 600 ? 400 : 300;
}

/** Category cards (image and button text) in a horizontal slider; each links to its category page. */
export function CategorySlider({ categories, priorityImages = 0 }: { categories: CategorySlider_categories$key; /** How many of the first images load first (the slider is the first thing under the page's banner). */ priorityImages?: number }) {
  const t = useT(commonMessages);
  const data = useFragment(
    graphql`
      fragment CategorySlider_categories on Category @relay(plural: true) {
        id
        name
        path
        image {
          url(variant: CARD)
          srcSet
        }
      }
    `,
    categories,
  );
  const withImages = data.filter((category) => category.image);
  return (
    <HorizontalScroller itemsLabel={t('common.categories')} step={() => categoryScrollStep(window.innerWidth)}>
      {withImages.map((category, index) => (
        <li key={category.id} className={styles.item}>
          <Link to={category.path} className={styles.card}>
            <FallbackImage src={category.image!.url} srcSet={category.image!.srcSet} sizes={IMAGE_SIZES.categoryCard} priority={index < priorityImages} fallbackSrc={fallbackImage} alt="" width={600} height={450} className={styles.image} />
            <span className={styles.button} data-content>{category.name}</span>
          </Link>
        </li>
      ))}
    </HorizontalScroller>
  );
}
