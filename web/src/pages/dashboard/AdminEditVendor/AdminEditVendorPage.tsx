import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminEditVendorPageQuery } from '../../../__generated__/AdminEditVendorPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { AdminVendorProfileForm } from '../../../features/admin/AdminVendorProfileForm.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardVendors.ts';

/** /vendor-dashboard/vendor/edit/{store_id}: the admin edits any store's profile (docs/spec/vendor-admin.md §2, §5). */
export default function AdminEditVendorPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminEditVendorPageQuery>;
  const t = useT(messages);
  return (
    <DashboardPage heading={t('dashboardVendors.editHeading')}>
      <ErrorBoundary fallback={(error) => <ErrorText>{error.message ? t('dashboardVendors.updateFailed', { message: error.message }) : t('dashboardVendors.updateFailedPlain')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardVendors.editLoading')}</LoadingText>}>
          <EditVendor queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function EditVendor({ queryRef }: { queryRef: PreloadedQuery<AdminEditVendorPageQuery> }) {
  const { adminVendor } = usePreloadedQuery<AdminEditVendorPageQuery>(
    graphql`
      query AdminEditVendorPageQuery($storeId: String!) {
        adminVendor(storeId: $storeId) {
          storeId
          ...AdminVendorProfileForm_vendor
        }
      }
    `,
    queryRef,
  );
  const t = useT(messages);
  if (!adminVendor) return <EmptyText>{t('dashboardVendors.notFound')}</EmptyText>;
  return <AdminVendorProfileForm vendor={adminVendor} />;
}
