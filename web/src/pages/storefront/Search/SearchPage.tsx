import { Suspense } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SearchPageQuery } from '../../../__generated__/SearchPageQuery.graphql.ts';
import { SearchBox } from '../../../features/search/SearchBox.tsx';
import { SearchResults } from '../../../features/search/SearchResults.tsx';
import { Section } from '../../../components/Section.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import styles from './SearchPage.module.css';

/** /search?q=: results for the query, with a search box to refine it. */
export default function SearchPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SearchPageQuery> | null;
  const [params] = useSearchParams();
  const text = params.get('q') ?? '';
  return (
    <Section heading={`Search Results for: "${text}"`} headingLevel="h1">
      {/* Result pages stay out of search engines' indexes; their links are followed. */}
      <PageMeta
        title={text ? `Search results for "${text}"` : 'Search'}
        description={text ? `Homes and home products matching "${text}" on the marketplace.` : 'Search homes and home products on the marketplace.'}
        noindex
      />
      <div className={styles.box}>
        <SearchBox label="Search again" hideLabel initialQuery={text} />
      </div>
      {queryRef ? (
        <ErrorBoundary key={text} fallback={(error) => <ErrorText>{error.message || 'Failed to fetch products'}</ErrorText>}>
          <Suspense fallback={<LoadingText>Loading products...</LoadingText>}>
            <Results queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <EmptyText>No products found.</EmptyText>
      )}
    </Section>
  );
}

function Results({ queryRef }: { queryRef: PreloadedQuery<SearchPageQuery> }) {
  const data = usePreloadedQuery<SearchPageQuery>(
    graphql`
      query SearchPageQuery($query: String!) {
        ...SearchResults_query @arguments(query: $query)
      }
    `,
    queryRef,
  );
  return <SearchResults query={data} />;
}
