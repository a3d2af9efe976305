import { productSlugFromName } from '../../../lib/links.ts';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CategoryPageQuery } from '../../../__generated__/CategoryPageQuery.graphql.ts';
import type { CategoryPageProductsQuery } from '../../../__generated__/CategoryPageProductsQuery.graphql.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { PRODUCT_PAGE_SIZE } from '../../../features/catalogue/ProductGrid.tsx';
import { ListingResults } from '../../../features/listing/ListingResults.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { useSite } from '../../../components/context/site.tsx';
import { breadcrumbJsonLd } from '../../../lib/structured-data.ts';
import { catalogueCrumbs } from '../../../lib/breadcrumbs.ts';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { showsMapFirst } from '../../../features/listing/map/listing-view.ts';
import { categoryName, DEFAULT_CATEGORY, type CategoryLoaderData } from './loader.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as browseMessages } from '../../../lib/i18n/compiled/en/browse.ts';
import { messages as sectionsMessages } from '../../../lib/i18n/compiled/en/sections.ts';
import { messages as commonMessages } from '../../../lib/i18n/compiled/en/common.ts';

const categoryPageQuery = graphql`
  query CategoryPageQuery($name: String!) {
    category(name: $name) {
      name
      path
      catalogue
      image {
        shareUrl: url(variant: FULL)
      }
    }
    categories {
      ...CategorySlider_categories
    }
    topVendors(first: 12) {
      ...VendorSlider_vendors
    }
  }
`;

const categoryPageProductsQuery = graphql`
  query CategoryPageProductsQuery($filter: ProductFilter!, $sort: ProductSort!, $currency: CurrencyCode!, $areaUnit: AreaUnit!) {
    ...ListingResults_query @arguments(filter: $filter, sort: $sort, currency: $currency, areaUnit: $areaUnit)
  }
`;

/** /category/{category}: hero, category slider, vendors, and the category's listings, 3 per row. */
export default function CategoryPage() {
  const loaded = useLoaderData() as CategoryLoaderData;
  const name = categoryName(useParams().category);
  const [pageRef, retryPage] = useRetryableQuery<CategoryPageQuery>('category', categoryPageQuery, loaded.page);
  const [productsRef, retryProducts] = useRetryableQuery<CategoryPageProductsQuery>('category:products', categoryPageProductsQuery, loaded.products);
  const t = useT(browseMessages);
  const sections = useT(sectionsMessages);
  const failed = t('browse.categoryFailed');
  const loading = <LoadingText>{sections('sections.loadingProducts')}</LoadingText>;
  const products = (catalogue: Catalogue | null) => (
    <SectionBoundary message={failed} onRetry={retryProducts} resetKey={productsRef} loading={loading}>
      <CategoryProducts queryRef={productsRef} catalogue={catalogue} categorySlug={productSlugFromName(name)} />
    </SectionBoundary>
  );
  return (
    <>
      <SectionBoundary
        message={failed}
        onRetry={retryPage}
        resetKey={pageRef}
        loading={
          <>
            <PageMeta title={name} />
            <Hero heading={name} tone="category" />
            {loading}
          </>
        }
      >
        <CategoryContent queryRef={pageRef} requestedName={name} products={products} />
      </SectionBoundary>
    </>
  );
}

type Catalogue = NonNullable<CategoryPageQuery['response']['category']>['catalogue'];

function CategoryContent({ queryRef, requestedName, products }: { queryRef: PreloadedQuery<CategoryPageQuery>; requestedName: string; products: (catalogue: Catalogue | null) => React.ReactNode }) {
  const data = usePreloadedQuery<CategoryPageQuery>(categoryPageQuery, queryRef);
  const { publicUrl } = useSite();
  const [search] = useSearchParams();
  const t = useT(browseMessages);
  const sections = useT(sectionsMessages);
  // A category that does not exist says so (the server answers 404 for it too); /category with
  // no name keeps the spec's fallback name (a page of no category: not indexed).
  if (!data.category && requestedName !== DEFAULT_CATEGORY) return <NotFound title={t('browse.categoryNotFound')} text={t('browse.categoryMissing', { name: requestedName })} />;
  const heading = data.category?.name ?? requestedName;
  const mapFirst = showsMapFirst(search, data.category?.catalogue === 'REAL_ESTATE');
  return (
    <>
      <PageMeta
        title={heading}
        description={t('browse.categoryDescription', { name: heading })}
        path={data.category?.path}
        image={data.category?.image?.shareUrl}
        noindex={!data.category}
      />
      {data.category && <JsonLd data={breadcrumbJsonLd(publicUrl, catalogueCrumbs(data.category.catalogue, { name: heading, path: data.category.path }))} />}
      {!mapFirst && (
        <>
          <Hero heading={heading} subheading={t('browse.categorySubheading')} tone="category" />
          <Section heading={sections('sections.styleHeading')}>
            <CategorySlider categories={data.categories} priorityImages={2} />
          </Section>
          <Section heading={t('browse.topVendors')} tone="alt">
            <VendorSlider vendors={data.topVendors} />
          </Section>
        </>
      )}
      <Section heading={heading} headingLevel={mapFirst ? 'h1' : 'h2'}>
        {products(data.category?.catalogue ?? null)}
      </Section>
    </>
  );
}

/** The listings load with the page's other query, and fail and retry on their own. */
function CategoryProducts({ queryRef, catalogue, categorySlug }: { queryRef: PreloadedQuery<CategoryPageProductsQuery>; catalogue: Catalogue | null; categorySlug: string }) {
  const data = usePreloadedQuery<CategoryPageProductsQuery>(categoryPageProductsQuery, queryRef);
  const common = useT(commonMessages);
  return (
    <ListingResults
      query={data}
      kind={catalogue === 'REAL_ESTATE' ? 'REAL_ESTATE' : catalogue ? 'HOME_PRODUCTS' : 'ALL'}
      showCategory={false}
      catalogueSwitch={false}
      columns="three"
      emptyText={common('common.noProducts')}
      pageSize={PRODUCT_PAGE_SIZE}
      mapScope={catalogue === 'REAL_ESTATE' ? { categorySlug } : undefined}
      alertScope={{ categorySlug }}
    />
  );
}
