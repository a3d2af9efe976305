import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CataloguePageQuery } from '../../../__generated__/CataloguePageQuery.graphql.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { ExploreCategories } from '../../../features/catalogue/ExploreCategories.tsx';
import { ProductGrid } from '../../../features/catalogue/ProductGrid.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { CATALOGUES, type CatalogueKey, type CatalogueInfo } from './catalogues.ts';

/** /real-estate and /home-products: hero, category slider, vendors, categories browser, listings. */
export function CataloguePage({ catalogueKey }: { catalogueKey: CatalogueKey }) {
  const queryRef = useLoaderData() as PreloadedQuery<CataloguePageQuery>;
  const info = CATALOGUES[catalogueKey];
  return (
    <>
      <PageTitle>{info.gridHeading}</PageTitle>
      <Hero heading={info.heading} subheading={info.subheading} quickLinks={info.quickSearches} quickLinksLabel="Quick searches" tone={info.heroTone} />
      <Suspense fallback={<LoadingText>Loading products...</LoadingText>}>
        <CatalogueSections queryRef={queryRef} info={info} />
      </Suspense>
    </>
  );
}

function CatalogueSections({ queryRef, info }: { queryRef: PreloadedQuery<CataloguePageQuery>; info: CatalogueInfo }) {
  const data = usePreloadedQuery<CataloguePageQuery>(
    graphql`
      query CataloguePageQuery($catalogue: Catalogue!, $brandType: BrandType!, $filter: ProductFilter!) {
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
        ...ProductGrid_query @arguments(filter: $filter)
      }
    `,
    queryRef,
  );
  return (
    <>
      <Section heading="Which of the following products best matches your style?">
        <CategorySlider categories={data.categories} priorityImages={2} />
      </Section>
      <Section heading={info.vendorsHeading} tone="alt">
        <VendorSlider vendors={data.vendors.edges.map((edge) => edge.node)} />
      </Section>
      <ExploreCategories query={data} />
      <Section heading={info.gridHeading}>
        <ProductGrid query={data} columns="three" cardVariant="listing" />
      </Section>
    </>
  );
}

export function RealEstatePage() {
  return <CataloguePage catalogueKey="real-estate" />;
}

export function HomeProductsPage() {
  return <CataloguePage catalogueKey="home-products" />;
}
