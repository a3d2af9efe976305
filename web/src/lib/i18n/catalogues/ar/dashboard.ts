// The dashboard's messages in Arabic, one module per area (see ../en/dashboard.ts).
import type { DashboardMessageId } from '../en/dashboard.ts';
import { dashboardShellAr } from './dashboardShell.ts';
import { dashboardMediaAr } from './dashboardMedia.ts';
import { dashboardOrdersAr } from './dashboardOrders.ts';
import { dashboardOverviewAr } from './dashboardOverview.ts';
import { dashboardProductsAr } from './dashboardProducts.ts';
import { dashboardKitAr } from './dashboardKit.ts';
import { dashboardInsightsAr } from './dashboardInsights.ts';
import { dashboardViewingsAr } from './dashboardViewings.ts';
import { dashboardLeadsAr } from './dashboardLeads.ts';
import { dashboardMoneyAr } from './dashboardMoney.ts';
import { dashboardMoneyAdminAr } from './dashboardMoneyAdmin.ts';
import { dashboardProfileAr } from './dashboardProfile.ts';
import { dashboardPostsAr } from './dashboardPosts.ts';
import { dashboardVendorsAr } from './dashboardVendors.ts';
import { dashboardAdminAr } from './dashboardAdmin.ts';
import { dashboardCustomersAr } from './dashboardCustomers.ts';
import { dashboardPromoCodesAr } from './dashboardPromoCodes.ts';
import { dashboardSynonymsAr } from './dashboardSynonyms.ts';
import { dashboardSiteSettingsAr } from './dashboardSiteSettings.ts';
import { dashboardUndeliveredMailAr } from './dashboardUndeliveredMail.ts';
import { dashboardApiKeysAr } from './dashboardApiKeys.ts';
import { dashboardWebhooksAr } from './dashboardWebhooks.ts';
import { dashboardProductFormAr } from './dashboardProductForm.ts';
import { dashboardProductRulesAr } from './dashboardProductRules.ts';
import { dashboardMediaUploadAr } from './dashboardMediaUpload.ts';
import { dashboardContentTabsAr } from './dashboardContentTabs.ts';

export const dashboardAr: Record<DashboardMessageId, string> = {
  ...dashboardShellAr,
  ...dashboardKitAr,
  ...dashboardProductsAr,
  ...dashboardOverviewAr,
  ...dashboardOrdersAr,
  ...dashboardMediaAr,
  ...dashboardInsightsAr,
  ...dashboardViewingsAr,
  ...dashboardLeadsAr,
  ...dashboardMoneyAr,
  ...dashboardMoneyAdminAr,
  ...dashboardProfileAr,
  ...dashboardPostsAr,
  ...dashboardVendorsAr,
  ...dashboardAdminAr,
  ...dashboardCustomersAr,
  ...dashboardPromoCodesAr,
  ...dashboardSynonymsAr,
  ...dashboardSiteSettingsAr,
  ...dashboardUndeliveredMailAr,
  ...dashboardApiKeysAr,
  ...dashboardWebhooksAr,
  ...dashboardProductFormAr,
  ...dashboardProductRulesAr,
  ...dashboardMediaUploadAr,
  ...dashboardContentTabsAr,
};
