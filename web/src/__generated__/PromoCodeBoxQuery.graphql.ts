/**
 * @generated SignedSource<<aad7f6e41063af1941ed55899ed34c14>>
 * @relayHash bc00b30077f9f331b62c43b02160fda1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9eda1659ac0bc5d7f8e5487a000887c7294cdfc946d4827b04a5e3f0d64ca2a0

import { ConcreteRequest } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
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
          (v1/*:: as any*/)
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
    "id": "9eda1659ac0bc5d7f8e5487a000887c7294cdfc946d4827b04a5e3f0d64ca2a0",
    "metadata": {},
    "name": "PromoCodeBoxQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c87c21d5f3e9d49c53f7a1c3d9807a2";

export default node;
