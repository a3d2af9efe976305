import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PromoCodesPageQuery } from '../../../__generated__/PromoCodesPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { AddPromoCodeForm } from '../../../features/promo-codes/AddPromoCodeForm.tsx';
import { PromoCodeTable } from '../../../features/promo-codes/PromoCodeTable.tsx';
import { EmptyText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { useUrlParam, useUrlSearch } from '../../../hooks/useUrlState.ts';
import { PROMO_STATUS_LABELS, promoCodeStatus, utcDateOf, type PromoCodeStatus } from '@rules/index.ts';
import admin from '../../../components/admin.module.css';

type StatusFilter = PromoCodeStatus | 'ALL';
const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...(['ACTIVE', 'SCHEDULED', 'EXPIRED', 'INACTIVE'] as const).map((value) => ({ value, label: PROMO_STATUS_LABELS[value] })),
];
const parseStatus = (value: string | null): StatusFilter => STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'ALL';

/** /vendor-dashboard/promo-codes: the table, the add form, toggle and delete (docs/spec/vendor-admin.md §2, §5, §8). */
export default function PromoCodesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PromoCodesPageQuery>;
  const [error, setError] = useState<string | null>(null);
  // The code search and the status filter live in the URL (`q`, `status`): a reload or Back keeps them.
  const { text, setText, search } = useUrlSearch();
  const [status, setStatus] = useUrlParam<StatusFilter>('status', parseStatus, 'ALL');
  return (
    <DashboardPage heading="Promo Codes">
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <AddPromoCodeForm onError={setError} />
      <div className={admin.tools}>
        <div className={admin.searchBox}>
          <input type="search" className={admin.search} placeholder="Search promo codes..." aria-label="Search promo codes" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <ToggleGroup label="Filter by status" value={status} options={STATUS_FILTERS} onValueChange={setStatus} />
      </div>
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch promo codes. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading promo codes...</LoadingText>}>
          <PromoCodes queryRef={queryRef} search={search} status={status} onError={setError} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function PromoCodes({ queryRef, search, status, onError }: { queryRef: PreloadedQuery<PromoCodesPageQuery>; search: string; status: StatusFilter; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<PromoCodesPageQuery>(
    graphql`
      query PromoCodesPageQuery {
        promoCodes {
          id
          code
          startDate
          endDate
          isActive
          ...PromoCodeTable_promoCode
        }
      }
    `,
    queryRef,
  );
  // Every code is loaded (a short list): the search and the filter apply here, with the table's own status rule.
  const today = utcDateOf(new Date());
  const needle = search.toUpperCase();
  const shown = data.promoCodes.filter(
    (promo) =>
      promo.code.includes(needle) &&
      (status === 'ALL' || promoCodeStatus({ isActive: promo.isActive, startDate: String(promo.startDate), endDate: String(promo.endDate) }, today) === status),
  );
  if (data.promoCodes.length && !shown.length) return <EmptyText>No promo codes match this search.</EmptyText>;
  return <PromoCodeTable promoCodes={shown} onError={onError} />;
}
