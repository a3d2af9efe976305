/**
 * @generated SignedSource<<a6af0dfe8df9ec98ad0149569aabfa74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "CASH_ON_DELIVERY" | "%future added value";
export type PlaceOrderInput = {
  client: ClientDetailsInput;
  currency?: CurrencyCode | null | undefined;
  idempotencyKey?: string | null | undefined;
  items: ReadonlyArray<CartLineInput>;
  paymentMethod?: PaymentMethod | null | undefined;
  totalCost: any;
};
export type ClientDetailsInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};
export type CartLineInput = {
  bookingDate?: any | null | undefined;
  currency?: CurrencyCode | null | undefined;
  productId: number;
  promoCode?: string | null | undefined;
  quantity: number;
  unitPrice?: any | null | undefined;
};
export type CheckoutPagePlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type CheckoutPagePlaceOrderMutation$data = {
  readonly placeOrder: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly orderId?: string;
  };
};
export type CheckoutPagePlaceOrderMutation = {
  response: CheckoutPagePlaceOrderMutation$data;
  variables: CheckoutPagePlaceOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "placeOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderId",
            "storageKey": null
          }
        ],
        "type": "PlacedOrder",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutPagePlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPagePlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bfcf6c649e30292cf19698f36b70e34d",
    "id": null,
    "metadata": {},
    "name": "CheckoutPagePlaceOrderMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPagePlaceOrderMutation(\n  $input: PlaceOrderInput!\n) {\n  placeOrder(input: $input) {\n    __typename\n    ... on PlacedOrder {\n      orderId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2fc416e44924cd7aa3affb14d91b8a36";

export default node;
