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
import { useServerText, useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardPosts.ts';

/** /vendor-dashboard/posts: a vendor's New post form and their posts on the feed. */
export default function DashboardPostsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPostsPageQuery>;
  const t = useT(messages);
  return (
    <DashboardPage heading={t('dashboardPosts.heading')}>
      <ErrorBoundary fallback={(error) => <ErrorText>{t('dashboardPosts.fetchFailed', { message: error.message })}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardPosts.loading')}</LoadingText>}>
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
  const t = useT(messages);
  const serverText = useServerText();
  const [message, setMessage] = useFlashMessage<{ text: string; ok: boolean }>();
  if (!data.viewer) return <ErrorText>{t('dashboardPosts.notFetched')}</ErrorText>;

  const onResult = (text: string, ok: boolean) => setMessage({ text: serverText(text), ok });
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
