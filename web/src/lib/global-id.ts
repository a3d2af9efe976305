/**
 * The API's global id of an object (Relay: base64 of "Type:databaseId"). The cart in the browser
 * keeps database ids (the documented cart item), so checkout and the promo box turn them into
 * the global ids the API's arguments take.
 */
export function globalId(typename: 'Product', databaseId: number | string): string {
  return btoa(`${typename}:${databaseId}`);
}

/** A product's database id from its global id (the favourites keep global ids); null when it is none. */
export function productDatabaseId(id: string): number | null {
  let text: string;
  try {
    text = atob(id);
  } catch {
    return null;
  }
  const match = /^Product:(\d{1,10})$/.exec(text);
  return match ? Number(match[1]) : null;
}
