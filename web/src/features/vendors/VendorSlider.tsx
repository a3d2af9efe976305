import { graphql, useFragment } from 'react-relay';
import { HorizontalScroller } from '../../components/HorizontalScroller.tsx';
import { EmptyText } from '../../components/StatusText.tsx';
import type { VendorSlider_vendors$key } from '../../__generated__/VendorSlider_vendors.graphql.ts';
import { VendorCard } from './VendorCard.tsx';
import styles from './VendorSlider.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

/** Vendors in a row with left and right scroll buttons of 300 px. */
export const VENDOR_SCROLL_STEP = 300;

export function VendorSlider({ vendors }: { vendors: VendorSlider_vendors$key }) {
  const t = useT(commonMessages);
  const data = useFragment(
    graphql`
      fragment VendorSlider_vendors on Vendor @relay(plural: true) {
        id
        ...VendorCard_vendor
      }
    `,
    vendors,
  );
  if (!data.length) return <EmptyText>{t('common.noVendors')}</EmptyText>;
  return (
    <HorizontalScroller itemsLabel={t('common.vendors')} step={() => VENDOR_SCROLL_STEP}>
      {data.map((vendor) => (
        <li key={vendor.id} className={styles.item}>
          <VendorCard vendor={vendor} />
        </li>
      ))}
    </HorizontalScroller>
  );
}
