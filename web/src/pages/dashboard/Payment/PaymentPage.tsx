import { Suspense, useMemo } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PaymentPageQuery } from '../../../__generated__/PaymentPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { TimeChart } from '../../../features/overview/TimeChart.tsx';
import { BalancesTable } from '../../../features/money/BalancesTable.tsx';
import { LedgerTable } from '../../../features/money/LedgerTable.tsx';
import { PayoutList } from '../../../features/money/PayoutList.tsx';
import { ExportLedgerButton } from '../../../features/money/ExportLedgerButton.tsx';
import { MarketplaceMoney } from '../../../features/money/MarketplaceMoney.tsx';
import { MoneyAdmin } from '../../../features/money/MoneyAdmin.tsx';
import { LedgerFilters } from '../../../features/money/LedgerFilters.tsx';
import { LedgerPager } from '../../../features/money/LedgerPager.tsx';
import { VendorPicker } from '../../../features/money/VendorPicker.tsx';
import { moneyPageUrl } from '../../../lib/dashboard-urls.ts';
import { dailyBalances, LEDGER_PAGE_SIZE, ledgerPageFrom } from '../../../lib/money-ledger.ts';
import { formatCount } from '../../../lib/number-format.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages } from '../../../lib/i18n/compiled/en/dashboardMoney.ts';
import { messages as adminMessages } from '../../../lib/i18n/compiled/en/dashboardMoneyAdmin.ts';

/** /vendor-dashboard/payment: the store's money (balances, a chart, the ledger, payouts); the admin also sees the marketplace's. */
export default function PaymentPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PaymentPageQuery>;
  const viewer = useDashboardViewer();
  const t = useT(messages);
  const ta = useT(adminMessages);
  return (
    <DashboardPage heading={t('dashboardMoney.heading')}>
      {viewer.isAdmin && (
        <ErrorBoundary fallback={() => <ErrorText>{ta('dashboardMoneyAdmin.marketFailed')}</ErrorText>}>
          <Suspense fallback={<LoadingText>{ta('dashboardMoneyAdmin.marketLoading')}</LoadingText>}>
            <MarketplaceMoney />
          </Suspense>
        </ErrorBoundary>
      )}
      {viewer.isAdmin && (
        <ErrorBoundary fallback={() => <ErrorText>{ta('dashboardMoneyAdmin.settingsFailed')}</ErrorText>}>
          <Suspense fallback={<LoadingText>{ta('dashboardMoneyAdmin.settingsLoading')}</LoadingText>}>
            <MoneyAdmin />
          </Suspense>
        </ErrorBoundary>
      )}
      {viewer.isAdmin && (
        <Suspense fallback={<LoadingText>{ta('dashboardMoneyAdmin.vendorsLoading')}</LoadingText>}>
          <VendorPicker />
        </Suspense>
      )}
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardMoney.balancesFailed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardMoney.balancesLoading')}</LoadingText>}>
          <VendorMoney queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function VendorMoney({ queryRef }: { queryRef: PreloadedQuery<PaymentPageQuery> }) {
  const data = usePreloadedQuery<PaymentPageQuery>(
    graphql`
      query PaymentPageQuery($vendor: ID, $currency: CurrencyCode, $kind: LedgerEntryKind, $from: String, $to: String, $offset: Int!, $limit: Int!, $since: String!) {
        vendorMoney(vendor: $vendor) {
          storeName
          balances {
            currency
            pending
            available
            paidOut
          }
          recent: ledger(from: $since, limit: 500) {
            lines {
              currency
              amount
              createdAt
            }
          }
          ledger(currency: $currency, kind: $kind, from: $from, to: $to, limit: $limit, offset: $offset) {
            totalCount
            lines {
              databaseId
              kind
              kindLabel
              currency
              amount
              note
              createdAt
              orderId
              state
            }
          }
          payouts {
            databaseId
            currency
            amount
            bankReference
            createdAt
            lines {
              databaseId
              kind
              kindLabel
              orderId
              amount
            }
          }
        }
      }
    `,
    queryRef,
  );
  const t = useT(messages);
  const [search] = useSearchParams();
  const { storeName, balances, ledger, recent, payouts } = data.vendorMoney;
  const vendor = search.get('vendor');
  const first = balances[0];
  const lines = ledger.lines.map((line) => ({ ...line, createdAt: String(line.createdAt) }));
  // The chart follows the first currency's balance over the last 30 days: every line since then, whatever the filters and the page.
  const chart = useMemo(
    () => (first ? dailyBalances(recent.lines.filter((line) => line.currency === first.currency).map((line) => ({ ...line, createdAt: String(line.createdAt) })), (Number(first.pending) + Number(first.available)).toFixed(2), new Date()) : null),
    [first, recent],
  );
  return (
    <>
      <h2>{t('dashboardMoney.balances')}</h2>
      <BalancesTable label={vendor ? t('dashboardMoney.balancesOf', { store: storeName }) : t('dashboardMoney.yourBalances')} balances={balances} />
      {chart && first && <TimeChart title={t('dashboardMoney.chartTitle', { currency: first.currency })} days={chart.days} series={[{ label: t('dashboardMoney.chartSeries', { currency: first.currency }), values: chart.values, color: '#2f6f5e' }]} />}
      <h2>{t('dashboardMoney.ledger')}</h2>
      <LedgerFilters />
      <p>{t('dashboardMoney.lineCount', { count: ledger.totalCount, shown: formatCount(ledger.totalCount) })} <ExportLedgerButton lines={lines} /></p>
      <LedgerTable lines={lines} />
      <LedgerPager page={ledgerPageFrom(search).page} pageSize={LEDGER_PAGE_SIZE} total={ledger.totalCount} />
      <p>
        <Link to={moneyPageUrl('payment/statement', vendor)}>{t('dashboardMoney.statementLink')}</Link>{t('dashboardMoney.statementHint')}
      </p>
      <h2>{t('dashboardMoney.payouts')}</h2>
      <PayoutList payouts={payouts} />
    </>
  );
}
