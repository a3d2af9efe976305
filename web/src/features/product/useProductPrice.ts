import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CurrencyCode, ProductPrice_product$key } from '../../__generated__/ProductPrice_product.graphql.ts';

export type { CurrencyCode };

/**
 * The product's price in the chosen currency, computed by the server (price(currency:)).
 * Changing the currency refetches just these fields; the old price stays until the new one arrives.
 */
export function useProductPrice(product: ProductPrice_product$key) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ProductPrice_product on Product
      @refetchable(queryName: "ProductPriceRefetchQuery")
      @argumentDefinitions(currency: { type: "CurrencyCode", defaultValue: USD }) {
        price(currency: $currency) {
          amount
          formatted
          currency
        }
        discountedPrice(currency: $currency) {
          amount
          formatted
        }
      }
    `,
    product,
  );
  const [currency, setCurrencyState] = useState<CurrencyCode>('USD');
  const [isPending, startTransition] = useTransition();

  function setCurrency(next: CurrencyCode) {
    setCurrencyState(next);
    startTransition(() => {
      refetch({ currency: next }, { fetchPolicy: 'store-or-network' });
    });
  }

  return { price: data.price, discountedPrice: data.discountedPrice, currency, setCurrency, isPending };
}

export type ProductPriceState = ReturnType<typeof useProductPrice>;
