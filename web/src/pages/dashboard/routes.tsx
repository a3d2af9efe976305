import { Navigate, type LoaderFunction, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { DASHBOARD_ROOT, dashboardUrl } from '../../lib/dashboard-urls.ts';

type PageModule = { default: React.ComponentType };

/**
 * A page's loader (its query) and its code, both loaded on first visit, in parallel; the loader
 * starts the page's query as soon as its module arrives. Nothing of the dashboard (loaders, query
 * documents, gates) is part of a storefront page's first load (npm run budget:web checks it).
 */
const page = (loader: () => Promise<LoaderFunction>, load: () => Promise<PageModule>) => ({
  lazy: { loader, Component: async () => (await load()).default },
});

/**
 * A list page whose search and filters live in the URL: the page refetches its list itself when
 * they change (the search box keeps its focus, no second request), so only a new path (or a
 * submission) reruns its loader.
 */
const listInUrl: NonIndexRouteObject['shouldRevalidate'] = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.search === nextUrl.search);

/** Who may open a page: everyone signed in, only the admin, or only selling vendors (not the admin). */
type Access = 'any' | 'admin' | 'seller';

export type DashboardRoute = Omit<NonIndexRouteObject, 'children'> & { path: string; access?: Access };

/**
 * The pages under /vendor-dashboard/ (one entry each; the sidebar is in navigation.ts).
 * Admin pages redirect other vendors to the overview; the server enforces the same rules.
 */
export const dashboardRoutes: DashboardRoute[] = [
  { path: 'overview', ...page(async () => (await import('./Overview/loader.ts')).overviewLoader, () => import('./Overview/OverviewPage.tsx')) },
  { path: 'products', shouldRevalidate: listInUrl, ...page(async () => (await import('./Products/loader.ts')).dashboardProductsLoader, () => import('./Products/DashboardProductsPage.tsx')) },
  { path: 'products/create', access: 'seller', ...page(async () => (await import('./ProductForm/loader.ts')).productCreateLoader, () => import('./ProductForm/ProductCreatePage.tsx')) },
  { path: 'products/edit/:slug', ...page(async () => (await import('./ProductForm/loader.ts')).productEditLoader, () => import('./ProductForm/ProductEditPage.tsx')) },
  { path: 'media', ...page(async () => (await import('./Media/loader.ts')).dashboardMediaLoader, () => import('./Media/DashboardMediaPage.tsx')) },
  { path: 'orders', shouldRevalidate: listInUrl, ...page(async () => (await import('./Orders/loader.ts')).dashboardOrdersLoader, () => import('./Orders/DashboardOrdersPage.tsx')) },
  { path: 'leads', shouldRevalidate: listInUrl, ...page(async () => (await import('./Leads/loader.ts')).leadsLoader, () => import('./Leads/LeadsPage.tsx')) },
  { path: 'leads/:id', ...page(async () => (await import('./Leads/loader.ts')).leadLoader, () => import('./Leads/LeadPage.tsx')) },
  { path: 'payment', ...page(async () => (await import('./Payment/loader.ts')).paymentLoader, () => import('./Payment/PaymentPage.tsx')) },
  { path: 'payment/statement', ...page(async () => (await import('./Statement/loader.ts')).statementLoader, () => import('./Statement/StatementPage.tsx')) },
  { path: 'profile', ...page(async () => (await import('./Profile/loader.ts')).dashboardProfileLoader, () => import('./Profile/DashboardProfilePage.tsx')) },
  { path: 'posts', access: 'seller', ...page(async () => (await import('./Posts/loader.ts')).dashboardPostsLoader, () => import('./Posts/DashboardPostsPage.tsx')) },
  { path: 'vendors', shouldRevalidate: listInUrl, access: 'admin', ...page(async () => (await import('./AdminVendors/loader.ts')).adminVendorsLoader, () => import('./AdminVendors/AdminVendorsPage.tsx')) },
  { path: 'customerdata', shouldRevalidate: listInUrl, access: 'admin', ...page(async () => (await import('./CustomerData/loader.ts')).customerDataLoader, () => import('./CustomerData/CustomerDataPage.tsx')) },
  { path: 'promo-codes', shouldRevalidate: listInUrl, access: 'admin', ...page(async () => (await import('./PromoCodes/loader.ts')).promoCodesLoader, () => import('./PromoCodes/PromoCodesPage.tsx')) },
  { path: 'synonyms', access: 'admin', ...page(async () => (await import('./Synonyms/loader.ts')).synonymsLoader, () => import('./Synonyms/SynonymsPage.tsx')) },
  { path: 'site-settings', access: 'admin', ...page(async () => (await import('./SiteSettings/loader.ts')).siteSettingsLoader, () => import('./SiteSettings/SiteSettingsPage.tsx')) },
  { path: 'undelivered-mail', access: 'admin', ...page(async () => (await import('./UndeliveredMail/loader.ts')).undeliveredMailLoader, () => import('./UndeliveredMail/UndeliveredMailPage.tsx')) },
  { path: 'viewing-hours', access: 'seller', ...page(async () => (await import('./ViewingHours/loader.ts')).viewingHoursLoader, () => import('./ViewingHours/ViewingHoursPage.tsx')) },
  { path: 'webhooks', ...page(async () => (await import('./Webhooks/loader.ts')).webhooksLoader, () => import('./Webhooks/WebhooksPage.tsx')) },
  { path: 'api-keys', ...page(async () => (await import('./ApiKeys/loader.ts')).apiKeysLoader, () => import('./ApiKeys/ApiKeysPage.tsx')) },
  { path: 'vendor/edit/:id', access: 'admin', ...page(async () => (await import('./AdminEditVendor/loader.ts')).adminEditVendorLoader, () => import('./AdminEditVendor/AdminEditVendorPage.tsx')) },
];

const accessGate = (allow: 'admin' | 'seller') => async () => {
  const { AccessGate } = await import('./AccessGate.tsx');
  return <AccessGate allow={allow} />;
};

const withAccess = (access: Access) => dashboardRoutes.filter((route) => (route.access ?? 'any') === access).map(({ access: _access, ...route }) => route);

/** /vendor-dashboard and its pages, for the app's route table. */
export const dashboardRoute: RouteObject = {
  path: DASHBOARD_ROOT.slice(1),
  lazy: {
    loader: async () => (await import('./loader.ts')).vendorDashboardLoader,
    shouldRevalidate: async () => (await import('./loader.ts')).shouldRevalidateDashboard,
    Component: async () => (await import('./DashboardLayout.tsx')).default,
  },
  children: [
    { index: true, element: <Navigate to={dashboardUrl('overview')} replace /> },
    ...withAccess('any'),
    { lazy: { element: accessGate('admin') }, children: withAccess('admin') },
    { lazy: { element: accessGate('seller') }, children: withAccess('seller') },
    { path: '*', element: <Navigate to={dashboardUrl('overview')} replace /> },
  ],
};
