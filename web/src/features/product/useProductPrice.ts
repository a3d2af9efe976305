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
        realEstateDetails {
          pricePerSqft: pricePerArea(currency: $currency, unit: SQFT) {
            formatted
          }
          pricePerSqm: pricePerArea(currency: $currency, unit: SQM) {
            formatted
          }
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

  // A property's price per area follows the currency too (null for a home product, or without an area).
  const pricePerArea = data.realEstateDetails && { sqft: data.realEstateDetails.pricePerSqft?.formatted ?? null, sqm: data.realEstateDetails.pricePerSqm?.formatted ?? null };
  return { price: data.price, discountedPrice: data.discountedPrice, pricePerArea, currency, setCurrency, isPending };
}

export type ProductPriceState = ReturnType<typeof useProductPrice>;
