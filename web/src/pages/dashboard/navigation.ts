import type { DashboardPage } from '../../lib/dashboard-urls.ts';
import type { dashboardShell } from '../../lib/i18n/catalogues/en/dashboardShell.ts';

/** The dashboard sidebar as data: add a page by adding a line (and its route in routes.tsx). */
export interface DashboardNavItem {
  /** Path below /vendor-dashboard/. */
  to: DashboardPage;
  /** Its label's message (the dashboardShell namespace). */
  label: keyof typeof dashboardShell;
  /** Shown only when the signed-in vendor is the admin (docs/spec/vendor-admin.md §2). */
  adminOnly?: boolean;
  /** Hidden from the admin, who manages but does not sell or post. */
  sellerOnly?: boolean;
  /** A count shown beside the label (the new leads: issue 37 part 2). */
  badge?: 'newLeads';
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: 'overview', label: 'dashboardShell.navOverview' },
  { to: 'products', label: 'dashboardShell.navProducts' },
  { to: 'media', label: 'dashboardShell.navMedia' },
  { to: 'orders', label: 'dashboardShell.navOrders' },
  { to: 'leads', label: 'dashboardShell.navLeads', badge: 'newLeads' },
  { to: 'payment', label: 'dashboardShell.navPayment' },
  { to: 'profile', label: 'dashboardShell.navProfile' },
  { to: 'viewing-hours', label: 'dashboardShell.navViewingHours', sellerOnly: true },
  { to: 'posts', label: 'dashboardShell.navPosts', sellerOnly: true },
  { to: 'vendors', label: 'dashboardShell.navVendors', adminOnly: true },
  { to: 'customerdata', label: 'dashboardShell.navCustomerData', adminOnly: true },
  { to: 'promo-codes', label: 'dashboardShell.navPromoCodes', adminOnly: true },
  { to: 'synonyms', label: 'dashboardShell.navSynonyms', adminOnly: true },
  { to: 'site-settings', label: 'dashboardShell.navSiteSettings', adminOnly: true },
  { to: 'undelivered-mail', label: 'dashboardShell.navUndeliveredMail', adminOnly: true },
  { to: 'api-keys', label: 'dashboardShell.navApiKeys' },
  { to: 'webhooks', label: 'dashboardShell.navWebhooks' },
];

export function navItemsFor(isAdmin: boolean): DashboardNavItem[] {
  return DASHBOARD_NAV.filter((item) => (isAdmin ? !item.sellerOnly : !item.adminOnly));
}
