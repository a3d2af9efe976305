// The dashboard's messages in Arabic, one module per area (see ../en/dashboard.ts).
import type { DashboardMessageId } from '../en/dashboard.ts';
import { dashboardShellAr } from './dashboardShell.ts';
import { dashboardMediaAr } from './dashboardMedia.ts';
import { dashboardOrdersAr } from './dashboardOrders.ts';
import { dashboardOverviewAr } from './dashboardOverview.ts';
import { dashboardProductsAr } from './dashboardProducts.ts';
import { dashboardKitAr } from './dashboardKit.ts';
import { dashboardInsightsAr } from './dashboardInsights.ts';

export const dashboardAr: Record<DashboardMessageId, string> = {
  ...dashboardShellAr,
  ...dashboardKitAr,
  ...dashboardProductsAr,
  ...dashboardOverviewAr,
  ...dashboardOrdersAr,
  ...dashboardMediaAr,
  ...dashboardInsightsAr,
};
