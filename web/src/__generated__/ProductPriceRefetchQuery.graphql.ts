/**
 * @generated SignedSource<<4fd7e6dc8f4f0279aa5aee600ea83829>>
 * @relayHash 7159c31f61e94475da5b4c948df400ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b95329715e1e663fde07fd4d09e3352ba0f2d6f25f89db8d57f6c43b910e5b6c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
export type ProductPriceRefetchQuery$variables = {
  currency?: CurrencyCode | null | undefined;
  id: string;
};
export type ProductPriceRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product">;
  } | null | undefined;
};
export type ProductPriceRefetchQuery = {
  response: ProductPriceRefetchQuery$data;
  variables: ProductPriceRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": "USD",
    "kind": "LocalArgument",
    "name": "currency"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "Variable",
  "name": "currency",
  "variableName": "currency"
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductPriceRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": (v3/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "ProductPrice_product"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductPriceRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "price",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "discountedPrice",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RealEstateDetails",
                "kind": "LinkedField",
                "name": "realEstateDetails",
                "plural": false,
                "selections": [
                  {
                    "alias": "pricePerSqft",
                    "args": [
                      (v2/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "unit",
                        "value": "SQFT"
                      }
                    ],
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "pricePerArea",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": "pricePerSqm",
                    "args": [
                      (v2/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "unit",
                        "value": "SQM"
                      }
                    ],
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "pricePerArea",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Product",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b95329715e1e663fde07fd4d09e3352ba0f2d6f25f89db8d57f6c43b910e5b6c",
    "metadata": {},
    "name": "ProductPriceRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f14abdf628a82fea4575b2e2d6e9090";

export default node;
