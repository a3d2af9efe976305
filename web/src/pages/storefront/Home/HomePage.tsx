import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '../../../__generated__/HomePageQuery.graphql.ts';
import type { HomePageProductsQuery } from '../../../__generated__/HomePageProductsQuery.graphql.ts';
import type { HomeLoaderData } from './loader.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { PromoBlocks } from '../../../features/marketing/PromoBlocks.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { ProductGrid } from '../../../features/catalogue/ProductGrid.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { useSite } from '../../../components/context/site.tsx';
import { organizationJsonLd, webSiteJsonLd } from '../../../lib/structured-data.ts';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { quickLinkPath } from '../../../lib/links.ts';
import { CATALOGUE_LABELS } from '@rules/index.ts';

const QUICK_LINKS = [CATALOGUE_LABELS.REAL_ESTATE, CATALOGUE_LABELS.HOME_PRODUCTS, 'Furniture', 'Luxury Apartments', 'Tiles & Sanitary'].map((label) => ({ label, to: quickLinkPath(label) }));

const homePageQuery = graphql`
  query HomePageQuery {
    categories {
      ...CategorySlider_categories
    }
    topVendors(first: 12) {
      ...VendorSlider_vendors
    }
  }
`;

const homePageProductsQuery = graphql`
  query HomePageProductsQuery {
    ...ProductGrid_query
  }
`;

export default function HomePage() {
  const loaded = useLoaderData() as HomeLoaderData;
  const [pageRef, retryPage] = useRetryableQuery<HomePageQuery>('home', homePageQuery, loaded.page);
  const [productsRef, retryProducts] = useRetryableQuery<HomePageProductsQuery>('home:products', homePageProductsQuery, loaded.products);
  const { publicUrl } = useSite();
  return (
    <>
      <PageMeta path="/" />
      <JsonLd data={[organizationJsonLd(publicUrl), webSiteJsonLd(publicUrl)]} />
      <Hero
        heading="Experience premium living discover homes and home products in digital marketplace."
        quickLinks={QUICK_LINKS}
        quickLinksLabel="Quick links"
      />
      <PromoBlocks />
      <Section heading="Which of the following products best matches your style?">
        <SectionBoundary message="Failed to fetch data" onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>Loading...</LoadingText>}>
          <HomeCategories queryRef={pageRef} />
        </SectionBoundary>
      </Section>
      <Section heading="Top Rated Vendors" tone="alt">
        <SectionBoundary message="Failed to fetch vendors" onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>Loading vendors...</LoadingText>}>
          <HomeVendors queryRef={pageRef} />
        </SectionBoundary>
      </Section>
      <Section heading="Latest Listings">
        <SectionBoundary message="Failed to fetch products" onRetry={retryProducts} resetKey={productsRef} loading={<LoadingText>Loading products...</LoadingText>}>
          <HomeProducts queryRef={productsRef} />
        </SectionBoundary>
      </Section>
    </>
  );
}

function HomeCategories({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return <CategorySlider categories={data.categories} />;
}

function HomeVendors({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return <VendorSlider vendors={data.topVendors} />;
}

function HomeProducts({ queryRef }: { queryRef: PreloadedQuery<HomePageProductsQuery> }) {
  const data = usePreloadedQuery<HomePageProductsQuery>(homePageProductsQuery, queryRef);
  return <ProductGrid query={data} columns="six" />;
}
