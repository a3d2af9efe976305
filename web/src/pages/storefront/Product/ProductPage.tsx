import { Suspense, useState } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import productPageQuery, { type ProductPageQuery } from '../../../__generated__/ProductPageQuery.graphql.ts';
import { ProductGallery } from '../../../features/product/ProductGallery.tsx';
import { ReviewStars } from '../../../features/product/ReviewStars.tsx';
import { RatingWidget } from '../../../features/social/RatingWidget.tsx';
import { ProductComments } from '../../../features/social/ProductComments.tsx';
import { PriceWithCurrency } from '../../../features/product/PriceWithCurrency.tsx';
import { AddToCartPanel } from '../../../features/product/AddToCartPanel.tsx';
import type { AppliedPromo } from '../../../features/product/PromoCodeBox.tsx';
import { ExpandableDescription } from '../../../features/product/ExpandableDescription.tsx';
import { useProductPrice } from '../../../features/product/useProductPrice.ts';
import { VendorContactCard, VendorContactCardLoading } from '../../../features/vendors/VendorContactCard.tsx';
import { SuggestedProducts } from '../../../features/catalogue/SuggestedProducts.tsx';
import { TitleWithFavourite } from '../../../features/favourites/TitleWithFavourite.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { useSite } from '../../../components/context/site.tsx';
import { ListingHead } from '../../../features/product/ListingHead.tsx';
import { productHead } from '../../../lib/product-head.ts';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { useCountPageView } from '../../../features/product/useCountPageView.ts';
import styles from './ProductPage.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as detailMessages } from '../../../lib/i18n/compiled/en/detail.ts';
import { messages as shellMessages } from '../../../lib/i18n/compiled/en/shell.ts';
import { ListingEnquiry } from '../../../features/enquiry/LazyListingEnquiry.tsx';

/** /products/home-products/{slug} and /products/electronics/{slug}. */
export default function ProductPage() {
  const t = useT(detailMessages);
  const shell = useT(shellMessages);
  const [queryRef, retry] = useRetryableQuery<ProductPageQuery>('product', productPageQuery, useLoaderData() as PreloadedQuery<ProductPageQuery>);
  return (
    <SectionBoundary message={t('detail.failed')} onRetry={retry} resetKey={queryRef} loading={<LoadingText>{shell('shell.loading')}</LoadingText>}>
      <ProductDetail queryRef={queryRef} />
    </SectionBoundary>
  );
}

function ProductDetail({ queryRef }: { queryRef: PreloadedQuery<ProductPageQuery> }) {
  const t = useT(detailMessages);
  const { product, leadFormToken } = usePreloadedQuery<ProductPageQuery>(
    graphql`
      query ProductPageQuery($slug: String!) {
        leadFormToken
        product(slug: $slug) {
          id
          databaseId
          name
          description
          catalogue
          path
          hiddenFromSuggestions
          featureImage {
            shareUrl: url(variant: FULL)
          }
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
          rating {
            average
            count
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
        }
      }
    `,
    queryRef,
  );
  // The spec's page kept showing 'Loading...' for a missing listing; it says so instead (with a
  // 404 status from the server: docs/decisions/listing-store-category-that-not.md).
  if (!product) return <NotFound title={t('detail.notFound')} text={t('detail.listingGone')} />;
  if (product.catalogue === 'REAL_ESTATE') return <Navigate to={product.path} replace />;
  // A new product starts fresh (currency, quantity, gallery), even on the same route.
  return <ProductView key={product.id} product={product} formToken={leadFormToken} />;
}

type LoadedProduct = NonNullable<ProductPageQuery['response']['product']>;

function ProductView({ product, formToken }: { product: LoadedProduct; formToken: string }) {
  useCountPageView(product.databaseId);
  const { publicUrl } = useSite();
  const price = useProductPrice(product);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const t = useT(detailMessages);
  return (
    <>
      <ListingHead tags={productHead(publicUrl, product, t)} />
      <div className={styles.page}>
        <div className={styles.top}>
          <ProductGallery product={product} />
          <div className={styles.summary}>
            <TitleWithFavourite listing={{ id: product.id, name: product.name, path: product.path }}>
              <h1 className={styles.name}>{product.name}</h1>
            </TitleWithFavourite>
            <p className={styles.by}>
              BY{' '}
              <Link to={product.vendor.path} className={styles.vendorLink}>
                {product.vendor.storeName.trim() || t('detail.noStoreName')}
              </Link>
            </p>
            <ReviewStars average={product.rating.average} count={product.rating.count} />
            <PriceWithCurrency state={price} promo={promo} />
            {/* Hidden listings (product_status 0) can be browsed but not ordered: the server refuses them. */}
            <AddToCartPanel product={product} price={price} promo={promo} onPromoChange={setPromo} available={!product.hiddenFromSuggestions} />
          </div>
        </div>
        <div className={styles.bottom}>
          <ExpandableDescription text={product.description} />
          <div className={styles.social}>
            <RatingWidget product={product} />
            <ProductComments productId={product.id} />
          </div>
          <Suspense fallback={<VendorContactCardLoading role="Vendor" />}>
            <VendorContactCard vendor={product.vendor} role="Vendor" />
          </Suspense>
          <ListingEnquiry product={product} formToken={formToken} />
        </div>
      </div>
      <SuggestedProducts products={product.suggestions} heading={t('detail.suggestedProducts')} />
    </>
  );
}
