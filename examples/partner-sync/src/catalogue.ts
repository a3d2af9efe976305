// What the partner does with the store's catalogue: list every product (GraphQL, paged by
// cursor) and change one price (REST, with an Idempotency-Key, so a retry never applies twice).
import { MarketplaceApiError, paginate, type Connection, type MarketplaceClient } from '../../../sdk/src/index.ts';

export interface StoreProduct {
  id: string;
  slug: string;
  name: string;
  price: { amount: string };
}

const STORE_PRODUCTS = /* GraphQL */ `
  query StoreProducts($storeId: String!, $first: Int!, $after: String) {
    products(first: $first, after: $after, sort: NEWEST, filter: { vendorStoreId: $storeId }) {
      edges { node { id slug name price { amount } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Every listed product of the store, all pages (`pageSize` a page, at most 100). */
export async function listStoreProducts(client: MarketplaceClient, storeId: string, pageSize = 50): Promise<StoreProduct[]> {
  const products: StoreProduct[] = [];
  const pages = paginate<StoreProduct>(async (after) => (await client.graphql<{ products: Connection<StoreProduct> }>(STORE_PRODUCTS, { storeId, first: pageSize, after })).products);
  for await (const product of pages) products.push(product);
  return products;
}

export interface PriceUpdate {
  slug: string;
  /** The new price in USD, e.g. "1299.00". */
  price: string;
  /** The same key for the same change: sending it again (after a timeout, a crash) changes nothing twice. */
  idempotencyKey: string;
}

/** Sets a product's price, keeping its other fields (the REST update replaces the editable fields). */
export async function updatePrice(client: MarketplaceClient, { slug, price, idempotencyKey }: PriceUpdate) {
  const current = await client.rest.GET('/products/slug/{slug}', { params: { path: { slug } } });
  if (!current.data) throw new MarketplaceApiError(`Product ${slug} could not be read.`, current.response.status, undefined);
  const product = current.data;
  const updated = await client.rest.PUT('/products/{product}', {
    params: { path: { product: slug }, header: { 'Idempotency-Key': idempotencyKey } },
    body: {
      productName: product.productName,
      productPrice: price,
      productDescription: product.productDescription ?? '',
      selectedCategory: product.selectedCategory,
      selectedImages: product.selectedImages ?? [product.featureImage],
    },
  });
  if (!updated.data) {
    const error = updated.error as { code?: string; message?: string } | undefined;
    throw new MarketplaceApiError(error?.message ?? 'The price was not updated.', updated.response.status, error?.code as never);
  }
  return { product: updated.data, replayed: updated.response.headers.get('idempotent-replayed') === 'true' };
}
