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
import { useT } from '../../../components/context/locale.tsx';
import { messages as sectionsMessages } from '../../../lib/i18n/compiled/en/sections.ts';
import { messages as homeMessages } from '../../../lib/i18n/compiled/en/home.ts';
import { messages as shellMessages } from '../../../lib/i18n/compiled/en/shell.ts';

/** The banner's quick links: each goes where its English label says (lib/links.ts), shown in the page's language. */
const QUICK_LINKS = [
  { name: CATALOGUE_LABELS.REAL_ESTATE, label: 'home.realEstate' },
  { name: CATALOGUE_LABELS.HOME_PRODUCTS, label: 'home.homeProducts' },
  { name: 'Furniture', label: 'home.furniture' },
  { name: 'Luxury Apartments', label: 'home.luxuryApartments' },
  { name: 'Tiles & Sanitary', label: 'home.tilesSanitary' },
] as const;

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
  const t = useT(homeMessages);
  const shell = useT(shellMessages);
  const sections = useT(sectionsMessages);
  const quickLinks = QUICK_LINKS.map(({ name, label }) => ({ to: quickLinkPath(name), label: t(label) }));
  return (
    <>
      <PageMeta description={shell('shell.siteDescription')} path="/" />
      <JsonLd data={[organizationJsonLd(publicUrl), webSiteJsonLd(publicUrl)]} />
      <Hero
        heading={t('home.heading')}
        quickLinks={quickLinks}
        quickLinksLabel={t('home.quickLinks')}
      />
      <PromoBlocks />
      <Section heading={sections('sections.styleHeading')}>
        <SectionBoundary message={sections('sections.failedData')} onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>{shell('shell.loading')}</LoadingText>}>
          <HomeCategories queryRef={pageRef} />
        </SectionBoundary>
      </Section>
      <Section heading={t('home.topVendors')} tone="alt">
        <SectionBoundary message={sections('sections.failedVendors')} onRetry={retryPage} resetKey={pageRef} loading={<LoadingText>{sections('sections.loadingVendors')}</LoadingText>}>
          <HomeVendors queryRef={pageRef} />
        </SectionBoundary>
      </Section>
      <Section heading={t('home.latestListings')}>
        <SectionBoundary message={sections('sections.failedProducts')} onRetry={retryProducts} resetKey={productsRef} loading={<LoadingText>{sections('sections.loadingProducts')}</LoadingText>}>
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
