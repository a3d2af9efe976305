/**
 * Every address of the vendor dashboard, built in one place with typed parameters (issue 33): a
 * link, a redirect or a navigation names a page, never a string, so a renamed page is one edit
 * and a typo does not compile. The route table (pages/dashboard/routes.tsx) mounts the same
 * segments; the spec's routes (/vendor-dashboard/products/edit/{slug}, ...) are unchanged.
 */

/** The dashboard's root: it opens the overview. */
export const DASHBOARD_ROOT = '/vendor-dashboard';

/** The dashboard's pages that take no parameter, by their segment below the root. */
export type DashboardPage =
  | 'overview'
  | 'products'
  | 'products/create'
  | 'media'
  | 'orders'
  | 'leads'
  | 'payment'
  | 'payment/statement'
  | 'profile'
  | 'posts'
  | 'vendors'
  | 'customerdata'
  | 'promo-codes'
  | 'synonyms'
  | 'site-settings'
  | 'undelivered-mail'
  | 'api-keys'
  | 'webhooks'
  | 'viewing-hours';

/** /vendor-dashboard/{page}. */
export const dashboardUrl = (page: DashboardPage): string => `${DASHBOARD_ROOT}/${page}`;

/** A money page (Payment, its monthly statement) for the vendor the admin chose (`?vendor=`), or the caller's own. */
export const moneyPageUrl = (page: 'payment' | 'payment/statement', vendor: string | null): string =>
  `${dashboardUrl(page)}${vendor ? `?vendor=${encodeURIComponent(vendor)}` : ''}`;

/** /vendor-dashboard/products/edit/{slug}: a product's edit form. */
export const productEditUrl = (slug: string): string => `${DASHBOARD_ROOT}/products/edit/${encodeURIComponent(slug)}`;

/** /vendor-dashboard/vendor/edit/{store_id}: the admin's form for any store's profile. */
export const vendorEditUrl = (storeId: string): string => `${DASHBOARD_ROOT}/vendor/edit/${encodeURIComponent(storeId)}`;

/** /vendor-dashboard/leads/{id}: one lead of the Leads inbox (issue 37 part 2). */
export const leadUrl = (databaseId: number): string => `${DASHBOARD_ROOT}/leads/${databaseId}`;

/** Whether a path is the dashboard or one of its pages. */
export const isDashboardPath = (pathname: string): boolean => pathname === DASHBOARD_ROOT || pathname.startsWith(`${DASHBOARD_ROOT}/`);
