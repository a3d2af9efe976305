import { Suspense, useMemo } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OverviewPageQuery } from '../../../__generated__/OverviewPageQuery.graphql.ts';
import type { OverviewPageAdminQuery, OverviewRange } from '../../../__generated__/OverviewPageAdminQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { ToggleGroup } from '../../../components/ui/ToggleGroup.tsx';
import { FigureCard } from '../../../features/overview/FigureCard.tsx';
import { TimeChart, type ChartSeries } from '../../../features/overview/TimeChart.tsx';
import { RANGES, rangeFromSearch, type RangeParam } from '../../../features/overview/ranges.ts';
import { FirstSteps } from '../../../features/overview/FirstSteps.tsx';
import { ListingPerformanceSection } from './ListingPerformanceSection.tsx';
import { isPropertyStore } from '../../../features/overview/store-start.ts';
import { dateFormat } from '../../../lib/i18n/dates.ts';
import { formatWithSymbol } from '../../../lib/price.ts';
import { formatCount } from '../../../lib/number-format.ts';
import styles from '../../../features/overview/Overview.module.css';
import { productEditUrl, vendorEditUrl } from '../../../lib/dashboard-urls.ts';
import { useLocale, useT } from '../../../components/context/locale.tsx';
import { messages as overviewMessages } from '../../../lib/i18n/compiled/en/dashboardOverview.ts';

// Amounts as everywhere in the dashboard (the orders screen's formatter): the spec's symbol, then the amount.
const usd = (value: number) => formatWithSymbol(value, 'USD');

