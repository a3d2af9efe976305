import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { fixedSize } from '../../lib/responsive-image.ts';
import defaultVendorImage from '../../assets/vendor-default.svg';
import type { VendorContactCard_vendor$key } from '../../__generated__/VendorContactCard_vendor.graphql.ts';
import styles from './VendorContactCard.module.css';
import { useT } from '../../components/context/locale.tsx';
// Its texts are the detail pages' (the detail namespace): the only pages that show it.
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

export interface VendorContactCardProps {
  vendor: VendorContactCard_vendor$key | null | undefined;
  /** "Vendor" on product pages, "Agent" (listing agent) on property pages. */
  role: 'Vendor' | 'Agent';
}

/** Store name, e-mail, phone and image of the vendor behind a listing (both detail pages). */
export function VendorContactCard({ vendor, role }: VendorContactCardProps) {
  const t = useT(detailMessages);
  const data = useFragment(
    graphql`
      fragment VendorContactCard_vendor on Vendor {
        storeName
        email
        phone
        path
        image {
          url(variant: THUMB)
          srcSet
        }
      }
    `,
    vendor,
  );
  const heading = role === 'Agent' ? t('detail.listingAgent') : t('detail.soldBy');
  if (!data) {
    return (
      <aside className={styles.card} aria-label={heading}>
        <p className={styles.muted}>{role === 'Agent' ? t('detail.agentMissing') : t('detail.vendorMissing')}</p>
      </aside>
    );
  }
  const name = data.storeName.trim() || t('detail.noStoreName');
  return (
    <aside className={styles.card} aria-labelledby="vendor-contact-heading">
      <h2 id="vendor-contact-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.row}>
        <FallbackImage src={data.image?.url ?? defaultVendorImage} srcSet={data.image?.srcSet} sizes={fixedSize(64)} fallbackSrc={defaultVendorImage} alt={name} width={64} height={64} className={styles.image} />
        <Link to={data.path} className={styles.name} data-content>
          {name}
        </Link>
      </div>
      <div className={styles.details}>
        <p className={styles.line}>
          <span className={styles.label}>{t('detail.emailLabel')}</span>
          {data.email.trim() ? <a href={`mailto:${data.email.trim()}`} data-content>{data.email.trim()}</a> : t('detail.noEmail')}
        </p>
        <p className={styles.line}>
          <span className={styles.label}>{t('detail.phoneLabel')}</span>
          {data.phone.trim() ? <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} data-content>{data.phone.trim()}</a> : t('detail.noPhone')}
        </p>
      </div>
    </aside>
  );
}

/** Shown while the vendor's details load. */
export function VendorContactCardLoading({ role }: { role: 'Vendor' | 'Agent' }) {
  const t = useT(detailMessages);
  return (
    <aside className={styles.card} aria-busy>
      <p className={styles.muted}>{role === 'Agent' ? t('detail.loadingAgent') : t('detail.loadingVendor')}</p>
    </aside>
  );
}
