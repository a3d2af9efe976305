import { Suspense, useState } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import propertyPageQuery, { type PropertyPageQuery } from '../../../__generated__/PropertyPageQuery.graphql.ts';
import { PropertyGallery } from '../../../features/product/PropertyGallery.tsx';
import { PriceWithCurrency } from '../../../features/product/PriceWithCurrency.tsx';
import { ExpandableDescription } from '../../../features/product/ExpandableDescription.tsx';
import { useProductPrice } from '../../../features/product/useProductPrice.ts';
import { useCartItemSource } from '../../../features/product/useCartItemSource.ts';
import { PropertyBadges } from '../../../features/property/PropertyBadges.tsx';
import { PropertyListingFacts } from '../../../features/property/PropertyListingFacts.tsx';
import { rentSuffix, type ListingPurposeName, type RentPeriodName } from '@rules/listing.ts';
import { RatingWidget } from '../../../features/social/RatingWidget.tsx';
import { ProductComments } from '../../../features/social/CommentsDialog.tsx';
import { AmenitiesList } from '../../../features/property/AmenitiesList.tsx';
import { PropertyLocationSection } from '../../../features/listing/map/PropertyLocationMap.tsx';
import { BookNowDialog } from '../../../features/property/BookNowDialog.tsx';
import { MobileActionBar } from '../../../features/property/MobileActionBar.tsx';
import { TitleWithFavourite } from '../../../features/favourites/TitleWithFavourite.tsx';
import { VendorContactCard, VendorContactCardLoading } from '../../../features/vendors/VendorContactCard.tsx';
import { SuggestedProducts } from '../../../features/catalogue/SuggestedProducts.tsx';
import { NotFound, LISTING_GONE } from '../../../components/NotFound.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import buttons from '../../../components/Button.module.css';
import { addCartItem, readCart, writeCart } from '../../../lib/cart.ts';
import { BOOKING_ADDED, buildCartItem, INVALID_PRICE } from '../../../lib/cart-item.ts';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { useSite } from '../../../components/context/site.tsx';
import { breadcrumbJsonLd, dealTypeOf, realEstateListingJsonLd } from '../../../lib/structured-data.ts';
import { catalogueCrumbs } from '../../../lib/breadcrumbs.ts';
import { propertyMetaDescription } from '../../../lib/listing-meta.ts';
import { useCountPageView } from '../../../features/product/useCountPageView.ts';
import styles from './PropertyPage.module.css';

/** /products/real-estate/{slug}: a property with its gallery, facts, price, booking and agent. */
export default function PropertyPage() {
  const [queryRef, retry] = useRetryableQuery<PropertyPageQuery>('property', propertyPageQuery, useLoaderData() as PreloadedQuery<PropertyPageQuery>);
  return (
    <SectionBoundary message="Failed to fetch product details" onRetry={retry} resetKey={queryRef} loading={<LoadingText>Loading...</LoadingText>}>
      <PropertyDetail queryRef={queryRef} />
    </SectionBoundary>
  );
}

