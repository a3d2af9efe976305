import { useCallback } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { VendorsPageQuery } from '../../../__generated__/VendorsPageQuery.graphql.ts';
import type { VendorsLoaderData } from './loader.ts';
import { useVendorGridPage } from '../../../features/vendors/VendorGrid.tsx';
import { CardGrid } from '../../../components/cards/CardGrid.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { Section } from '../../../components/Section.tsx';
import { EmptyText, LoadingText } from '../../../components/StatusText.tsx';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import styles from './VendorsPage.module.css';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { parseVendorFilter, VENDOR_FILTERS, type VendorFilter } from './vendorFilter.ts';

/** /vendors: every public vendor, filtered by brand type through the URL (?type=). */
export default function VendorsPage() {
  const loaded = useLoaderData() as VendorsLoaderData;
  const [primary, retryPrimary] = useRetryableQuery<VendorsPageQuery>('vendors', vendorsPageQuery, loaded.primary);
  const [secondary, retrySecondary] = useRetryableQuery<VendorsPageQuery>('vendors:secondary', vendorsPageQuery, loaded.secondary);
  const retry = useCallback(() => {
    retryPrimary();
    retrySecondary();
  }, [retryPrimary, retrySecondary]);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseVendorFilter(searchParams.get('type'));

  const choose = (next: VendorFilter) => setSearchParams(next === 'all' ? {} : { type: next }, { preventScrollReset: true });

  return (
    <>
      <PageMeta
        title="Vendors"
        description="Our trusted partners: real estate agencies and home-product stores in the UAE, Pakistan, the UK and the USA. Browse their listings and contact them."
        path="/vendors"
      />
      <Section heading="Explore Our Trusted Partners in Real Estate & Home Products" headingLevel="h1">
        <ToggleGroup label="Filter vendors" value={filter} options={VENDOR_FILTERS} onValueChange={choose} />
        <div className={styles.results}>
          <SectionBoundary message="Failed to fetch vendors" onRetry={retry} resetKey={primary} loading={<LoadingText>Loading vendors...</LoadingText>}>
            <VendorResults primary={primary} secondary={secondary} />
          </SectionBoundary>
        </div>
      </Section>
    </>
  );
}

const vendorsPageQuery = graphql`
  query VendorsPageQuery($brandType: BrandType) {
    ...VendorGrid_query @arguments(brandType: $brandType)
  }
`;

function VendorResults({ primary: primaryRef, secondary: secondaryRef }: VendorsLoaderData) {
  const primaryData = usePreloadedQuery<VendorsPageQuery>(vendorsPageQuery, primaryRef);
  // Hooks cannot be conditional: without a second list, read the first one again and ignore it.
  const secondaryData = usePreloadedQuery<VendorsPageQuery>(vendorsPageQuery, secondaryRef ?? primaryRef);
  const primary = useVendorGridPage(primaryData);
  const secondary = useVendorGridPage(secondaryRef ? secondaryData : null);
  const items = [...primary.items, ...secondary.items];

  if (!items.length) return <EmptyText>No Vendors found in this category.</EmptyText>;
  const next = primary.hasNext ? primary : secondary.hasNext ? secondary : null;
  return (
    <>
      <CardGrid columns="four">{items}</CardGrid>
      {next && <LoadMoreButton loading={next.isLoadingNext} onClick={next.loadNext} />}
    </>
  );
}
