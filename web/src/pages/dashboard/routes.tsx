import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { shouldRevalidateDashboard, vendorDashboardLoader } from './loader.ts';
import { AccessGate } from './AccessGate.tsx';
import { PlaceholderPage } from './PlaceholderPage.tsx';
import { dashboardProductsLoader } from './Products/loader.ts';
import { dashboardMediaLoader } from './Media/loader.ts';
import { dashboardPostsLoader } from './Posts/loader.ts';
import { dashboardProfileLoader } from './Profile/loader.ts';
import { productCreateLoader, productEditLoader } from './ProductForm/loader.ts';
import { dashboardOrdersLoader } from './Orders/loader.ts';
import { adminVendorsLoader } from './AdminVendors/loader.ts';
import { promoCodesLoader } from './PromoCodes/loader.ts';
import { apiKeysLoader } from './ApiKeys/loader.ts';
import { customerDataLoader } from './CustomerData/loader.ts';
import { adminEditVendorLoader } from './AdminEditVendor/loader.ts';

type PageModule = { default: React.ComponentType };

/** Page code loads on first visit (in parallel with the page's query, started by its loader). */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** A page still to be built by its issue: one heading and a note. */
const placeholder = (heading: string, note = 'This page is on its way.') => ({ element: <PlaceholderPage heading={heading} note={note} /> });

const productsPage = page(() => import('./Products/DashboardProductsPage.tsx'));

/** Who may open a page: everyone signed in, only the admin, or only selling vendors (not the admin). */
type Access = 'any' | 'admin' | 'seller';

export type DashboardRoute = Omit<NonIndexRouteObject, 'children'> & { path: string; access?: Access };

/**
 * The pages under /vendor-dashboard/ (one entry each; the sidebar is in navigation.ts).
 * Admin pages redirect other vendors to the overview; the server enforces the same rules.
 */
export const dashboardRoutes: DashboardRoute[] = [
  { path: 'overview', loader: dashboardProductsLoader, lazy: productsPage },
  { path: 'products', loader: dashboardProductsLoader, lazy: productsPage },
  { path: 'products/create', access: 'seller', loader: productCreateLoader, lazy: page(() => import('./ProductForm/ProductCreatePage.tsx')) },
  { path: 'products/edit/:slug', loader: productEditLoader, lazy: page(() => import('./ProductForm/ProductEditPage.tsx')) },
  { path: 'media', loader: dashboardMediaLoader, lazy: page(() => import('./Media/DashboardMediaPage.tsx')) },
  { path: 'orders', loader: dashboardOrdersLoader, lazy: page(() => import('./Orders/DashboardOrdersPage.tsx')) },
  { path: 'payment', ...placeholder('Payment', 'Online payouts are not available yet. Customers pay by Cash on Delivery or Bank Transfer at checkout.') },
  { path: 'profile', loader: dashboardProfileLoader, lazy: page(() => import('./Profile/DashboardProfilePage.tsx')) },
  { path: 'posts', access: 'seller', loader: dashboardPostsLoader, lazy: page(() => import('./Posts/DashboardPostsPage.tsx')) },
  { path: 'vendors', access: 'admin', loader: adminVendorsLoader, lazy: page(() => import('./AdminVendors/AdminVendorsPage.tsx')) },
  { path: 'customerdata', access: 'admin', loader: customerDataLoader, lazy: page(() => import('./CustomerData/CustomerDataPage.tsx')) },
  { path: 'promo-codes', access: 'admin', loader: promoCodesLoader, lazy: page(() => import('./PromoCodes/PromoCodesPage.tsx')) },
  { path: 'api-keys', access: 'admin', loader: apiKeysLoader, lazy: page(() => import('./ApiKeys/ApiKeysPage.tsx')) },
  { path: 'vendor/edit/:id', access: 'admin', loader: adminEditVendorLoader, lazy: page(() => import('./AdminEditVendor/AdminEditVendorPage.tsx')) },
];

const withAccess = (access: Access) => dashboardRoutes.filter((route) => (route.access ?? 'any') === access).map(({ access: _access, ...route }) => route);

/** /vendor-dashboard and its pages, for the app's route table. */
export const dashboardRoute: RouteObject = {
  path: 'vendor-dashboard',
  loader: vendorDashboardLoader,
  shouldRevalidate: shouldRevalidateDashboard,
  lazy: page(() => import('./DashboardLayout.tsx')),
  children: [
    { index: true, element: <Navigate to="/vendor-dashboard/overview" replace /> },
    ...withAccess('any'),
    { element: <AccessGate allow="admin" />, children: withAccess('admin') },
    { element: <AccessGate allow="seller" />, children: withAccess('seller') },
    { path: '*', element: <Navigate to="/vendor-dashboard/overview" replace /> },
  ],
};
