import { graphql, useFragment } from 'react-relay';
import type { useCartItemSource_product$key } from '../../__generated__/useCartItemSource_product.graphql.ts';
import type { CartItemSource } from '../../lib/cart-item.ts';

/** What Add To Cart reads besides the cart entry: how many units are left (null: not tracked). */
export interface StockedCartItemSource extends CartItemSource {
  stock: number | null;
  lowStockThreshold: number;
}

/** The product fields a cart entry keeps (prices in USD), and its stock. */
export function useCartItemSource(product: useCartItemSource_product$key): StockedCartItemSource {
  const data = useFragment(
    graphql`
      fragment useCartItemSource_product on Product {
        databaseId
        slug
        name
        catalogue
        featureImage {
          reference
        }
        usdPrice: price(currency: USD) {
          amount
        }
        usdDiscountedPrice: discountedPrice(currency: USD) {
          amount
        }
        category {
          name
        }
        vendor {
          storeId
        }
        stock
        lowStockThreshold
      }
    `,
    product,
  );
  return {
    databaseId: data.databaseId,
    slug: data.slug,
    name: data.name,
    catalogue: data.catalogue,
    featureImageReference: data.featureImage.reference,
    categoryName: data.category.name,
    storeId: data.vendor.storeId,
    price: data.usdPrice.amount,
    discountedPrice: data.usdDiscountedPrice?.amount,
    stock: data.stock ?? null,
    lowStockThreshold: data.lowStockThreshold,
  };
}
