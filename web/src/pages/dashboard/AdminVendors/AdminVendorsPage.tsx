import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminVendorsPageQuery } from '../../../__generated__/AdminVendorsPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { AdminVendorList, type VendorFilter } from '../../../features/admin/AdminVendorList.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { useUrlParam, useUrlSearch } from '../../../hooks/useUrlState.ts';
import { useFlashMessage } from '../../../hooks/useFlashMessage.ts';
import styles from '../../../components/admin.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardVendors.ts';

// Each filter's message id, written out (the build shortens literal ids).
const FILTERS = [
  { value: 'ALL', label: 'dashboardVendors.filterAll' },
  { value: 'REAL_ESTATE', label: 'dashboardVendors.filterRealEstate' },
  { value: 'HOME_PRODUCTS', label: 'dashboardVendors.filterHomeProducts' },
] as const satisfies readonly { value: VendorFilter; label: keyof typeof messages }[];

const parseFilter = (value: string | null): VendorFilter => FILTERS.find((f) => f.value === value)?.value ?? 'ALL';

/** /vendor-dashboard/vendors: every store for the admin, with access and delete (docs/spec/vendor-admin.md §2). */
export default function AdminVendorsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminVendorsPageQuery>;
  // The search and the brand filter live in the URL (`q`, `type`): a reload or Back keeps them.
  const { text: searchText, setText: setSearchText, search, clear } = useUrlSearch();
  const [filter, setFilter] = useUrlParam<VendorFilter>('type', parseFilter, 'ALL');
  const t = useT(messages);
  const [success, setSuccess] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const notify = (outcome: { ok: boolean; message: string }) => {
    if (outcome.ok) {
      setFailure(null);
      setSuccess(outcome.message);
    } else {
      setSuccess(null);
      setFailure(outcome.message);
    }
  };

  return (
    <DashboardPage heading={t('dashboardVendors.heading')}>
      <div className={styles.tools}>
        <div className={styles.searchBox}>
          <input
            type="search"
            className={styles.search}
            placeholder={t('dashboardVendors.searchPlaceholder')}
            aria-label={t('dashboardVendors.searchLabel')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          {searchText && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('dashboardVendors.clearSearch')}
              onClick={clear}
            >
              ×
            </button>
          )}
        </div>
        <ToggleGroup label={t('dashboardVendors.filterLabel')} value={filter} options={FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))} onValueChange={setFilter} />
      </div>
      {success && (
        <p role="status" className={styles.success}>
          {success}
        </p>
      )}
      <DismissibleError message={failure} onDismiss={() => setFailure(null)} />
      <ErrorBoundary fallback={(error) => <ErrorText>{t('dashboardVendors.loadFailed', { message: error.message })}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardVendors.loading')}</LoadingText>}>
          <Vendors queryRef={queryRef} search={search} filter={filter} onOutcome={notify} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Vendors({ queryRef, ...props }: { queryRef: PreloadedQuery<AdminVendorsPageQuery>; search: string; filter: VendorFilter; onOutcome: (o: { ok: boolean; message: string }) => void }) {
  const data = usePreloadedQuery<AdminVendorsPageQuery>(
    graphql`
      query AdminVendorsPageQuery {
        ...AdminVendorList_query
      }
    `,
    queryRef,
  );
  return <AdminVendorList query={data} {...props} />;
}
