// The dashboard's messages in Urdu, one module per area (see ../en/dashboard.ts).
import type { DashboardMessageId } from '../en/dashboard.ts';
import { dashboardShellUr } from './dashboardShell.ts';
import { dashboardMediaUr } from './dashboardMedia.ts';
import { dashboardOrdersUr } from './dashboardOrders.ts';
import { dashboardOverviewUr } from './dashboardOverview.ts';
import { dashboardProductsUr } from './dashboardProducts.ts';
import { dashboardKitUr } from './dashboardKit.ts';
import { dashboardInsightsUr } from './dashboardInsights.ts';

export const dashboardUr: Record<DashboardMessageId, string> = {
  ...dashboardShellUr,
  ...dashboardKitUr,
  ...dashboardProductsUr,
  ...dashboardOverviewUr,
  ...dashboardOrdersUr,
  ...dashboardMediaUr,
  ...dashboardInsightsUr,
};
