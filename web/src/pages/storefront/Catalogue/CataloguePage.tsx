import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CataloguePageQuery } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import type { CataloguePageProductsQuery } from '../../../__generated__/CataloguePageProductsQuery.graphql.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { ExploreCategories } from '../../../features/catalogue/ExploreCategories.tsx';
import { ListingResults } from '../../../features/listing/ListingResults.tsx';
import { PRODUCT_PAGE_SIZE } from '../../../features/catalogue/ProductGrid.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { showsMapFirst } from '../../../features/listing/map/listing-view.ts';
import { CATALOGUES, type CatalogueInfo, type CatalogueKey } from './catalogues.ts';
import type { CatalogueLoaderData } from './loader.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as sectionsMessages } from '../../../lib/i18n/compiled/en/sections.ts';
import { messages as listingMessages } from '../../../lib/i18n/compiled/en/listing.ts';
import { messages as commonMessages } from '../../../lib/i18n/compiled/en/common.ts';
import { messages as shellMessages } from '../../../lib/i18n/compiled/en/shell.ts';

const cataloguePageQuery = graphql`
  query CataloguePageQuery($catalogue: Catalogue!, $brandType: BrandType!) {
    categories(catalogue: $catalogue) {
      ...CategorySlider_categories
    }
    vendors(brandType: $brandType, first: 12) {
      edges {
        node {
          ...VendorSlider_vendors
        }
      }
    }
    ...ExploreCategories_query
  }
`;

const cataloguePageProductsQuery = graphql`
  query CataloguePageProductsQuery($filter: ProductFilter!, $sort: ProductSort!, $currency: CurrencyCode!, $areaUnit: AreaUnit!) {
    ...ListingResults_query @arguments(filter: $filter, sort: $sort, currency: $currency, areaUnit: $areaUnit)
  }
`;

type PageRef = PreloadedQuery<CataloguePageQuery>;

/** /real-estate and /home-products: hero, category slider, vendors, categories browser, listings; each section fails on its own. */
export function CataloguePage({ catalogueKey }: { catalogueKey: CatalogueKey }) {
  const loaded = useLoaderData() as CatalogueLoaderData;
  const info = CATALOGUES[catalogueKey];
  const [pageRef, retryPage] = useRetryableQuery<CataloguePageQuery>(`catalogue:${catalogueKey}`, cataloguePageQuery, loaded.page);
  const [productsRef, retryProducts] = useRetryableQuery<CataloguePageProductsQuery>(`catalogue:${catalogueKey}:products`, cataloguePageProductsQuery, loaded.products);
  const mapFirst = showsMapFirst(useSearchParams()[0], info.catalogue === 'REAL_ESTATE');
  const t = useT(listingMessages);
  const sections = useT(sectionsMessages);
  const shell = useT(shellMessages);
  const quickSearches = info.quickSearches.map(({ label, to }) => ({ label: t(label), to }));
  return (
    <>
      <PageMeta title={t(info.title)} description={t(info.description)} path={info.path} />
      {!mapFirst && (
        <>
          <Hero heading={t(info.heading)} subheading={t(info.subheading)} quickLinks={quickSearches} quickLinksLabel={t('listing.quickSearches')} tone={info.heroTone} />
          <Section heading={sections('sections.styleHeading')}>
            <SectionBoundary message={sections('sections.failedData')} onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>{shell('shell.loading')}</LoadingText>}>
              <Categories queryRef={pageRef} />
            </SectionBoundary>
          </Section>
          <Section heading={t(info.vendorsHeading)} tone="alt">
            <SectionBoundary message={sections('sections.failedVendors')} onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>{sections('sections.loadingVendors')}</LoadingText>}>
              <Vendors queryRef={pageRef} />
            </SectionBoundary>
          </Section>
          <Section heading={t('listing.exploreCategories')} tone="alt">
            <SectionBoundary message={sections('sections.failedData')} onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>{shell('shell.loading')}</LoadingText>}>
              <Explore queryRef={pageRef} />
            </SectionBoundary>
          </Section>
        </>
      )}
      <Section heading={t(info.gridHeading)} headingLevel={mapFirst ? 'h1' : 'h2'}>
        <SectionBoundary message={sections('sections.failedProducts')} onRetry={retryProducts} resetKey={productsRef} loading={<LoadingText>{sections('sections.loadingProducts')}</LoadingText>}>
          <Products queryRef={productsRef} catalogue={info.catalogue} />
        </SectionBoundary>
      </Section>
    </>
  );
}

function Categories({ queryRef }: { queryRef: PageRef }) {
  return <CategorySlider categories={usePreloadedQuery<CataloguePageQuery>(cataloguePageQuery, queryRef).categories} priorityImages={2} />;
}

function Vendors({ queryRef }: { queryRef: PageRef }) {
  const data = usePreloadedQuery<CataloguePageQuery>(cataloguePageQuery, queryRef);
  return <VendorSlider vendors={data.vendors.edges.map((edge) => edge.node)} />;
}

function Explore({ queryRef }: { queryRef: PageRef }) {
  return <ExploreCategories query={usePreloadedQuery<CataloguePageQuery>(cataloguePageQuery, queryRef)} />;
}

function Products({ queryRef, catalogue }: { queryRef: PreloadedQuery<CataloguePageProductsQuery>; catalogue: CatalogueInfo['catalogue'] }) {
  const data = usePreloadedQuery<CataloguePageProductsQuery>(cataloguePageProductsQuery, queryRef);
  const common = useT(commonMessages);
  return (
    <ListingResults
      query={data}
      kind={catalogue === 'REAL_ESTATE' ? 'REAL_ESTATE' : 'HOME_PRODUCTS'}
      showCategory
      catalogueSwitch={false}
      columns="three"
      emptyText={common('common.noProducts')}
      pageSize={PRODUCT_PAGE_SIZE}
      mapScope={catalogue === 'REAL_ESTATE' ? { catalogue: 'REAL_ESTATE' } : undefined}
      alertScope={{ catalogue: catalogue === 'REAL_ESTATE' ? 'REAL_ESTATE' : 'HOME_PRODUCTS' }}
    />
  );
}

export function RealEstatePage() {
  return <CataloguePage catalogueKey="real-estate" />;
}

export function HomeProductsPage() {
  return <CataloguePage catalogueKey="home-products" />;
}
