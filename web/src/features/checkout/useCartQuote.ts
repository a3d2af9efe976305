import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useCartQuoteQuery, useCartQuoteQuery$data } from '../../__generated__/useCartQuoteQuery.graphql.ts';
import type { CartLine } from '../../lib/checkout.ts';

/** The server's price of the cart (quoteCart): the one query the cart page and the checkout both read. */
export const cartQuoteQuery = graphql`
  query useCartQuoteQuery($input: QuoteCartInput!) {
    quoteCart(input: $input) {
      __typename
      ... on CartQuote {
        currency
        total {
          amount
          formatted
        }
        goodsTotal {
          amount
          currency
        }
        paymentRequired
        addressRequired
        viewingCount
        lines {
          productId
          name
          quantity
          bookingDate
          promoCode
          promoPercent
          unitPrice {
            amount
          }
          informationalPrice {
            amount
            currency
          }
          lineTotal {
            amount
            currency
          }
        }
        parts {
          storeId
          storeName
          total {
            amount
            currency
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

export type CartQuote = Extract<useCartQuoteQuery$data['quoteCart'], { __typename: 'CartQuote' }>;

/** Checking: asked, no answer yet (the page shows the saved prices). Unpriced: refused (with the server's reason) or the request failed. */
export type CartQuoteState = { status: 'checking' } | { status: 'quoted'; quote: CartQuote } | { status: 'unpriced'; message: string | null };

const CHECKING: CartQuoteState = { status: 'checking' };

/**
 * The quote of `lines`, asked after the first paint and again when the lines change (quantity,
 * removal): the cart renders its saved prices at once and never waits (suspends) for the server.
 */
export function useCartQuote(lines: readonly CartLine[]): CartQuoteState {
  const environment = useRelayEnvironment();
  // The lines' value, not their identity: a re-render with the same cart asks nothing again.
  const key = JSON.stringify(lines);
  const [answer, setAnswer] = useState<{ key: string; state: CartQuoteState } | null>(null);
  useEffect(() => {
    const items = JSON.parse(key) as CartLine[];
    if (!items.length) return;
    const subscription = fetchQuery<useCartQuoteQuery>(environment, cartQuoteQuery, { input: { items } }, { fetchPolicy: 'network-only' }).subscribe({
      next: ({ quoteCart }) =>
        setAnswer({
          key,
          state: quoteCart.__typename === 'CartQuote' ? { status: 'quoted', quote: quoteCart } : { status: 'unpriced', message: quoteCart.__typename === 'ValidationError' ? quoteCart.message : null },
        }),
      error: () => setAnswer({ key, state: { status: 'unpriced', message: null } }),
    });
    return () => subscription.unsubscribe();
  }, [environment, key]);
  return answer?.key === key ? answer.state : CHECKING;
}
