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
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@rules/leads.ts';
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
  const queryRef = useLoaderData() as PreloadedQuery<LeadsPageQuery>;
  const viewer = useDashboardViewer();
  const [params] = useSearchParams();
  const setParam = useSetUrlParam();
  const { text, setText, search } = useUrlSearch();
  const filter: LeadFilter = { status: statusOf(params.get('status')), listing: params.get('listing'), from: dayOf(params.get('from')), to: dayOf(params.get('to')), search, store: params.get('store') };
  return (
    <DashboardPage heading="Leads">
      <div className={styles.filters} role="search" aria-label="Filter enquiries">
        <label className={styles.filter}>
          Status
          <select value={filter.status ?? ''} onChange={(e) => setParam('status', e.target.value || null)}>
            <option value="">All</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          From
          <input type="date" value={filter.from ?? ''} onChange={(e) => setParam('from', e.target.value || null)} />
        </label>
        <label className={styles.filter}>
          To
          <input type="date" value={filter.to ?? ''} onChange={(e) => setParam('to', e.target.value || null)} />
        </label>
        {viewer.isAdmin && (
          <label className={styles.filter}>
            Store ID
            <input type="text" value={filter.store ?? ''} onChange={(e) => setParam('store', e.target.value.trim() || null)} />
          </label>
        )}
        <label className={styles.filter}>
          Search
          <input type="search" className={admin.search} placeholder="Name, e-mail, phone, message or listing" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        {filter.listing && (
          <button type="button" className={styles.linkButton} onClick={() => setParam('listing', null)}>
            Show every listing
          </button>
        )}
      </div>
      <ErrorBoundary fallback={() => <ErrorText>Failed to load enquiries</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading enquiries...</LoadingText>}>
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
