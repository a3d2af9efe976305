import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardProfilePageQuery } from '../../../__generated__/DashboardProfilePageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ProfileForm } from '../../../features/dashboard-profile/ProfileForm.tsx';

/** /vendor-dashboard/profile: the vendor's own profile form (docs/spec/vendor-admin.md §2, §5, §8). */
export default function DashboardProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardProfilePageQuery>;
  return (
    <DashboardPage heading="Vendor Profile">
      <ErrorBoundary fallback={(error) => <ErrorText>Failed to load the profile: {error.message}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
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
  if (!viewer) return <ErrorText>Failed to load the profile.</ErrorText>;
  return <ProfileForm vendor={viewer} />;
}
