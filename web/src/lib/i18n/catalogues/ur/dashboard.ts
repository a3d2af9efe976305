// The dashboard's messages in Urdu, one module per area (see ../en/dashboard.ts).
import type { DashboardMessageId } from '../en/dashboard.ts';
import { dashboardShellUr } from './dashboardShell.ts';
import { dashboardMediaUr } from './dashboardMedia.ts';
import { dashboardOrdersUr } from './dashboardOrders.ts';
import { dashboardOverviewUr } from './dashboardOverview.ts';
import { dashboardProductsUr } from './dashboardProducts.ts';
import { dashboardKitUr } from './dashboardKit.ts';
import { dashboardInsightsUr } from './dashboardInsights.ts';
import { dashboardViewingsUr } from './dashboardViewings.ts';
import { dashboardLeadsUr } from './dashboardLeads.ts';
import { dashboardMoneyUr } from './dashboardMoney.ts';
import { dashboardMoneyAdminUr } from './dashboardMoneyAdmin.ts';
import { dashboardProfileUr } from './dashboardProfile.ts';
import { dashboardPostsUr } from './dashboardPosts.ts';
import { dashboardVendorsUr } from './dashboardVendors.ts';
import { dashboardAdminUr } from './dashboardAdmin.ts';
import { dashboardCustomersUr } from './dashboardCustomers.ts';
import { dashboardPromoCodesUr } from './dashboardPromoCodes.ts';
import { dashboardSynonymsUr } from './dashboardSynonyms.ts';
import { dashboardSiteSettingsUr } from './dashboardSiteSettings.ts';
import { dashboardUndeliveredMailUr } from './dashboardUndeliveredMail.ts';
import { dashboardApiKeysUr } from './dashboardApiKeys.ts';
import { dashboardWebhooksUr } from './dashboardWebhooks.ts';
import { dashboardProductFormUr } from './dashboardProductForm.ts';
import { dashboardProductRulesUr } from './dashboardProductRules.ts';
import { dashboardMediaUploadUr } from './dashboardMediaUpload.ts';
import { dashboardContentTabsUr } from './dashboardContentTabs.ts';

export const dashboardUr: Record<DashboardMessageId, string> = {
  ...dashboardShellUr,
  ...dashboardKitUr,
  ...dashboardProductsUr,
  ...dashboardOverviewUr,
  ...dashboardOrdersUr,
  ...dashboardMediaUr,
  ...dashboardInsightsUr,
  ...dashboardViewingsUr,
  ...dashboardLeadsUr,
  ...dashboardMoneyUr,
  ...dashboardMoneyAdminUr,
  ...dashboardProfileUr,
  ...dashboardPostsUr,
  ...dashboardVendorsUr,
  ...dashboardAdminUr,
  ...dashboardCustomersUr,
  ...dashboardPromoCodesUr,
  ...dashboardSynonymsUr,
  ...dashboardSiteSettingsUr,
  ...dashboardUndeliveredMailUr,
  ...dashboardApiKeysUr,
  ...dashboardWebhooksUr,
  ...dashboardProductFormUr,
  ...dashboardProductRulesUr,
  ...dashboardMediaUploadUr,
  ...dashboardContentTabsUr,
};
