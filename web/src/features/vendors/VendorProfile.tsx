import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { fixedSize } from '../../lib/responsive-image.ts';
import defaultVendorImage from '../../assets/vendor-default.svg';
import buttons from '../../components/Button.module.css';
import { collapsedDescription, isLongDescription } from '../../lib/vendor-description.ts';
import type { VendorProfile_vendor$key } from '../../__generated__/VendorProfile_vendor.graphql.ts';
import { FormattedDescription } from './FormattedDescription.tsx';
import styles from './VendorProfile.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as brandsMessages } from '../../lib/i18n/compiled/en/brands.ts';
import { brandTypeLabelIn } from '../../lib/rule-labels.ts';
import { messages as vendorsMessages } from '../../lib/i18n/compiled/en/vendors.ts';

/** The public vendor page's header: image, store name, address, e-mail, phone and About. */
export function VendorProfile({ vendor }: { vendor: VendorProfile_vendor$key }) {
  const brands = useT(brandsMessages);
  const t = useT(vendorsMessages);
  const data = useFragment(
    graphql`
      fragment VendorProfile_vendor on Vendor {
        storeName
        brandType
        email
        phone
        address1
        address2
        city
        stateCounty
        postcode
        country
        description
        image {
          url(variant: THUMB)
          srcSet
        }
      }
    `,
    vendor,
  );
  const name = data.storeName.trim() || brands('brands.noStoreName');
  const address = [data.address1, data.address2, data.city, data.stateCounty, data.postcode, data.country].map((part) => part.trim()).filter(Boolean).join(', ');
  return (
    <>
      <section className={styles.header} aria-labelledby="vendor-name">
        <FallbackImage src={data.image?.url ?? defaultVendorImage} srcSet={data.image?.srcSet} sizes={fixedSize(160)} priority fallbackSrc={defaultVendorImage} alt={name} width={160} height={160} className={styles.image} />
        <div className={styles.identity}>
          <p className={styles.type}>{brandTypeLabelIn(brands, data.brandType)}</p>
          <h1 id="vendor-name" className={styles.name} data-content>
            {name}
          </h1>
          <dl className={styles.contact}>
            <dt>{t('vendors.address')}</dt>
            <dd>{address ? <span data-content>{address}</span> : t('vendors.addressMissing')}</dd>
            <dt>{t('vendors.email')}</dt>
            <dd>{data.email.trim() ? <a href={`mailto:${data.email.trim()}`} data-content>{data.email.trim()}</a> : t('vendors.emailMissing')}</dd>
            <dt>{t('vendors.phone')}</dt>
            <dd>{data.phone.trim() ? <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} data-content>{data.phone.trim()}</a> : t('vendors.phoneMissing')}</dd>
          </dl>
        </div>
      </section>
      <AboutVendor description={data.description} />
    </>
  );
}

/** About: the description cut to 300 characters (or 3 lines) with See More / See Less, collapsed at first. */
function AboutVendor({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const t = useT(vendorsMessages);
  const id = useId();
  const text = description.trim();
  const long = isLongDescription(text);
  return (
    <section className={styles.about} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.aboutHeading}>
        {t('vendors.about')}
      </h2>
      {text ? (
        <>
          <FormattedDescription id={`${id}-text`} text={long && !expanded ? collapsedDescription(text) : text} />
          {long && (
            <button type="button" className={buttons.textButton} aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded((v) => !v)}>
              {expanded ? t('vendors.seeLess') : t('vendors.seeMore')}
            </button>
          )}
        </>
      ) : (
        <p className={styles.muted}>{t('vendors.noDescription')}</p>
      )}
    </section>
  );
}
