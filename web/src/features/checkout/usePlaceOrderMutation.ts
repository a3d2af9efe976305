import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePlaceOrderMutation as Mutation, PaymentMethod } from '../../__generated__/usePlaceOrderMutation.graphql.ts';
import { writeCart } from '../../lib/cart.ts';
import { CHECKOUT_TEXT, firstMissingField, LAST_ORDER_KEY, type CartLine, type ShippingValues } from '../../lib/checkout.ts';
import type { CartQuote } from './useCartQuote.ts';
import type { Refusal } from '../../hooks/useRefusalText.ts';

export type { PaymentMethod };

/** What the checkout form holds when the customer places the order. */
export interface OrderDraft {
  values: ShippingValues;
  payment: PaymentMethod | null;
  /** The cart as the page priced it. */
  lines: readonly CartLine[];
  /** The summary shown (null while it loads or when the cart cannot be priced). */
  quote: CartQuote | null;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/**
 * Places the order (docs/spec/storefront.md §5). A missing field or payment method, a refused order and a failed
 * request give `problem`, the spec's text for the page to show beside Place Order (role=alert, never
 * the browser's blocking alert box; the page shows it in its language: lib/refusals.ts); a placed order empties the cart, is remembered as the last order
 * and is handed to `onPlaced`; `onPriceChanged` asks for a new summary when a price changed meanwhile.
 */
export function usePlaceOrderMutation({ onPlaced, onPriceChanged }: { onPlaced: (orderId: string) => void; onPriceChanged: () => void }): [(draft: OrderDraft) => void, boolean, Refusal | null] {
  // One key per checkout: a double click or a retry after a lost answer never makes two orders.
  const [idempotencyKey] = useState(newKey);
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [commit, placing] = useMutation<Mutation>(graphql`
    mutation usePlaceOrderMutation($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        __typename
        ... on PlacedOrder {
          orderId
        }
        ... on Error {
          message
          code
        }
      }
    }
  `);

  function placeOrder({ values, payment, lines, quote }: OrderDraft) {
    if (placing || !quote) return;
    setProblem(null);
    if (firstMissingField(values, quote.addressRequired)) {
      setProblem({ message: CHECKOUT_TEXT.required });
      return;
    }
    // An order of viewings only pays nothing: no method is asked (issue 21).
    if (!payment && quote.paymentRequired) {
      setProblem({ message: CHECKOUT_TEXT.payment });
      return;
    }
    commit({
      variables: {
        input: {
          client: values,
          // Exactly the amounts the summary shows; the server refuses any other.
          items: lines.map((line, i) => ({ ...line, currency: quote.currency, unitPrice: quote.lines[i].unitPrice.amount })),
          currency: quote.currency,
          totalCost: quote.total.amount,
          paymentMethod: quote.paymentRequired ? payment : null,
          idempotencyKey,
        },
      },
      onCompleted: ({ placeOrder: result }) => {
        if (result.__typename === 'PlacedOrder' && result.orderId) {
          writeCart([]);
          localStorage.setItem(LAST_ORDER_KEY, result.orderId);
          onPlaced(result.orderId);
          return;
        }
        setProblem({ message: ('message' in result && result.message) || CHECKOUT_TEXT.failed, code: 'code' in result ? result.code : null });
        // A price changed meanwhile: show the new summary.
        if ('code' in result && result.code === 'CONFLICT') onPriceChanged();
      },
      onError: (error) => setProblem({ message: error.message && !/fetch/i.test(error.message) ? CHECKOUT_TEXT.failed : CHECKOUT_TEXT.unknown }),
    });
  }

  return [placeOrder, placing, problem];
}
