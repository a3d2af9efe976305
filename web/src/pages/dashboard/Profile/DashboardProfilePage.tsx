import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardProfilePageQuery } from '../../../__generated__/DashboardProfilePageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ProfileForm } from '../../../features/dashboard-profile/ProfileForm.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardProfile.ts';

/** /vendor-dashboard/profile: the vendor's own profile form (docs/spec/vendor-admin.md §2, §5, §8). */
export default function DashboardProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardProfilePageQuery>;
  const t = useT(messages);
  return (
    <DashboardPage heading={t('dashboardProfile.heading')}>
      <ErrorBoundary fallback={(error) => <ErrorText>{t('dashboardProfile.loadFailed', { message: error.message })}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardProfile.loading')}</LoadingText>}>
          <Profile queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Profile({ queryRef }: { queryRef: PreloadedQuery<DashboardProfilePageQuery> }) {
  const { viewer } = usePreloadedQuery<DashboardProfilePageQuery>(
    graphql`
      query DashboardProfilePageQuery {
        viewer {
          ...ProfileForm_vendor
        }
      }
    `,
    queryRef,
  );
  const t = useT(messages);
  if (!viewer) return <ErrorText>{t('dashboardProfile.notLoaded')}</ErrorText>;
  return <ProfileForm vendor={viewer} />;
}
