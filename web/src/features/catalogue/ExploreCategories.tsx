import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { IMAGE_SIZES } from '../../lib/responsive-image.ts';
import fallbackImage from '../../assets/image-placeholder.svg';
import type { ExploreCategories_query$data, ExploreCategories_query$key } from '../../__generated__/ExploreCategories_query.graphql.ts';
import styles from './ExploreCategories.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as brandsMessages } from '../../lib/i18n/compiled/en/brands.ts';
import { brandTypeLabelIn } from '../../lib/rule-labels.ts';

type Category = ExploreCategories_query$data['realEstate'][number];

/** Two tabs, Real Estate (default) and Home Products, of image tiles linking to category pages (the page puts them in its 'Explore Categories' section). */
export function ExploreCategories({ query }: { query: ExploreCategories_query$key }) {
  const brands = useT(brandsMessages);
  const data = useFragment(
    graphql`
      fragment ExploreCategories_query on Query {
        realEstate: categories(catalogue: REAL_ESTATE) {
          id
          name
          path
          image {
            url(variant: CARD)
            srcSet
          }
        }
        homeProducts: categories(catalogue: HOME_PRODUCTS) {
          id
          name
          path
          image {
            url(variant: CARD)
            srcSet
          }
        }
      }
    `,
    query,
  );
  return (
    <Tabs
      label={brands('brands.catalogues')}
      defaultValue="real-estate"
      items={[
        { value: 'real-estate', label: brandTypeLabelIn(brands, 'REAL_ESTATE'), content: <Tiles categories={data.realEstate} /> },
        { value: 'home-products', label: brandTypeLabelIn(brands, 'HOME_PRODUCTS'), content: <Tiles categories={data.homeProducts} /> },
      ]}
    />
  );
}

/** Entries without an image (and so without a tile) never display. */
function Tiles({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className={styles.tiles}>
      {categories
        .filter((category) => category.image)
        .map((category) => (
          <li key={category.id}>
            <Link to={category.path} className={styles.tile}>
              <FallbackImage src={category.image!.url} srcSet={category.image!.srcSet} sizes={IMAGE_SIZES.categoryTile} fallbackSrc={fallbackImage} alt="" width={600} height={450} className={styles.image} />
              <span className={styles.name} data-content>{category.name}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
