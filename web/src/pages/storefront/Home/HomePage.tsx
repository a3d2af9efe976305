import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '../../../__generated__/HomePageQuery.graphql.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { PromoBlocks } from '../../../features/marketing/PromoBlocks.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { ProductGrid } from '../../../features/catalogue/ProductGrid.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageMeta, SITE_DESCRIPTION } from '../../../components/PageMeta.tsx';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { useSite } from '../../../app/site.tsx';
import { organizationJsonLd, webSiteJsonLd } from '../../../lib/structured-data.ts';
import { quickLinkPath } from '../../../lib/links.ts';
import { CATALOGUE_LABELS } from '../../../../../rules/index.ts';

const QUICK_LINKS = [CATALOGUE_LABELS.REAL_ESTATE, CATALOGUE_LABELS.HOME_PRODUCTS, 'Furniture', 'Luxury Apartments', 'Tiles & Sanitary'].map((label) => ({ label, to: quickLinkPath(label) }));

export default function HomePage() {
  const queryRef = useLoaderData() as PreloadedQuery<HomePageQuery>;
  const { publicUrl } = useSite();
  return (
    <>
      <PageMeta description={SITE_DESCRIPTION} path="/" />
      <JsonLd data={[organizationJsonLd(publicUrl), webSiteJsonLd(publicUrl)]} />
      <Hero
        heading="Experience premium living discover homes and home products in digital marketplace."
        quickLinks={QUICK_LINKS}
        quickLinksLabel="Quick links"
      />
      <PromoBlocks />
      <Suspense fallback={<LoadingText>Loading products...</LoadingText>}>
        <HomeCatalogue queryRef={queryRef} />
      </Suspense>
    </>
  );
}

function HomeCatalogue({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        categories {
          ...CategorySlider_categories
        }
        topVendors(first: 12) {
          ...VendorSlider_vendors
        }
        ...ProductGrid_query
      }
    `,
    queryRef,
  );
  return (
    <>
      <Section heading="Which of the following products best matches your style?">
        <CategorySlider categories={data.categories} />
      </Section>
      <Section heading="Top Rated Vendors" tone="alt">
        <VendorSlider vendors={data.topVendors} />
      </Section>
      <Section heading="Latest Listings">
        <ProductGrid query={data} columns="six" />
      </Section>
    </>
  );
}
