import { Fragment, Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { VendorStorePageQuery } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { VendorProfile } from '../../../features/vendors/VendorProfile.tsx';
import { VendorProducts } from '../../../features/vendors/VendorProducts.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, LoadingText } from '../../../components/StatusText.tsx';
import styles from './VendorStorePage.module.css';

const NOT_FOUND = 'No products available for this vendor.';

/** /pro/{store-name-slug}/{store_id}: the public page of one vendor. */
export default function VendorStorePage() {
  const queryRef = useLoaderData() as PreloadedQuery<VendorStorePageQuery>;
  return (
    <div className={styles.page}>
      <ErrorBoundary fallback={() => <EmptyText>{NOT_FOUND}</EmptyText>}>
        <Suspense fallback={<LoadingText>Loading products...</LoadingText>}>
          <VendorStore queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
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
