import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { fixedSize } from '../../lib/responsive-image.ts';
import defaultVendorImage from '../../assets/vendor-default.svg';
import type { VendorCard_vendor$key } from '../../__generated__/VendorCard_vendor.graphql.ts';
import styles from './VendorCard.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as brandsMessages } from '../../lib/i18n/compiled/en/brands.ts';
import { brandTypeLabelIn } from '../../lib/rule-labels.ts';

/** A vendor's image (or the default one) and store name, linking to the public vendor page. */
export function VendorCard({ vendor }: { vendor: VendorCard_vendor$key }) {
  const brands = useT(brandsMessages);
  const data = useFragment(
    graphql`
      fragment VendorCard_vendor on Vendor {
        storeName
        path
        brandType
        image {
          url(variant: THUMB)
          srcSet
        }
      }
    `,
    vendor,
  );
  const name = data.storeName.trim() || brands('brands.noStoreName');
  return (
    <article className={styles.card}>
      <Link to={data.path} className={styles.link}>
        <FallbackImage src={data.image?.url ?? defaultVendorImage} srcSet={data.image?.srcSet} sizes={fixedSize(112)} fallbackSrc={defaultVendorImage} alt={name} width={400} height={400} className={styles.image} />
        <span className={styles.name} data-content>{name}</span>
        <span className={styles.type}>{brandTypeLabelIn(brands, data.brandType)}</span>
      </Link>
    </article>
  );
}
