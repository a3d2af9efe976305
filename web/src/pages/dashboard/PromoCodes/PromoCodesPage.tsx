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
import { promoCodeStatus, utcDateOf, type PromoCodeStatus } from '@rules/index.ts';
import { useT } from '../../../components/context/locale.tsx';
import { useServerTextIn } from '../../../hooks/useServerTextIn.ts';
import { messages } from '../../../lib/i18n/compiled/en/dashboardPromoCodes.ts';
import { PROMO_STATUS_IDS } from '../../../features/promo-codes/promo-labels.ts';
import admin from '../../../components/admin.module.css';

type StatusFilter = PromoCodeStatus | 'ALL';
const STATUS_FILTERS: readonly { value: StatusFilter; label: keyof typeof messages }[] = [
  { value: 'ALL', label: 'dashboardPromoCodes.all' },
  ...(['ACTIVE', 'SCHEDULED', 'EXPIRED', 'INACTIVE'] as const).map((value) => ({ value, label: PROMO_STATUS_IDS[value] })),
];
const parseStatus = (value: string | null): StatusFilter => STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'ALL';

/** /vendor-dashboard/promo-codes: the table, the add form, toggle and delete (docs/spec/vendor-admin.md §2, §5, §8). */
export default function PromoCodesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PromoCodesPageQuery>;
  const t = useT(messages);
  // The form's and the server's refusals (rules/promo.ts PROMO_MESSAGES) in the dashboard's language.
  const promoText = useServerTextIn(messages);
  const [error, setShownError] = useState<string | null>(null);
  const setError = (message: string | null) => setShownError(message && promoText(message));
  // The code search and the status filter live in the URL (`q`, `status`): a reload or Back keeps them.
  const { text, setText, search } = useUrlSearch();
  const [status, setStatus] = useUrlParam<StatusFilter>('status', parseStatus, 'ALL');
  return (
    <DashboardPage heading={t('dashboardPromoCodes.heading')}>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <AddPromoCodeForm onError={setError} />
      <div className={admin.tools}>
        <div className={admin.searchBox}>
          <input type="search" className={admin.search} placeholder={t('dashboardPromoCodes.searchPlaceholder')} aria-label={t('dashboardPromoCodes.searchLabel')} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <ToggleGroup label={t('dashboardPromoCodes.filterLabel')} value={status} options={STATUS_FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))} onValueChange={setStatus} />
      </div>
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardPromoCodes.fetchFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardPromoCodes.loading')}</LoadingText>}>
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
  const t = useT(messages);
  const today = utcDateOf(new Date());
  const needle = search.toUpperCase();
  const shown = data.promoCodes.filter(
    (promo) =>
      promo.code.includes(needle) &&
      (status === 'ALL' || promoCodeStatus({ isActive: promo.isActive, startDate: String(promo.startDate), endDate: String(promo.endDate) }, today) === status),
  );
  if (data.promoCodes.length && !shown.length) return <EmptyText>{t('dashboardPromoCodes.noMatch')}</EmptyText>;
  return <PromoCodeTable promoCodes={shown} onError={onError} />;
}
