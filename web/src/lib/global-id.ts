/**
 * The API's global id of an object (Relay: base64 of "Type:databaseId"). The cart in the browser
 * keeps database ids (the documented cart item), so checkout and the promo box turn them into
 * the global ids the API's arguments take.
 */
export function globalId(typename: 'Product', databaseId: number | string): string {
  return btoa(`${typename}:${databaseId}`);
}
