/**
 * @generated SignedSource<<e7731045ab6ffe19ed0e347f6f0d75c3>>
 * @relayHash 4314cd7ba04ebd9c5ab553eed92181cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b7dd2e62114c66fc40c0f10bf163da37732b45a07dc3830710e1753bd481511

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ErrorCode = "ACCESS_REVOKED" | "API_KEY_SCOPE_MISSING" | "BAD_REQUEST" | "BAD_USER_INPUT" | "CANNOT_SEND_PQ_ID_AND_BODY" | "CONFLICT" | "DATABASE_UNAVAILABLE" | "FORBIDDEN" | "GRAPHQL_PARSE_FAILED" | "GRAPHQL_VALIDATION_FAILED" | "IDEMPOTENCY_KEY_IN_USE" | "IDEMPOTENCY_KEY_REUSED" | "INTERNAL_SERVER_ERROR" | "INVALID_CREDENTIALS" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "OPERATION_RESOLUTION_FAILURE" | "OUT_OF_STOCK" | "PAYLOAD_TOO_LARGE" | "PERSISTED_DOCUMENTS_ONLY" | "PERSISTED_DOCUMENT_NOT_FOUND" | "QUERY_TOO_COMPLEX" | "QUERY_TOO_DEEP" | "RATE_LIMITED" | "SERVER_BUSY" | "SERVICE_UNAVAILABLE" | "TOO_MANY_ALIASES" | "TOO_MANY_DIRECTIVES" | "TOO_MANY_TOKENS" | "TRANSITION_NOT_ALLOWED" | "UNAUTHENTICATED" | "UNSUPPORTED_MEDIA_TYPE" | "%future added value";
export type ValidatePromoCodeInput = {
  code: string;
  currency?: CurrencyCode | null | undefined;
  product?: string | null | undefined;
  productId?: number | null | undefined;
};
export type PromoCodeBoxQuery$variables = {
  input: ValidatePromoCodeInput;
};
export type PromoCodeBoxQuery$data = {
  readonly validatePromoCode: {
    readonly __typename: string;
    readonly code?: string | null | undefined;
    readonly discountPercentage?: number | null | undefined;
    readonly errorCode?: ErrorCode;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type PromoCodeBoxQuery = {
  response: PromoCodeBoxQuery$data;
  variables: PromoCodeBoxQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "validatePromoCode",
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
            "name": "success",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discountPercentage",
            "storageKey": null
          }
        ],
        "type": "PromoCodeCheck",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "errorCode",
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
    "name": "PromoCodeBoxQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PromoCodeBoxQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9b7dd2e62114c66fc40c0f10bf163da37732b45a07dc3830710e1753bd481511",
    "metadata": {},
    "name": "PromoCodeBoxQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b795c96f6b1c500d978eb55357521926";

export default node;
