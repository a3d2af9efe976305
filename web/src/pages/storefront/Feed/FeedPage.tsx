import { useLoaderData } from 'react-router-dom';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import feedPageQuery, { type FeedPageQuery } from '../../../__generated__/FeedPageQuery.graphql.ts';
import type { FeedPage_feed$key } from '../../../__generated__/FeedPage_feed.graphql.ts';
import { PageShell } from '../../../components/PageShell.tsx';
import { EmptyText, LoadingText } from '../../../components/StatusText.tsx';
import { SectionBoundary } from '../../../components/SectionBoundary.tsx';
import { useRetryableQuery } from '../../../app/useRetryableQuery.ts';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';
import { FeedPostCard } from '../../../features/feed/FeedPostCard.tsx';
import styles from './FeedPage.module.css';

/** /feed: vendor posts, newest first (docs/spec/storefront.md §2 Feed). */
export default function FeedPage() {
  const [queryRef, retry] = useRetryableQuery<FeedPageQuery>('feed', feedPageQuery, useLoaderData() as PreloadedQuery<FeedPageQuery>);
  return (
    <PageShell
      heading="Feed"
      subheading="News, open houses and new arrivals from our Pro Vendors."
      meta={{ description: 'News, open houses and new arrivals from the Pro Vendors of the marketplace: properties and home products in the UAE, Pakistan, the UK and the USA.', path: '/feed' }}
    >
      <SectionBoundary message="Failed to fetch posts" onRetry={retry} resetKey={queryRef} loading={<LoadingText>Loading...</LoadingText>}>
        <Feed queryRef={queryRef} />
      </SectionBoundary>
    </PageShell>
  );
}

function Feed({ queryRef }: { queryRef: PreloadedQuery<FeedPageQuery> }) {
  const query = usePreloadedQuery<FeedPageQuery>(
    graphql`
      query FeedPageQuery {
        ...FeedPage_feed
      }
    `,
    queryRef,
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FeedPage_feed on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "FeedPagePaginationQuery") {
        feed(first: $count, after: $cursor) @connection(key: "FeedPage_feed") {
          edges {
            node {
              id
              ...FeedPostCard_post
            }
          }
        }
      }
    `,
    query as FeedPage_feed$key,
  );
  if (data.feed.edges.length === 0) return <EmptyText>No posts yet.</EmptyText>;
  return (
    <>
      <div className={styles.posts}>
        {data.feed.edges.map(({ node }, index) => (
          <FeedPostCard key={node.id} post={node} priority={index === 0} />
        ))}
      </div>
      {hasNext ? <LoadMoreButton loading={isLoadingNext} onClick={() => loadNext(10)} /> : null}
    </>
  );
}