function PropertyDetail({ queryRef }: { queryRef: PreloadedQuery<PropertyPageQuery> }) {
  const { product } = usePreloadedQuery<PropertyPageQuery>(
    graphql`
      query PropertyPageQuery($slug: String!) {
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
          location {
            label
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
  // 404 status from the server: docs/decisions.md).
  if (!product) return <NotFound title="Listing not found" text={LISTING_GONE} />;
  if (product.catalogue !== 'REAL_ESTATE') return <Navigate to={product.path} replace />;
  // A new property starts fresh (currency, gallery page, dialogs), even on the same route.
  return <PropertyView key={product.id} product={product} />;
}

type LoadedProperty = NonNullable<PropertyPageQuery['response']['product']>;

function PropertyView({ product }: { product: LoadedProperty }) {
  useCountPageView(product.databaseId);
  const price = useProductPrice(product);
  const source = useCartItemSource(product);
  const [booking, setBooking] = useState(false);
  // What the last booking did, said under Book Now (not in the browser's blocking alert box).
  const [booked, setBooked] = useState<{ ok: boolean; text: string } | null>(null);
  const details = product.realEstateDetails ?? { beds: 0, baths: 0, areaSqft: 0 };
  const rentPer = rentSuffix(product.realEstateDetails?.purpose as ListingPurposeName | undefined, product.realEstateDetails?.rentPeriod as RentPeriodName | null | undefined);

  function book(date: string) {
    const unit = price.discountedPrice ?? price.price;
    const item = buildCartItem(source, { currency: price.currency, amount: unit.amount }, 1, date);
    if (!item) {
      setBooked({ ok: false, text: INVALID_PRICE });
      return;
    }
    writeCart(addCartItem(readCart(), item));
    setBooked({ ok: true, text: BOOKING_ADDED });
  }

  return (
    <>
      <PropertyMeta product={product} />
      <div className={styles.page}>
        <PropertyGallery product={product} />
        <div className={styles.columns}>
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
          <aside className={styles.aside} aria-label="Booking and agent">
            <div className={styles.bookCard}>
              <p className={styles.bookText}>Interested in this property? Choose a date and it goes to your cart.</p>
              <button type="button" className={`${buttons.primary} ${styles.bookButton}`} onClick={() => setBooking(true)}>
                Book Now
              </button>
              {booked && !booked.ok && (
                <p role="alert" className={styles.bookProblem}>
                  {booked.text}
                </p>
              )}
              <p role="status" className={styles.bookDone}>
                {booked?.ok && (
                  <>
                    {booked.text} <Link to="/cart">View cart</Link>
                  </>
                )}
              </p>
            </div>
            <Suspense fallback={<VendorContactCardLoading role="Agent" />}>
              <VendorContactCard vendor={product.vendor} role="Agent" />
            </Suspense>
          </aside>
        </div>
      </div>
      <BookNowDialog open={booking} onOpenChange={setBooking} onConfirm={book} />
      <SuggestedProducts products={product.suggestions} heading="Suggested Properties" />
      <SuggestedProducts products={product.similar} heading="Similar properties" />
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

/** Head tags and JSON-LD (RealEstateListing, BreadcrumbList) of a property, priced in USD. */
function PropertyMeta({ product }: { product: LoadedProperty }) {
  const { publicUrl } = useSite();
  const price = product.usdDiscountedPrice ?? product.usdPrice;
  const image = product.featureImage.shareUrl || null;
  // The listing's own purpose says sale or rent; older words (amenities, category) only without it.
  const purpose = product.realEstateDetails?.purpose;
  const dealType = purpose === 'RENT' ? 'rent' : purpose === 'SALE' ? 'sale' : dealTypeOf(product.amenities, product.category.name);
  return (
    <>
      <PageMeta
        title={product.name}
        description={propertyMetaDescription({
          price: price.formatted,
          storeName: product.vendor.storeName,
          description: product.description,
          categoryName: product.category.name,
          dealType,
          details: product.realEstateDetails,
        })}
        path={product.path}
        image={image}
        type="product"
      />
      <JsonLd
        data={[
          realEstateListingJsonLd(publicUrl, {
            name: product.name,
            description: product.description,
            path: product.path,
            imageUrl: image,
            priceUsd: String(price.amount),
            available: !product.hiddenFromSuggestions,
            seller: { name: product.vendor.storeName, path: product.vendor.path },
            dealType,
            details: product.realEstateDetails,
            datePosted: String(product.createdAt),
            categoryName: product.category.name,
            location: product.location,
          }),
          breadcrumbJsonLd(publicUrl, catalogueCrumbs(product.catalogue, { name: product.category.name, path: product.category.path }, { name: product.name, path: product.path })),
        ]}
      />
    </>
  );
}
