import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardPostsPageQuery } from '../../../__generated__/DashboardPostsPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { NewPostForm } from '../../../features/dashboard-posts/NewPostForm.tsx';
import { YourPosts } from '../../../features/dashboard-posts/YourPosts.tsx';
import { useFlashMessage } from '../../../hooks/useFlashMessage.ts';
import styles from '../../../features/dashboard-posts/DashboardPosts.module.css';

/** /vendor-dashboard/posts: a vendor's New post form and their posts on the feed. */
export default function DashboardPostsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPostsPageQuery>;
  return (
    <DashboardPage heading="Feed Posts">
      <ErrorBoundary fallback={(error) => <ErrorText>Failed to fetch posts: {error.message}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Posts queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Posts({ queryRef }: { queryRef: PreloadedQuery<DashboardPostsPageQuery> }) {
  const data = usePreloadedQuery<DashboardPostsPageQuery>(
    graphql`
      query DashboardPostsPageQuery {
        ...MediaGrid_query
        viewer {
          ...NewPostForm_viewer
          ...YourPosts_viewer
        }
      }
    `,
    queryRef,
  );
  const [message, setMessage] = useFlashMessage<{ text: string; ok: boolean }>();
  if (!data.viewer) return <ErrorText>Failed to fetch posts</ErrorText>;

  const onResult = (text: string, ok: boolean) => setMessage({ text, ok });
  return (
    <>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.success : styles.failure}>
          {message.text}
        </p>
      )}
      <NewPostForm media={data} viewer={data.viewer} onResult={onResult} />
      <YourPosts viewer={data.viewer} onResult={onResult} />
    </>
  );
}
