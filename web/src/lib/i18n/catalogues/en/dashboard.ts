// The English messages of the vendor dashboard (issue 35; docs/decisions/dashboard-language.md),
// one module per area, each namespace named `dashboard<Area>`. Like the storefront's, English is
// compiled per namespace and imported by the components that show it; Arabic and Urdu are one
// chunk each (compiled/dashboard-ar.ts, dashboard-ur.ts), fetched by the dashboard only, so the
// storefront's Arabic and Urdu chunks do not carry them. Add an area: one line here and in
// ../ar/dashboard.ts and ../ur/dashboard.ts.
import { dashboardShell } from './dashboardShell.ts';
import { dashboardMedia } from './dashboardMedia.ts';
import { dashboardOrders } from './dashboardOrders.ts';
import { dashboardOverview } from './dashboardOverview.ts';
import { dashboardProducts } from './dashboardProducts.ts';
import { dashboardKit } from './dashboardKit.ts';
import { dashboardInsights } from './dashboardInsights.ts';
import { dashboardViewings } from './dashboardViewings.ts';
import { dashboardLeads } from './dashboardLeads.ts';
import { dashboardMoney } from './dashboardMoney.ts';
import { dashboardMoneyAdmin } from './dashboardMoneyAdmin.ts';
import { dashboardProfile } from './dashboardProfile.ts';
import { dashboardPosts } from './dashboardPosts.ts';
import { dashboardVendors } from './dashboardVendors.ts';
import { dashboardAdmin } from './dashboardAdmin.ts';
import { dashboardCustomers } from './dashboardCustomers.ts';
import { dashboardPromoCodes } from './dashboardPromoCodes.ts';
import { dashboardSynonyms } from './dashboardSynonyms.ts';
import { dashboardSiteSettings } from './dashboardSiteSettings.ts';
import { dashboardUndeliveredMail } from './dashboardUndeliveredMail.ts';
import { dashboardApiKeys } from './dashboardApiKeys.ts';
import { dashboardWebhooks } from './dashboardWebhooks.ts';
import { dashboardProductForm } from './dashboardProductForm.ts';
import { dashboardProductRules } from './dashboardProductRules.ts';
import { dashboardMediaUpload } from './dashboardMediaUpload.ts';
import { dashboardContentTabs } from './dashboardContentTabs.ts';

/** Every dashboard namespace, by the name of its compiled module. */
export const DASHBOARD_NAMESPACES = { dashboardShell, dashboardKit, dashboardProducts, dashboardOverview, dashboardOrders, dashboardMedia, dashboardInsights, dashboardViewings, dashboardLeads, dashboardMoney, dashboardMoneyAdmin, dashboardProfile, dashboardPosts, dashboardVendors, dashboardAdmin, dashboardCustomers, dashboardPromoCodes, dashboardSynonyms, dashboardSiteSettings, dashboardUndeliveredMail, dashboardApiKeys, dashboardWebhooks, dashboardProductForm, dashboardProductRules, dashboardMediaUpload, dashboardContentTabs };

export const dashboardEn = { ...dashboardShell, ...dashboardKit, ...dashboardProducts, ...dashboardOverview, ...dashboardOrders, ...dashboardMedia, ...dashboardInsights, ...dashboardViewings, ...dashboardLeads, ...dashboardMoney, ...dashboardMoneyAdmin, ...dashboardProfile, ...dashboardPosts, ...dashboardVendors, ...dashboardAdmin, ...dashboardCustomers, ...dashboardPromoCodes, ...dashboardSynonyms, ...dashboardSiteSettings, ...dashboardUndeliveredMail, ...dashboardApiKeys, ...dashboardWebhooks, ...dashboardProductForm, ...dashboardProductRules, ...dashboardMediaUpload, ...dashboardContentTabs };

/** The id of a dashboard message. */
export type DashboardMessageId = keyof typeof dashboardEn;
