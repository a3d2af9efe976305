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
import { useT } from '../../../components/context/locale.tsx';
import { messages as feedMessages } from '../../../lib/i18n/compiled/en/feed.ts';

/** /feed: vendor posts, newest first (docs/spec/storefront.md §2 Feed). */
export default function FeedPage() {
  const [queryRef, retry] = useRetryableQuery<FeedPageQuery>('feed', feedPageQuery, useLoaderData() as PreloadedQuery<FeedPageQuery>);
  const t = useT(feedMessages);
  return (
    <PageShell
      heading={t('feed.title')}
      subheading={t('feed.subheading')}
      meta={{ description: t('feed.metaDescription'), path: '/feed' }}
    >
      <SectionBoundary message={t('feed.failed')} onRetry={retry} resetKey={queryRef} loading={<LoadingText>{t('feed.loading')}</LoadingText>}>
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
  const t = useT(feedMessages);
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
  if (data.feed.edges.length === 0) return <EmptyText>{t('feed.empty')}</EmptyText>;
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
