import { graphql, useMutation } from 'react-relay';
import type { useSetProductStockMutation as Mutation } from '../../__generated__/useSetProductStockMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

/** Said when the server gives no reason; the stock cell finds it by value among the dashboardProducts messages. */
export const STOCK_SAVE_FAILED = 'Failed to save the stock. Please try again.';

/**
 * Saves a product's stock (null: not tracked) through setProductStock, the one write the products
 * table and the product form share; the product's stock fields follow in the store. Answers the
 * server's message on a refusal, null on success.
 */
export function useSetProductStockMutation(): [(id: string, stock: number | null, lowStockThreshold?: number) => Promise<string | null>, boolean] {
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useSetProductStockMutation($input: SetProductStockInput!) {
      setProductStock(input: $input) {
        __typename
        ... on SetProductStockSuccess {
          product {
            id
            stock
            lowStockThreshold
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = (id: string, stock: number | null, lowStockThreshold?: number) =>
    new Promise<string | null>((resolve) => {
      commit({
        variables: { input: { id, stock, ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }) } },
        onCompleted: ({ setProductStock }) => resolve(setProductStock.__typename === 'SetProductStockSuccess' ? null : typedErrorMessage(setProductStock) || STOCK_SAVE_FAILED),
        onError: (error) => resolve(error.message || STOCK_SAVE_FAILED),
      });
    });
  return [save, saving];
}
