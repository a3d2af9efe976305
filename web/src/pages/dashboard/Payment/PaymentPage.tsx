import { Suspense, useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
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
import { dailyBalances, LEDGER_KINDS, ledgerFiltersFrom } from '../../../lib/money-ledger.ts';
import { CURRENCY_CODES } from '@rules/money.ts';
import admin from '../../../components/admin.module.css';

const KIND_LABELS: Record<string, string> = { SALE: 'Sales', COMMISSION: 'Commission', BOOKING_FEE: 'Booking fees', REFUND: 'Refunds', COMMISSION_RETURN: 'Commission returned', CANCELLATION: 'Cancellations', PAYOUT: 'Payouts', ADJUSTMENT: 'Adjustments' };

/** /vendor-dashboard/payment: the store's money (balances, a chart, the ledger, payouts); the admin also sees the marketplace's. */
export default function PaymentPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PaymentPageQuery>;
  const viewer = useDashboardViewer();
  return (
    <DashboardPage heading="Payment">
      {viewer.isAdmin && (
        <ErrorBoundary fallback={() => <ErrorText>Failed to fetch the marketplace's money. Please try again.</ErrorText>}>
          <Suspense fallback={<LoadingText>Loading the marketplace's money...</LoadingText>}>
            <MarketplaceMoney />
          </Suspense>
        </ErrorBoundary>
      )}
      {viewer.isAdmin && (
        <ErrorBoundary fallback={() => <ErrorText>Failed to fetch the commission and payment settings. Please try again.</ErrorText>}>
          <Suspense fallback={<LoadingText>Loading the commission and payment settings...</LoadingText>}>
            <MoneyAdmin />
          </Suspense>
        </ErrorBoundary>
      )}
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch your balances. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading your balances...</LoadingText>}>
          <VendorMoney queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Filters() {
  const [search, setSearch] = useSearchParams();
  const filters = ledgerFiltersFrom(search);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  return (
    <div className={admin.tools}>
      <label>
        Currency{' '}
        <select value={filters.currency ?? ''} onChange={(e) => set('currency', e.target.value)}>
          <option value="">All</option>
          {CURRENCY_CODES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      </label>
      <label>
        Type{' '}
        <select value={filters.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
          <option value="">All</option>
          {LEDGER_KINDS.map((kind) => <option key={kind} value={kind}>{KIND_LABELS[kind]}</option>)}
        </select>
      </label>
      <label>
        From <input type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        To <input type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </label>
    </div>
  );
}

function VendorMoney({ queryRef }: { queryRef: PreloadedQuery<PaymentPageQuery> }) {
  const data = usePreloadedQuery<PaymentPageQuery>(
    graphql`
      query PaymentPageQuery($currency: CurrencyCode, $kind: LedgerEntryKind, $from: String, $to: String) {
        vendorMoney {
          balances {
            currency
            pending
            available
            paidOut
          }
          ledger(currency: $currency, kind: $kind, from: $from, to: $to, limit: 500) {
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
  const { balances, ledger, payouts } = data.vendorMoney;
  const first = balances[0];
  const lines = ledger.lines.map((line) => ({ ...line, createdAt: String(line.createdAt) }));
  // The chart follows the first currency's balance over the last 30 days (all its lines, whatever the type filter).
  const chart = useMemo(() => (first ? dailyBalances(lines.filter((line) => line.currency === first.currency), (Number(first.pending) + Number(first.available)).toFixed(2), new Date()) : null), [first, lines]);
  return (
    <>
      <h2>Balances</h2>
      <BalancesTable label="Your balances" balances={balances} />
      {chart && first && <TimeChart title={`Balance in ${first.currency}, last 30 days`} days={chart.days} series={[{ label: `Balance (${first.currency})`, values: chart.values, color: '#2f6f5e' }]} />}
      <h2>Ledger</h2>
      <Filters />
      <p>
        {ledger.totalCount} line{ledger.totalCount === 1 ? '' : 's'} <ExportLedgerButton lines={lines} />
      </p>
      <LedgerTable lines={lines} />
      <h2>Payouts</h2>
      <PayoutList payouts={payouts} />
    </>
  );
}
