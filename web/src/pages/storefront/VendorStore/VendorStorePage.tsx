import { Fragment } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import vendorStorePageQuery, { type VendorStorePageQuery } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { VendorProfile } from '../../../features/vendors/VendorProfile.tsx';
import { VendorProducts } from '../../../features/vendors/VendorProducts.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import styles from './VendorStorePage.module.css';

/** Spec §8: the text for a failed vendor products fetch. */
const FAILED = 'No products available for this vendor.';

/** /pro/{store-name-slug}/{store_id}: the public page of one vendor. */
export default function VendorStorePage() {
  const [queryRef, retry] = useRetryableQuery<VendorStorePageQuery>('vendor-store', vendorStorePageQuery, useLoaderData() as PreloadedQuery<VendorStorePageQuery>);
  return (
    <div className={styles.page}>
      <SectionBoundary message={FAILED} onRetry={retry} resetKey={queryRef} loading={<LoadingText>Loading products...</LoadingText>}>
        <VendorStore queryRef={queryRef} />
      </SectionBoundary>
    </div>
  );
}

function VendorStore({ queryRef }: { queryRef: PreloadedQuery<VendorStorePageQuery> }) {
  const { vendor } = usePreloadedQuery<VendorStorePageQuery>(
    graphql`
      query VendorStorePageQuery($storeId: String!) {
        vendor(storeId: $storeId) {
          id
          ...VendorProfile_vendor
          ...VendorProducts_vendor
        }
      }
    `,
    queryRef,
  );
  if (!vendor) return <NotFound title="Store not found" text="This store is not on the marketplace, or the link is out of date." />;
  return (
    <Fragment key={vendor.id}>
      <VendorProfile vendor={vendor} />
      <section aria-labelledby="vendor-products" className={styles.products}>
        <h2 id="vendor-products" className={styles.heading}>
          Products
        </h2>
        <VendorProducts vendor={vendor} />
      </section>
    </Fragment>
  );
}
