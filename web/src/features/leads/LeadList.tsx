import { useTransition } from 'react';
import { Link } from 'react-router-dom';
import { graphql, usePaginationFragment } from 'react-relay';
import type { LeadList_query$key } from '../../__generated__/LeadList_query.graphql.ts';
import type { LeadStatus } from '../../__generated__/LeadListPaginationQuery.graphql.ts';
import { EmptyText } from '../../components/StatusText.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { useRefetchOnChange } from '../../hooks/useRefetchOnChange.ts';
import { leadUrl } from '../../lib/dashboard-urls.ts';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardLeads.ts';
import { formatCount } from '../../lib/number-format.ts';
import { leadLabel } from './lead-labels.ts';
import styles from './Leads.module.css';
import { leadDateTime as dateTime } from './lead-dates.ts';

const PAGE_SIZE = 20;

/** The inbox's filters, as the page reads them from its URL. */
export interface LeadFilter {
  status: LeadStatus | null;
  listing: string | null;
  from: string | null;
  to: string | null;
  search: string;
  store: string | null;
}

const filterKey = (f: LeadFilter) => [f.status, f.listing, f.from, f.to, f.search, f.store].map((v) => v ?? '').join('|');

/** The Leads inbox, newest first, refetched when a filter changes; "Load more" pages on. */
export function LeadList({ query, filter, isAdmin, onListing }: { query: LeadList_query$key; filter: LeadFilter; isAdmin: boolean; onListing: (productId: string) => void }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment LeadList_query on Query
      @refetchable(queryName: "LeadListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "LeadStatus" }
        productId: { type: "ID" }
        from: { type: "String" }
        to: { type: "String" }
        search: { type: "String" }
        storeId: { type: "String" }
      ) {
        leads(first: $count, after: $cursor, status: $status, productId: $productId, from: $from, to: $to, search: $search, storeId: $storeId)
          @connection(key: "LeadList_leads", filters: []) {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              status
              preferredTime
              productName
              productId
              storeName
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  useRefetchOnChange(
    filterKey(filter),
    () => refetch({ status: filter.status, productId: filter.listing, from: filter.from, to: filter.to, search: filter.search || null, storeId: filter.store, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' }),
    '|||||',
  );
  const t = useT(messages);
  const { edges, totalCount } = data.leads;
  if (!edges.length) return <EmptyText>{t('dashboardLeads.empty')}</EmptyText>;
  return (
    <>
      <p role="status">{t('dashboardLeads.count', { count: totalCount, shown: formatCount(totalCount) })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboardLeads.received')}</th>
              <th scope="col">{t('dashboardLeads.name')}</th>
              <th scope="col">{t('dashboardLeads.listing')}</th>
              {isAdmin && <th scope="col">{t('dashboardLeads.store')}</th>}
              <th scope="col">{t('dashboardLeads.bestTime')}</th>
              <th scope="col">{t('dashboardLeads.status')}</th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <LeadRow key={node.id} lead={node} isAdmin={isAdmin} onListing={onListing} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && <LoadMoreButton loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })} />}
    </>
  );
}

type LeadRowData = { databaseId: number; name: string; status: string; preferredTime: string; productName: string; productId: string | null | undefined; storeName: string; createdAt: unknown };

/** One enquiry of the inbox: a new one stands out; its listing's name narrows the list to that listing. */
function LeadRow({ lead, isAdmin, onListing }: { lead: LeadRowData; isAdmin: boolean; onListing: (productId: string) => void }) {
  const t = useT(messages);
  const locale = useLocale();
  return (
    <tr className={lead.status === 'NEW' ? styles.unread : undefined}>
      <td>{dateTime(locale, lead.createdAt)}</td>
      <td>
        <Link to={leadUrl(lead.databaseId)}>{lead.name}</Link>
      </td>
      <td>
        {lead.productId ? (
          <button type="button" className={styles.linkButton} onClick={() => onListing(lead.productId!)} title={t('dashboardLeads.onlyThisListing')}>
            {lead.productName}
          </button>
        ) : (
          lead.productName
        )}
      </td>
      {isAdmin && <td>{lead.storeName}</td>}
      <td>{leadLabel(t, lead.preferredTime)}</td>
      <td>
        <span className={styles.status} data-status={lead.status}>
          {leadLabel(t, lead.status)}
        </span>
      </td>
    </tr>
  );
}
