import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LeadsPageQuery } from '../../../__generated__/LeadsPageQuery.graphql.ts';
import type { LeadStatus } from '../../../__generated__/LeadListPaginationQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { LeadList, type LeadFilter } from '../../../features/leads/LeadList.tsx';
import { useSetUrlParam, useUrlSearch } from '../../../hooks/useUrlState.ts';
import { LEAD_STATUSES } from '@rules/leads.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardLeads.ts';
import { leadLabel } from '../../../features/leads/lead-labels.ts';
import { useSearchParams } from 'react-router-dom';
import admin from '../../../components/admin.module.css';
import styles from '../../../features/leads/Leads.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const statusOf = (value: string | null): LeadStatus | null => (LEAD_STATUSES.find((s) => s === value) as LeadStatus | undefined) ?? null;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : null);

/**
 * /vendor-dashboard/leads: the Leads inbox (issue 37 part 2). Its filters live in the URL
 * (status, listing, from, to, q, and the admin's store), so a reload, Back or a shared link shows
 * the same list; no e-mail or phone number ever goes into the address.
 */
export default function LeadsPage() {
  const t = useT(messages);
  const queryRef = useLoaderData() as PreloadedQuery<LeadsPageQuery>;
  const viewer = useDashboardViewer();
  const [params] = useSearchParams();
  const setParam = useSetUrlParam();
  const { text, setText, search } = useUrlSearch();
  const filter: LeadFilter = { status: statusOf(params.get('status')), listing: params.get('listing'), from: dayOf(params.get('from')), to: dayOf(params.get('to')), search, store: params.get('store') };
  return (
    <DashboardPage heading={t('dashboardLeads.heading')}>
      <div className={styles.filters} role="search" aria-label={t('dashboardLeads.filters')}>
        <label className={styles.filter}>
          {t('dashboardLeads.status')}
          <select value={filter.status ?? ''} onChange={(e) => setParam('status', e.target.value || null)}>
            <option value="">{t('dashboardLeads.all')}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadLabel(t, status)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('dashboardLeads.from')}
          <input type="date" value={filter.from ?? ''} onChange={(e) => setParam('from', e.target.value || null)} />
        </label>
        <label className={styles.filter}>
          {t('dashboardLeads.to')}
          <input type="date" value={filter.to ?? ''} onChange={(e) => setParam('to', e.target.value || null)} />
        </label>
        {viewer.isAdmin && (
          <label className={styles.filter}>
            {t('dashboardLeads.storeId')}
            <input type="text" value={filter.store ?? ''} onChange={(e) => setParam('store', e.target.value.trim() || null)} />
          </label>
        )}
        <label className={styles.filter}>
          {t('dashboardLeads.search')}
          <input type="search" className={admin.search} placeholder={t('dashboardLeads.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        {filter.listing && (
          <button type="button" className={styles.linkButton} onClick={() => setParam('listing', null)}>
            {t('dashboardLeads.everyListing')}
          </button>
        )}
      </div>
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardLeads.failed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardLeads.loading')}</LoadingText>}>
          <Leads queryRef={queryRef} filter={filter} isAdmin={viewer.isAdmin} onListing={(id) => setParam('listing', id)} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Leads({ queryRef, filter, isAdmin, onListing }: { queryRef: PreloadedQuery<LeadsPageQuery>; filter: LeadFilter; isAdmin: boolean; onListing: (id: string) => void }) {
  const data = usePreloadedQuery<LeadsPageQuery>(
    graphql`
      query LeadsPageQuery {
        ...LeadList_query
      }
    `,
    queryRef,
  );
  return <LeadList query={data} filter={filter} isAdmin={isAdmin} onListing={onListing} />;
}
