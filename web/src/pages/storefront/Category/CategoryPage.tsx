import { Suspense } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CategoryPageQuery } from '../../../__generated__/CategoryPageQuery.graphql.ts';
import { Hero } from '../../../features/marketing/Hero.tsx';
import { CategorySlider } from '../../../features/catalogue/CategorySlider.tsx';
import { ProductGrid } from '../../../features/catalogue/ProductGrid.tsx';
import { VendorSlider } from '../../../features/vendors/VendorSlider.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { Section } from '../../../components/Section.tsx';
import { LoadingText } from '../../../components/StatusText.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { categoryName, DEFAULT_CATEGORY } from './loader.ts';

/** /category/{category}: hero, category slider, vendors, and the category's listings, 3 per row. */
export default function CategoryPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CategoryPageQuery>;
  const name = categoryName(useParams().category);
  return (
    <>
      <PageTitle>{name}</PageTitle>
      <Suspense
        fallback={
          <>
            <Hero heading={name} tone="category" />
            <LoadingText>Loading products...</LoadingText>
          </>
        }
      >
        <CategoryContent queryRef={queryRef} requestedName={name} />
      </Suspense>
    </>
  );
}

function CategoryContent({ queryRef, requestedName }: { queryRef: PreloadedQuery<CategoryPageQuery>; requestedName: string }) {
  const data = usePreloadedQuery<CategoryPageQuery>(
    graphql`
      query CategoryPageQuery($name: String!, $filter: ProductFilter!) {
        category(name: $name) {
          name
        }
        categories {
          ...CategorySlider_categories
        }
        topVendors(first: 12) {
          ...VendorSlider_vendors
        }
        ...ProductGrid_query @arguments(filter: $filter)
      }
    `,
    queryRef,
  );
  // A category that does not exist says so (the server answers 404 for it too); /category with
  // no name keeps the spec's fallback name.
  if (!data.category && requestedName !== DEFAULT_CATEGORY) return <NotFound title="Category not found" text={`There is no category named "${requestedName}".`} />;
  const heading = data.category?.name ?? requestedName;
  return (
    <>
      <Hero heading={heading} subheading="Browse listings from trusted Pro Vendors." tone="category" />
      <Section heading="Which of the following products best matches your style?">
        <CategorySlider categories={data.categories} priorityImages={2} />
      </Section>
      <Section heading="Top Rated Vendors" tone="alt">
        <VendorSlider vendors={data.topVendors} />
      </Section>
      <Section heading={heading}>
        <ProductGrid query={data} columns="three" cardVariant="listing" />
      </Section>
    </>
  );
}
