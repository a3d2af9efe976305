import { Fragment } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import vendorStorePageQuery, { type VendorStorePageQuery } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { VendorProfile } from '../../../features/vendors/VendorProfile.tsx';
import { VendorProducts } from '../../../features/vendors/VendorProducts.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { useSite } from '../../../components/context/site.tsx';
import { breadcrumbJsonLd, storeJsonLd } from '../../../lib/structured-data.ts';
import { joinSentences } from '../../../lib/meta-text.ts';
import { BRAND_TYPE_LABELS, type BrandTypeName } from '@rules/index.ts';
import type { VendorStorePageQuery$data } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import styles from './VendorStorePage.module.css';

/** docs/spec/storefront.md §8: the text for a failed vendor products fetch. */
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
          storeName
          brandType
          path
          description
          email
          phone
          address1
          address2
          city
          stateCounty
          postcode
          country
          image {
            shareUrl: url(variant: FULL)
          }
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
      <StoreMeta vendor={vendor} />
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

type LoadedVendor = NonNullable<VendorStorePageQuery$data['vendor']>;

/** Head tags and JSON-LD (Organization, BreadcrumbList) of a store's page. */
function StoreMeta({ vendor }: { vendor: LoadedVendor }) {
  const { publicUrl } = useSite();
  const name = vendor.storeName.trim() || 'No Store Name';
  const label = BRAND_TYPE_LABELS[vendor.brandType as BrandTypeName] ?? '';
  const place = [vendor.city, vendor.country].map((part) => part.trim()).filter(Boolean).join(', ');
  const intro = `${name}: ${label ? `${label} ` : ''}Pro Vendor${place ? ` in ${place}` : ''}`;
  const image = vendor.image?.shareUrl ?? null;
  return (
    <>
      <PageMeta title={name} description={joinSentences(intro, vendor.description)} path={vendor.path} image={image} />
      <JsonLd
        data={[
          storeJsonLd(publicUrl, {
            name,
            description: vendor.description,
            path: vendor.path,
            imageUrl: image,
            email: vendor.email,
            phone: vendor.phone,
            address: {
              street: [vendor.address1, vendor.address2].map((part) => part.trim()).filter(Boolean).join(', '),
              city: vendor.city,
              region: vendor.stateCounty,
              postcode: vendor.postcode,
              country: vendor.country,
            },
          }),
          breadcrumbJsonLd(publicUrl, [
            { name: 'Home', path: '/' },
            { name: 'Vendors', path: '/vendors' },
            { name, path: vendor.path },
          ]),
        ]}
      />
    </>
  );
}
