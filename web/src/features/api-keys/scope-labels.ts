// The message ids of the API keys' scopes (rules/api-keys.ts API_KEY_SCOPE_LABELS keeps the English the
// REST layer and the docs use; issue 35). Written out: the build shortens each literal id.
import type { ApiKeyScopeName } from '@rules/index.ts';

export const SCOPE_IDS = {
  CATALOGUE_READ: 'dashboardApiKeys.scopeCatalogueRead',
  STORE_ORDERS_READ: 'dashboardApiKeys.scopeOrdersRead',
  STORE_PRODUCTS_WRITE: 'dashboardApiKeys.scopeProductsWrite',
  STORE_ORDERS_WRITE: 'dashboardApiKeys.scopeOrdersWrite',
  STORE_MEDIA_WRITE: 'dashboardApiKeys.scopeMediaWrite',
} as const satisfies Record<ApiKeyScopeName, string>;
