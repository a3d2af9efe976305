import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { fixedSize } from '../../lib/responsive-image.ts';
import defaultVendorImage from '../../assets/vendor-default.svg';
import type { VendorCard_vendor$key } from '../../__generated__/VendorCard_vendor.graphql.ts';
import styles from './VendorCard.module.css';
import { BRAND_TYPE_LABELS, type BrandTypeName } from '@rules/index.ts';

/** A vendor's image (or the default one) and store name, linking to the public vendor page. */
export function VendorCard({ vendor }: { vendor: VendorCard_vendor$key }) {
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
  const name = data.storeName.trim() || 'No Store Name';
  return (
    <article className={styles.card}>
      <Link to={data.path} className={styles.link}>
        <FallbackImage src={data.image?.url ?? defaultVendorImage} srcSet={data.image?.srcSet} sizes={fixedSize(112)} fallbackSrc={defaultVendorImage} alt={name} width={400} height={400} className={styles.image} />
        <span className={styles.name}>{name}</span>
        <span className={styles.type}>{BRAND_TYPE_LABELS[data.brandType as BrandTypeName] ?? ''}</span>
      </Link>
    </article>
  );
}
