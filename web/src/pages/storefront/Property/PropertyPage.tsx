import { Suspense, useState } from 'react';
import { Navigate, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import propertyPageQuery, { type PropertyPageQuery } from '../../../__generated__/PropertyPageQuery.graphql.ts';
import { PropertyGallery } from '../../../features/product/PropertyGallery.tsx';
import { PriceWithCurrency } from '../../../features/product/PriceWithCurrency.tsx';
import { ExpandableDescription } from '../../../features/product/ExpandableDescription.tsx';
import { useProductPrice } from '../../../features/product/useProductPrice.ts';
import { useCartItemSource } from '../../../features/product/useCartItemSource.ts';
import { PropertyBadges } from '../../../features/property/PropertyBadges.tsx';
import { RatingWidget } from '../../../features/social/RatingWidget.tsx';
import { ProductComments } from '../../../features/social/CommentsDialog.tsx';
import { AmenitiesList } from '../../../features/property/AmenitiesList.tsx';
import { BookNowDialog } from '../../../features/property/BookNowDialog.tsx';
import { VendorContactCard, VendorContactCardLoading } from '../../../features/vendors/VendorContactCard.tsx';
import { SuggestedProducts } from '../../../features/catalogue/SuggestedProducts.tsx';
import { NotFound, LISTING_GONE } from '../../../components/NotFound.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import buttons from '../../../components/Button.module.css';
import { addCartItem, readCart, writeCart } from '../../../lib/cart.ts';
import { buildCartItem } from '../../../lib/cart-item.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
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
          name
          description
          amenities
          catalogue
          path
          category {
            name
          }
          realEstateDetails {
            beds
            baths
            areaSqft
          }
          ...RatingWidget_product
          vendor {
            ...VendorContactCard_vendor
          }
          ...useGalleryImages_product
          ...ProductPrice_product
          ...useCartItemSource_product
          suggestions {
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
  const price = useProductPrice(product);
  const source = useCartItemSource(product);
  const [booking, setBooking] = useState(false);
  const details = product.realEstateDetails ?? { beds: 0, baths: 0, areaSqft: 0 };

  function book(date: string) {
    const unit = price.discountedPrice ?? price.price;
    const item = buildCartItem(source, { currency: price.currency, amount: unit.amount }, 1, date);
    if (!item) {
      window.alert('Invalid product price. Please contact support.');
      return;
    }
    writeCart(addCartItem(readCart(), item));
    window.alert('Property booking added to cart successfully!');
  }

  return (
    <>
      <PageTitle>{product.name}</PageTitle>
      <div className={styles.page}>
        <PropertyGallery product={product} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <div className={styles.facts}>
              <PropertyBadges {...details} />
            </div>
            <div>
              <p className={styles.category}>{product.category.name}</p>
              <h1 className={styles.name}>{product.name}</h1>
            </div>
            <PriceWithCurrency state={price} />
            <ExpandableDescription text={product.description} />
            <AmenitiesList amenities={product.amenities} />
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
            </div>
            <Suspense fallback={<VendorContactCardLoading role="Agent" />}>
              <VendorContactCard vendor={product.vendor} role="Agent" />
            </Suspense>
          </aside>
        </div>
      </div>
      <BookNowDialog open={booking} onOpenChange={setBooking} onConfirm={book} />
      <SuggestedProducts products={product.suggestions} heading="Suggested Properties" />
    </>
  );
}
