import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ListingPerformanceSectionQuery, OverviewRange } from '../../../__generated__/ListingPerformanceSectionQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { useT } from '../../../components/context/locale.tsx';
import buttons from '../../../components/Button.module.css';
import { messages as dashboardInsights } from '../../../lib/i18n/compiled/en/dashboardInsights.ts';
import { PerformanceTable } from '../../../features/overview/PerformanceTable.tsx';
import { searchWithSort, sortFromSearch, type PerformanceSort } from '../../../features/overview/performance-sort.ts';
import styles from '../../../features/overview/Overview.module.css';

/** How many listings a step of "Show more" adds. */
const PAGE = 20;

/** The overview's Listing performance (issue 37 part 6): the period is the overview's, the sort in the URL. */
export function ListingPerformanceSection({ range, marketplaceWide }: { range: OverviewRange; marketplaceWide: boolean }) {
  const t = useT(dashboardInsights);
  return (
    <section className={styles.listCard} aria-labelledby="listing-performance">
      <h2 id="listing-performance">{t('insights.table.heading')}</h2>
      <p className={styles.muted}>{t('insights.table.intro')}</p>
      <ErrorBoundary fallback={() => <ErrorText>{t('insights.table.failed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('insights.table.loading')}</LoadingText>}>
          <Listings range={range} showStore={marketplaceWide} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function Listings({ range, showStore }: { range: OverviewRange; showStore: boolean }) {
  const t = useT(dashboardInsights);
  const [search, setSearch] = useSearchParams();
  const sort = sortFromSearch(search);
  const [first, setFirst] = useState(PAGE);
  const { listingPerformance: page } = useLazyLoadQuery<ListingPerformanceSectionQuery>(
    graphql`
      query ListingPerformanceSectionQuery($range: OverviewRange!, $sort: ListingMeasure!, $descending: Boolean!, $first: Int!) {
        listingPerformance(range: $range, sort: $sort, descending: $descending, first: $first) {
          totalCount
          edges { node { databaseId name slug storeName views enquiries saves viewings orders revenueByCurrency { currency amount } } }
        }
      }
    `,
    { range, sort: sort.measure, descending: sort.descending, first },
    { fetchPolicy: 'store-and-network' },
  );
  const rows = page.edges.map((edge) => edge.node);
  if (!rows.length) return <EmptyText>{t('insights.table.empty')}</EmptyText>;
  const onSort = (next: PerformanceSort) => setSearch(searchWithSort(search, next), { replace: true });
  return (
    <>
      <PerformanceTable rows={rows} sort={sort} onSort={onSort} showStore={showStore} />
      <p className={styles.muted}>
        {t('insights.table.shown', { shown: rows.length, total: page.totalCount })}{' '}
        {rows.length < page.totalCount && (
          <button type="button" className={buttons.secondary} onClick={() => setFirst(first + PAGE)}>
            {t('insights.table.more')}
          </button>
        )}
      </p>
    </>
  );
}
