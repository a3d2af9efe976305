import { commitLocalUpdate, ConnectionHandler, ROOT_ID, type Environment } from 'relay-runtime';

/** The dashboard's product list: one connection record whatever the search or filter (filters: []). */
export const PRODUCT_LIST_CONNECTION_KEY = 'DashboardProductList_myProducts';

export const productListConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, PRODUCT_LIST_CONNECTION_KEY);

/**
 * After a product changes, every list that may show it (home, catalogue, search, vendor pages,
 * the dashboard) is fetched again the next time it is shown: storefront pages show it at once.
 */
export function invalidateCatalogue(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
