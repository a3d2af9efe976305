import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CustomerDataPageQuery } from '../../../__generated__/CustomerDataPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { SHORT_TOAST_DURATION_MS, useToast } from '../../../components/ui/Toast.tsx';
import { CUSTOMER_PERIODS, CustomerList, type CustomerFilter, type CustomerPeriod } from '../../../features/customers/CustomerList.tsx';
import { useUrlParam, useUrlSearch } from '../../../hooks/useUrlState.ts';
import { CUSTOMER_FIELDS, searchPlaceholder, type CustomerFieldChoice } from '../../../lib/customer-search.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardCustomers.ts';
import admin from '../../../components/admin.module.css';

const parseField = (value: string | null): CustomerFieldChoice => CUSTOMER_FIELDS.find((f) => f.value === value)?.value ?? 'ALL';
const parsePeriod = (value: string | null): CustomerPeriod => CUSTOMER_PERIODS.find((p) => p.value === value)?.value ?? 'ALL';

/** /vendor-dashboard/customerdata: "Customer List" with ranked search, periods, Delete (docs/spec/vendor-admin.md §2). */
export default function CustomerDataPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CustomerDataPageQuery>;
  // The search, its field and the period live in the URL (`q`, `field`, `joined`): a reload or Back keeps them.
  const [field, setField] = useUrlParam<CustomerFieldChoice>('field', parseField, 'ALL');
  const [period, setPeriod] = useUrlParam<CustomerPeriod>('joined', parsePeriod, 'ALL');
  const { text, setText, search: term } = useUrlSearch();
  const t = useT(messages);
  const toast = useToast();
  // The spec's customer messages are toasts of 3 s.
  const notify = (title: string, ok: boolean) => toast({ title, tone: ok ? 'success' : 'error', durationMs: SHORT_TOAST_DURATION_MS });

  return (
    <DashboardPage heading={t('dashboardCustomers.heading')}>
      <div className={admin.tools}>
        <Select label={t('dashboardCustomers.searchField')} value={field} options={CUSTOMER_FIELDS.map((option) => ({ value: option.value, label: t(option.label) }))} onValueChange={setField} />
        <div className={admin.searchBox}>
          <input type="search" className={admin.search} placeholder={searchPlaceholder(t, field)} aria-label={searchPlaceholder(t, field)} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <ToggleGroup label={t('dashboardCustomers.joined')} value={period} options={CUSTOMER_PERIODS.map((option) => ({ value: option.value, label: t(option.label) }))} onValueChange={setPeriod} />
      </div>
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardCustomers.loadFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardCustomers.loading')}</LoadingText>}>
          <Customers queryRef={queryRef} filter={{ term, field, period }} onNotice={notify} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Customers({ queryRef, filter, onNotice }: { queryRef: PreloadedQuery<CustomerDataPageQuery>; filter: CustomerFilter; onNotice: (m: string, ok: boolean) => void }) {
  const data = usePreloadedQuery<CustomerDataPageQuery>(
    graphql`
      query CustomerDataPageQuery {
        ...CustomerList_query
      }
    `,
    queryRef,
  );
  return <CustomerList query={data} filter={filter} onNotice={onNotice} />;
}
