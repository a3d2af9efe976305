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
import { messages as vendorsMessages } from '../../../lib/i18n/compiled/en/vendors.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as brandsMessages } from '../../../lib/i18n/compiled/en/brands.ts';
import type { VendorStorePageQuery$data } from '../../../__generated__/VendorStorePageQuery.graphql.ts';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import styles from './VendorStorePage.module.css';

/** /pro/{store-name-slug}/{store_id}: the public page of one vendor. */
export default function VendorStorePage() {
  const t = useT(vendorsMessages);
  // docs/spec/storefront.md §8: the text for a failed vendor products fetch (vendors.storeFailed).
  const [queryRef, retry] = useRetryableQuery<VendorStorePageQuery>('vendor-store', vendorStorePageQuery, useLoaderData() as PreloadedQuery<VendorStorePageQuery>);
  return (
    <div className={styles.page}>
      <SectionBoundary message={t('vendors.storeFailed')} onRetry={retry} resetKey={queryRef} loading={<LoadingText>{t('vendors.loadingProducts')}</LoadingText>}>
        <VendorStore queryRef={queryRef} />
      </SectionBoundary>
    </div>
  );
}

function VendorStore({ queryRef }: { queryRef: PreloadedQuery<VendorStorePageQuery> }) {
  const t = useT(vendorsMessages);
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
  if (!vendor) return <NotFound title={t('vendors.storeNotFound')} text={t('vendors.storeNotFoundText')} />;
  return (
    <Fragment key={vendor.id}>
      <StoreMeta vendor={vendor} />
      <VendorProfile vendor={vendor} />
      <section aria-labelledby="vendor-products" className={styles.products}>
        <h2 id="vendor-products" className={styles.heading}>
          {t('vendors.products')}
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
  const t = useT(vendorsMessages);
  const brands = useT(brandsMessages);
  const name = vendor.storeName.trim() || brands('brands.noStoreName');
  const place = [vendor.city, vendor.country].map((part) => part.trim()).filter(Boolean).join(', ');
  const intro = place ? t('vendors.storeIntroIn', { name, kind: vendor.brandType, place }) : t('vendors.storeIntro', { name, kind: vendor.brandType });
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
            { name: t('vendors.breadcrumbHome'), path: '/' },
            { name: t('vendors.breadcrumbVendors'), path: '/vendors' },
            { name, path: vendor.path },
          ]),
        ]}
      />
    </>
  );
}
