import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROOT, dashboardUrl, isDashboardPath, productEditUrl, vendorEditUrl } from './dashboard-urls.ts';

describe('dashboard URLs', () => {
  it('builds the spec routes of the dashboard pages', () => {
    expect(DASHBOARD_ROOT).toBe('/vendor-dashboard');
    expect(dashboardUrl('overview')).toBe('/vendor-dashboard/overview');
    expect(dashboardUrl('products/create')).toBe('/vendor-dashboard/products/create');
    expect(dashboardUrl('customerdata')).toBe('/vendor-dashboard/customerdata');
  });

  it('encodes the slug and the store id of the edit forms', () => {
    expect(productEditUrl('oak-table-2')).toBe('/vendor-dashboard/products/edit/oak-table-2');
    expect(vendorEditUrl('store 1/a')).toBe('/vendor-dashboard/vendor/edit/store%201%2Fa');
  });

  it('knows the dashboard from a path that only begins alike', () => {
    expect(isDashboardPath('/vendor-dashboard')).toBe(true);
    expect(isDashboardPath('/vendor-dashboard/orders')).toBe(true);
    expect(isDashboardPath('/vendor-registration')).toBe(false);
    expect(isDashboardPath('/vendor-dashboards')).toBe(false);
  });
});