/** /vendor-dashboard/overview: the store's figures and charts (the marketplace's for the admin). */
export default function OverviewPage() {
  const queryRef = useLoaderData() as PreloadedQuery<OverviewPageQuery>;
  const [search, setSearch] = useSearchParams();
  const current = rangeFromSearch(search);
  const viewer = useDashboardViewer();
  const t = useT(overviewMessages);
  const ranges = RANGES.map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <DashboardPage
      heading={t('dashboardOverview.heading')}
      actions={<ToggleGroup<RangeParam> label={t('dashboardOverview.period')} value={current.value} options={ranges} onValueChange={(value) => setSearch({ range: value })} />}
    >
      <ErrorBoundary fallback={() => <ErrorText>{t('dashboardOverview.failed')}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardOverview.loading')}</LoadingText>}>
          <Figures queryRef={queryRef} range={current.range} />
        </Suspense>
        {viewer.isAdmin && (
          <Suspense fallback={<LoadingText>{t('dashboardOverview.loadingStores')}</LoadingText>}>
            <AdminFigures range={current.range} />
          </Suspense>
        )}
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Figures({ queryRef, range }: { queryRef: PreloadedQuery<OverviewPageQuery>; range: OverviewRange }) {
  const { vendorOverview: o } = usePreloadedQuery<OverviewPageQuery>(
    graphql`
      query OverviewPageQuery($range: OverviewRange!) {
        vendorOverview(range: $range) {
          marketplaceWide
          ordersPerDay { day count }
          viewingsPerDay { day count }
          viewsPerDay { day count }
          revenuePerDay { day usd }
          revenueByCurrency { currency amount }
          totals { orders revenueUsd viewings views }
          previousTotals { orders revenueUsd viewings views }
          topProductsByOrders { productId name slug orders views }
          topProductsByViews { productId name slug orders views }
          viewings { booked confirmed upcoming }
          store { brandType listings profileGaps checklist { show steps { key done optional } } }
        }
      }
    `,
    queryRef,
  );
  const t = useT(overviewMessages);
  const days = useMemo(() => o.ordersPerDay.map((d) => d.day), [o]);
  const activity = useMemo<ChartSeries[]>(
    () => [
      { label: t('dashboardOverview.orders'), values: o.ordersPerDay.map((d) => d.count), color: '#1d4e5f' },
      { label: t('dashboardOverview.viewings'), values: o.viewingsPerDay.map((d) => d.count), color: '#c8963e' },
    ],
    [o, t],
  );
  const revenue = useMemo<ChartSeries[]>(() => [{ label: t('dashboardOverview.revenueSeries'), values: o.revenuePerDay.map((d) => d.usd), color: '#2e7d4f' }], [o, t]);
  const views = useMemo<ChartSeries[]>(() => [{ label: t('dashboardOverview.pageViews'), values: o.viewsPerDay.map((d) => d.count), color: '#2f80ed' }], [o, t]);
  const { totals, previousTotals: before } = o;
  const perCurrency = o.revenueByCurrency.map((r) => formatWithSymbol(r.amount, r.currency)).join(' · ');
  // A store with no listings has nothing to chart: its checklist alone (issue 32); an incomplete
  // store sees it before its figures (issue 37 part 6).
  if (o.store && o.store.listings === 0) return <FirstSteps store={o.store} />;
  const checklist = o.store?.checklist.show ? <FirstSteps store={o.store} /> : null;
  // A property store's buyers book viewings, which carry no payment: those lead, not a revenue of 0.
  const property = isPropertyStore(o.store);
  return (
    <>
      {checklist}
      {property ? (
        <>
          <dl className={styles.figures} aria-label={t('dashboardOverview.storeFigures')}>
            <FigureCard label={t('dashboardOverview.viewingsBooked')} value={formatCount(o.viewings.booked)} current={o.viewings.booked} previous={before.viewings} />
            <FigureCard label={t('dashboardOverview.viewingsConfirmed')} value={formatCount(o.viewings.confirmed)} current={o.viewings.confirmed} detail={t('dashboardOverview.ofThoseBooked')} />
            <FigureCard label={t('dashboardOverview.upcomingViewings')} value={formatCount(o.viewings.upcoming)} current={o.viewings.upcoming} detail={t('dashboardOverview.fromToday')} />
            <FigureCard label={t('dashboardOverview.pageViews')} value={formatCount(totals.views)} current={totals.views} previous={before.views} />
          </dl>
          {/* Said beside a property store's figures, where other stores see their revenue. */}
          <p className={styles.note}>{t('dashboardOverview.viewingsCarryNoPayment')}</p>
        </>
      ) : (
        <dl className={styles.figures} aria-label={t(o.marketplaceWide ? 'dashboardOverview.marketplaceFigures' : 'dashboardOverview.storeFigures')}>
          <FigureCard label={t('dashboardOverview.orders')} value={formatCount(totals.orders)} current={totals.orders} previous={before.orders} />
          <FigureCard label={t('dashboardOverview.revenueInUsd')} value={usd(totals.revenueUsd)} current={totals.revenueUsd} previous={before.revenueUsd} detail={perCurrency || undefined} />
          <FigureCard label={t('dashboardOverview.viewingsBooked')} value={formatCount(totals.viewings)} current={totals.viewings} previous={before.viewings} />
          <FigureCard label={t('dashboardOverview.pageViews')} value={formatCount(totals.views)} current={totals.views} previous={before.views} />
        </dl>
      )}
      <div className={styles.charts}>
        <TimeChart title={t('dashboardOverview.ordersAndViewings')} days={days} series={activity} format={(v) => formatCount(v)} />
        {!property && <TimeChart title={t('dashboardOverview.revenueChart')} days={days} series={revenue} format={usd} />}
        <TimeChart title={t('dashboardOverview.pageViews')} days={days} series={views} format={(v) => formatCount(v)} />
      </div>
      <div className={styles.lists}>
        <TopList heading={t('dashboardOverview.topByOrders')} products={o.topProductsByOrders} figure={(p) => t('dashboardOverview.orderCount', { count: p.orders, shown: formatCount(p.orders) })} />
        <TopList heading={t('dashboardOverview.topByViews')} products={o.topProductsByViews} figure={(p) => t('dashboardOverview.viewCount', { count: p.views, shown: formatCount(p.views) })} />
      </div>
      <ListingPerformanceSection range={range} marketplaceWide={o.marketplaceWide} />
    </>
  );
}

type TopProduct = { readonly productId: number; readonly name: string; readonly slug: string; readonly orders: number; readonly views: number };

function TopList({ heading, products, figure }: { heading: string; products: readonly TopProduct[]; figure: (p: TopProduct) => string }) {
  const t = useT(overviewMessages);
  return (
    <section className={styles.listCard} aria-label={heading}>
      <h2>{heading}</h2>
      {products.length ? (
        <ol className={styles.list}>
          {products.map((p) => (
            <li key={p.productId}>
              <Link to={productEditUrl(p.slug)}>{p.name}</Link>
              <span className={styles.count}>{figure(p)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyText>{t('dashboardOverview.nothingYet')}</EmptyText>
      )}
    </section>
  );
}

/** The admin's part: store sign-ups per day and the newest stores to review. */
function AdminFigures({ range }: { range: OverviewRange }) {
  const { vendorOverview: o } = useLazyLoadQuery<OverviewPageAdminQuery>(
    graphql`
      query OverviewPageAdminQuery($range: OverviewRange!) {
        vendorOverview(range: $range) {
          signupsPerDay { day count }
          signups { current previous }
          newestVendors { databaseId storeName storeId accessGranted createdAt }
        }
      }
    `,
    { range },
    { fetchPolicy: 'network-only' },
  );
  const t = useT(overviewMessages);
  const locale = useLocale();
  const days = useMemo(() => o.signupsPerDay.map((d) => d.day), [o]);
  const series = useMemo<ChartSeries[]>(() => [{ label: t('dashboardOverview.newStores'), values: o.signupsPerDay.map((d) => d.count), color: '#8a6116' }], [o, t]);
  return (
    <div className={styles.lists}>
      <TimeChart title={t('dashboardOverview.newStores')} days={days} series={series} format={(v) => formatCount(v)} />
      <section className={styles.listCard} aria-label={t('dashboardOverview.newestStores')}>
        <h2>{t('dashboardOverview.newestStores')}</h2>
        <p className={styles.muted}>
          {t('dashboardOverview.signups', { current: formatCount(o.signups.current), previous: formatCount(o.signups.previous) })}
        </p>
        <ol className={styles.list}>
          {o.newestVendors.map((v) => (
            <li key={v.databaseId}>
              <Link to={vendorEditUrl(v.storeId)}>{v.storeName}</Link>
              <span className={styles.count}>
                {dateFormat(locale, 'en-GB', { dateStyle: 'medium' }).format(new Date(v.createdAt))}
                {v.accessGranted ? '' : t('dashboardOverview.accessRevoked')}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
