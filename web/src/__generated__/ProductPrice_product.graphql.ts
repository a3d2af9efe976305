/**
 * @generated SignedSource<<8cb967e104b2f825293d07dc337dc1f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CurrencyCode = "AED" | "GBP" | "PKR" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductPrice_product$data = {
  readonly discountedPrice: {
    readonly amount: any;
    readonly formatted: string;
  } | null | undefined;
  readonly id: string;
  readonly price: {
    readonly amount: any;
    readonly currency: CurrencyCode;
    readonly formatted: string;
  };
  readonly realEstateDetails: {
    readonly pricePerSqft: {
      readonly formatted: string;
    } | null | undefined;
    readonly pricePerSqm: {
      readonly formatted: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProductPrice_product";
};
export type ProductPrice_product$key = {
  readonly " $data"?: ProductPrice_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product">;
};

import ProductPriceRefetchQuery_graphql from './ProductPriceRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "currency",
  "variableName": "currency"
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": "USD",
      "kind": "LocalArgument",
      "name": "currency"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProductPriceRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProductPrice_product",
  "selections": [
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
      "args": (v1/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
            (v0/*:: as any*/),
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
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": "pricePerSqm",
          "args": [
            (v0/*:: as any*/),
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
          "selections": (v4/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "7f14abdf628a82fea4575b2e2d6e9090";

export default node;
