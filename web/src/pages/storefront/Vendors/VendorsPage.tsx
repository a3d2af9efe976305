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
import { messages as vendorsMessages } from '../../../lib/i18n/compiled/en/vendors.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as brandsMessages } from '../../../lib/i18n/compiled/en/brands.ts';
import { messages as commonMessages } from '../../../lib/i18n/compiled/en/common.ts';

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
  const t = useT(vendorsMessages);
  const brands = useT(brandsMessages);
  const options = VENDOR_FILTERS.map((option) => ({ value: option.value, label: option.value === 'all' ? t('vendors.all') : brands(option.labelId) }));

  const choose = (next: VendorFilter) => setSearchParams(next === 'all' ? {} : { type: next }, { preventScrollReset: true });

  return (
    <>
      <PageMeta
        title={t('vendors.metaTitle')}
        description={t('vendors.metaDescription')}
        path="/vendors"
      />
      <Section heading={t('vendors.heading')} headingLevel="h1">
        <ToggleGroup label={t('vendors.filter')} value={filter} options={options} onValueChange={choose} />
        <div className={styles.results}>
          <SectionBoundary message={t('vendors.failed')} onRetry={retry} resetKey={primary} loading={<LoadingText>{t('vendors.loading')}</LoadingText>}>
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
  const common = useT(commonMessages);

  if (!items.length) return <EmptyText>{common('common.noVendors')}</EmptyText>;
  const next = primary.hasNext ? primary : secondary.hasNext ? secondary : null;
  return (
    <>
      <CardGrid columns="four">{items}</CardGrid>
      {next && <LoadMoreButton loading={next.isLoadingNext} onClick={next.loadNext} />}
    </>
  );
}
