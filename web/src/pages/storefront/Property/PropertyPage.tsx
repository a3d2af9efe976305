import { lazy, Suspense, useState } from 'react';
import { Navigate, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import propertyPageQuery, { type PropertyPageQuery } from '../../../__generated__/PropertyPageQuery.graphql.ts';
import { PropertyGallery } from '../../../features/product/PropertyGallery.tsx';
import { PriceWithCurrency } from '../../../features/product/PriceWithCurrency.tsx';
import { ExpandableDescription } from '../../../features/product/ExpandableDescription.tsx';
import { useProductPrice } from '../../../features/product/useProductPrice.ts';
import { useCartItemSource } from '../../../features/product/useCartItemSource.ts';
import { PropertyBadges } from '../../../features/property/PropertyBadges.tsx';
import { PropertyListingFacts } from '../../../features/property/PropertyListingFacts.tsx';
import type { ListingPurposeName, RentPeriodName } from '@rules/listing.ts';
import { rentSuffixIn } from '../../../lib/rule-labels.ts';
import { messages as rulesMessages } from '../../../lib/i18n/compiled/en/rules.ts';
import { RatingWidget } from '../../../features/social/RatingWidget.tsx';
import { ProductComments } from '../../../features/social/ProductComments.tsx';
import { AmenitiesList } from '../../../features/property/AmenitiesList.tsx';
import { PropertyLocationSection } from '../../../features/listing/map/PropertyLocationMap.tsx';
import { MobileActionBar } from '../../../features/property/MobileActionBar.tsx';
import { TitleWithFavourite } from '../../../features/favourites/TitleWithFavourite.tsx';
import { VendorContactCard, VendorContactCardLoading } from '../../../features/vendors/VendorContactCard.tsx';
import { SuggestedProducts } from '../../../features/catalogue/SuggestedProducts.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { useSite } from '../../../components/context/site.tsx';
import { ListingHead } from '../../../features/product/ListingHead.tsx';
import { propertyHead } from '../../../lib/property-head.ts';
import { useCountPageView } from '../../../features/product/useCountPageView.ts';
import { BookCard, useBookProperty } from './BookCard.tsx';
import { ListingEnquiry } from '../../../features/enquiry/LazyListingEnquiry.tsx';
import styles from './PropertyPage.module.css';

// The booking dialog, its time picker and their texts load with the first Book Now, not with the page (npm run budget:web).
const BookNowDialog = lazy(() => import('../../../features/property/BookNowDialog.tsx').then((module) => ({ default: module.BookNowDialog })));
import { useT } from '../../../components/context/locale.tsx';
import { messages as detailMessages } from '../../../lib/i18n/compiled/en/detail.ts';
import { messages as shellMessages } from '../../../lib/i18n/compiled/en/shell.ts';

/** /products/real-estate/{slug}: a property with its gallery, facts, price, booking and agent. */
export default function PropertyPage() {
  const t = useT(detailMessages);
  const shell = useT(shellMessages);
  const [queryRef, retry] = useRetryableQuery<PropertyPageQuery>('property', propertyPageQuery, useLoaderData() as PreloadedQuery<PropertyPageQuery>);
  return (
    <SectionBoundary message={t('detail.failed')} onRetry={retry} resetKey={queryRef} loading={<LoadingText>{shell('shell.loading')}</LoadingText>}>
      <PropertyDetail queryRef={queryRef} />
    </SectionBoundary>
  );
}

function PropertyDetail({ queryRef }: { queryRef: PreloadedQuery<PropertyPageQuery> }) {
  const t = useT(detailMessages);
  const { product, leadFormToken } = usePreloadedQuery<PropertyPageQuery>(
    graphql`
      query PropertyPageQuery($slug: String!) {
        leadFormToken
        product(slug: $slug) {
          id
          databaseId
          name
          description
          amenities
          catalogue
          path
          hiddenFromSuggestions
          featureImage {
            shareUrl: url(variant: FULL)
          }
          createdAt
          usdPrice: price(currency: USD) {
            amount
            formatted
          }
          usdDiscountedPrice: discountedPrice(currency: USD) {
            amount
            formatted
          }
          category {
            name
            path
          }
          realEstateDetails {
            beds
            baths
            areaSqft
            purpose
            rentPeriod
            completionStatus
            handoverDate
          }
          location {
            label
            city
            neighbourhood
            countryCode
            latitude
            longitude
          }
          ...RatingWidget_product
          vendor {
            storeName
            path
            ...VendorContactCard_vendor
          }
          ...useGalleryImages_product
          ...ProductPrice_product
          ...useCartItemSource_product
          ...ListingEnquiry_product
          suggestions {
            ...SuggestedProducts_products
          }
          similar {
            ...SuggestedProducts_products
          }
        }
      }
    `,
    queryRef,
  );
  // The spec's page kept showing 'Loading...' for a missing listing; it says so instead (with a
  // 404 status from the server: docs/decisions/listing-store-category-that-not.md).
  if (!product) return <NotFound title={t('detail.notFound')} text={t('detail.listingGone')} />;
  if (product.catalogue !== 'REAL_ESTATE') return <Navigate to={product.path} replace />;
  // A new property starts fresh (currency, gallery page, dialogs), even on the same route.
  return <PropertyView key={product.id} product={product} formToken={leadFormToken} />;
}

type LoadedProperty = NonNullable<PropertyPageQuery['response']['product']>;

function PropertyView({ product, formToken }: { product: LoadedProperty; formToken: string }) {
  useCountPageView(product.databaseId);
  const { publicUrl } = useSite();
  const price = useProductPrice(product);
  const [booking, setBooking] = useState(false);
  const t = useT(detailMessages);
  const { booked, book } = useBookProperty(price, useCartItemSource(product));
  const rules = useT(rulesMessages);
  const rentPer = rentSuffixIn(rules, product.realEstateDetails?.purpose as ListingPurposeName | undefined, product.realEstateDetails?.rentPeriod as RentPeriodName | null | undefined);
  return (
    <>
      <ListingHead tags={propertyHead(publicUrl, product, t)} />
      <div className={styles.page}>
        <PropertyGallery product={product} />
        <div className={styles.columns}>
          <PropertyMain product={product} price={price} rentPer={rentPer} />
          <aside className={styles.aside} aria-label={t('detail.bookingAside')}>
            <BookCard booked={booked} onBook={() => setBooking(true)} />
            <Suspense fallback={<VendorContactCardLoading role="Agent" />}>
              <VendorContactCard vendor={product.vendor} role="Agent" />
            </Suspense>
            <ListingEnquiry product={product} formToken={formToken} />
          </aside>
        </div>
      </div>
      {booking && (
        <Suspense fallback={null}>
          <BookNowDialog product={product.id} open={booking} onOpenChange={setBooking} onConfirm={book} />
        </Suspense>
      )}
      <SuggestedProducts products={product.suggestions} heading={t('detail.suggestedProperties')} />
      <SuggestedProducts products={product.similar} heading={t('detail.similarProperties')} />
      <MobileActionBar
        price={(price.discountedPrice ?? price.price).formatted}
        suffix={rentPer}
        busy={price.isPending}
        onBook={() => setBooking(true)}
        notice={booked}
      />
    </>
  );
}

/** The main column: badges, name, facts, price, description, amenities, place, rating and comments. */
function PropertyMain({ product, price, rentPer }: { product: LoadedProperty; price: ReturnType<typeof useProductPrice>; rentPer: string }) {
  const details = product.realEstateDetails ?? { beds: 0, baths: 0, areaSqft: 0 };
  return (
    <div className={styles.main}>
      <div className={styles.facts}>
        <PropertyBadges {...details} />
      </div>
      <div>
        <p className={styles.category}>{product.category.name}</p>
        <TitleWithFavourite listing={{ id: product.id, name: product.name, path: product.path }}>
          <h1 className={styles.name}>{product.name}</h1>
        </TitleWithFavourite>
      </div>
      {product.realEstateDetails && (
        <PropertyListingFacts
          purpose={product.realEstateDetails.purpose}
          completionStatus={product.realEstateDetails.completionStatus}
          handoverDate={product.realEstateDetails.handoverDate as string | null}
          locationLabel={product.location?.label ?? null}
          pricePerArea={price.pricePerArea ?? null}
        />
      )}
      <PriceWithCurrency state={price} suffix={rentPer} />
      <ExpandableDescription text={product.description} />
      <AmenitiesList amenities={product.amenities} />
      {product.location && <PropertyLocationSection {...product.location} />}
      <div className={styles.social}>
        <RatingWidget product={product} />
        <ProductComments productId={product.id} />
      </div>
    </div>
  );
}
