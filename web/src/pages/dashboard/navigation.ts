import type { DashboardPage } from '../../lib/dashboard-urls.ts';

/** The dashboard sidebar as data: add a page by adding a line (and its route in routes.tsx). */
export interface DashboardNavItem {
  /** Path below /vendor-dashboard/. */
  to: DashboardPage;
  label: string;
  /** Shown only when the signed-in vendor is the admin (docs/spec/vendor-admin.md §2). */
  adminOnly?: boolean;
  /** Hidden from the admin, who manages but does not sell or post. */
  sellerOnly?: boolean;
  /** A count shown beside the label (the new leads: issue 37 part 2). */
  badge?: 'newLeads';
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: 'overview', label: 'Overview' },
  { to: 'products', label: 'Products' },
  { to: 'media', label: 'Media' },
  { to: 'orders', label: 'Orders' },
  { to: 'leads', label: 'Leads', badge: 'newLeads' },
  { to: 'payment', label: 'Payment' },
  { to: 'profile', label: 'Profile' },
  { to: 'viewing-hours', label: 'Viewing Hours', sellerOnly: true },
  { to: 'posts', label: 'Feed Posts', sellerOnly: true },
  { to: 'vendors', label: 'All Vendors', adminOnly: true },
  { to: 'customerdata', label: 'Customer Data', adminOnly: true },
  { to: 'promo-codes', label: 'Promo Codes', adminOnly: true },
  { to: 'synonyms', label: 'Search Synonyms', adminOnly: true },
  { to: 'site-settings', label: 'Site Settings', adminOnly: true },
  { to: 'undelivered-mail', label: 'Undelivered Mail', adminOnly: true },
  { to: 'api-keys', label: 'API Keys' },
  { to: 'webhooks', label: 'Webhooks' },
];

export function navItemsFor(isAdmin: boolean): DashboardNavItem[] {
  return DASHBOARD_NAV.filter((item) => (isAdmin ? !item.sellerOnly : !item.adminOnly));
}
