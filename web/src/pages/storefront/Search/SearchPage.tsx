import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import searchPageQuery, { type SearchPageQuery } from '../../../__generated__/SearchPageQuery.graphql.ts';
import { SearchBox } from '../../../components/search/SearchBox.tsx';
import { ListingResults } from '../../../features/listing/ListingResults.tsx';
import { Section } from '../../../components/Section.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { EmptyText, LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import styles from './SearchPage.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as browseMessages } from '../../../lib/i18n/compiled/en/browse.ts';
import { messages as sectionsMessages } from '../../../lib/i18n/compiled/en/sections.ts';
import { messages as commonMessages } from '../../../lib/i18n/compiled/en/common.ts';

const SEARCH_PAGE_SIZE = 24;

/** /search?q=: results for the query, with a search box to refine it. */
export default function SearchPage() {
  const [queryRef, retry] = useRetryableQuery<SearchPageQuery>('search', searchPageQuery, useLoaderData() as PreloadedQuery<SearchPageQuery> | null);
  const [params] = useSearchParams();
  const text = params.get('q') ?? '';
  const t = useT(browseMessages);
  const sections = useT(sectionsMessages);
  const common = useT(commonMessages);
  const failedProducts = sections('sections.failedProducts');
  return (
    <Section heading={t('browse.searchHeading', { text })} headingLevel="h1">
      {/* A search is a page of its own (its canonical URL is the query); the empty search is not indexed. */}
      <PageMeta
        title={text ? t('browse.searchTitle', { text }) : common('common.search')}
        description={text ? t('browse.searchDescription', { text }) : t('browse.searchDescriptionEmpty')}
        path={text.trim() ? `/search?${new URLSearchParams({ q: text.trim() })}` : undefined}
        noindex={!text.trim()}
      />
      <div className={styles.box}>
        <SearchBox label={t('browse.searchAgain')} hideLabel initialQuery={text} />
      </div>
      {queryRef ? (
        <SectionBoundary message={(error) => searchFailure(error, failedProducts)} onRetry={retry} resetKey={queryRef} loading={<LoadingText>{sections('sections.loadingProducts')}</LoadingText>}>
          <Results queryRef={queryRef} text={text.trim()} />
        </SectionBoundary>
      ) : (
        <EmptyText>{t('browse.noResults')}</EmptyText>
      )}
    </Section>
  );
}

/**
 * docs/spec/storefront.md §8: a non-OK answer shows 'API error: {status} {statusText}' (the network layer's own text for
 * an HTTP failure without a GraphQL answer); anything else the default 'Failed to fetch products'.
 * Never a server's or the runtime's raw message.
 */
function searchFailure(error: Error, failedProducts: string): string {
  return /^API error: \d{3}( [\w -]*)?$/.test(error.message) ? error.message : failedProducts;
}

function Results({ queryRef, text }: { queryRef: PreloadedQuery<SearchPageQuery>; text: string }) {
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery($filter: ProductFilter!, $sort: ProductSort!, $currency: CurrencyCode!, $areaUnit: AreaUnit!) {
        ...ListingResults_query @arguments(count: 24, filter: $filter, sort: $sort, currency: $currency, areaUnit: $areaUnit)
      }
    `,
    queryRef,
  );
  const t = useT(browseMessages);
  // docs/spec/storefront.md §2: the results' cards show image, name and a dollar price (tiles), four per row.
  return (
    <ListingResults
      query={data}
      search
      kind="ALL"
      showCategory
      catalogueSwitch
      columns="four"
      cardVariant="tile"
      headingLevel="h2"
      emptyText={t('browse.noResults')}
      pageSize={SEARCH_PAGE_SIZE}
      // The results are the first thing under the page's heading.
      priorityImages={2}
      mapScope={{ catalogue: 'REAL_ESTATE', search: text }}
      alertScope={{ search: text }}
    />
  );
}
