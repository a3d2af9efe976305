/**
 * @generated SignedSource<<37beae10a3e160a62753a93c938a6fb6>>
 * @relayHash 17d5d4a4d46fdc1c89dce2cae3a8592a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 950569222caceb720cb9fb2e3ab071d78eaaf0b35e6b3cc486197d9208838393

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ErrorCode = "ACCESS_REVOKED" | "API_KEY_SCOPE_MISSING" | "BAD_REQUEST" | "BAD_USER_INPUT" | "CANNOT_SEND_PQ_ID_AND_BODY" | "CONFLICT" | "DATABASE_UNAVAILABLE" | "FORBIDDEN" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_IN_USE" | "IDEMPOTENCY_KEY_REUSED" | "INTERNAL_SERVER_ERROR" | "INVALID_CREDENTIALS" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "OPERATION_RESOLUTION_FAILURE" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "PERSISTED_DOCUMENTS_ONLY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "QUERY_TOO_COMPLEX" | "QUERY_TOO_DEEP" | "RATE_LIMITED" | "SERVER_BUSY" | "SERVICE_UNAVAILABLE" | "TOO_MANY_ALIASES" | "TOO_MANY_DIRECTIVES" | "TOO_MANY_TOKENS" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
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
  product?: string | null | undefined;
  productId?: number | null | undefined;
  promoCode?: string | null | undefined;
  quantity: number;
  unitPrice?: any | null | undefined;
  viewingAt?: any | null | undefined;
};
export type usePlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type usePlaceOrderMutation$data = {
  readonly placeOrder: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly message?: string;
    readonly orderId?: string;
  };
};
export type usePlaceOrderMutation = {
  response: usePlaceOrderMutation$data;
  variables: usePlaceOrderMutation$variables;
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
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "950569222caceb720cb9fb2e3ab071d78eaaf0b35e6b3cc486197d9208838393",
    "metadata": {},
    "name": "usePlaceOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28290846b0777e7363da6d8525a7ddac";

export default node;
