import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminEditVendorPageQuery } from '../../../__generated__/AdminEditVendorPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { AdminVendorProfileForm } from '../../../features/admin/AdminVendorProfileForm.tsx';
import { failedText } from '../../../lib/admin-profile.ts';

/** /vendor-dashboard/vendor/edit/{store_id}: the admin edits any store's profile (docs/spec/vendor-admin.md §2, §5). */
export default function AdminEditVendorPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminEditVendorPageQuery>;
  return (
    <DashboardPage heading="Edit Vendor Profile (Admin)">
      <ErrorBoundary fallback={(error) => <ErrorText>{failedText(error.message)}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
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
  if (!adminVendor) return <EmptyText>Vendor not found.</EmptyText>;
  return <AdminVendorProfileForm vendor={adminVendor} />;
}
