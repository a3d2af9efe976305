/**
 * @generated SignedSource<<f817a72724e4394d25ee19f748947324>>
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
  readonly " $fragmentType": "ProductPrice_product";
};
export type ProductPrice_product$key = {
  readonly " $data"?: ProductPrice_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product">;
};

import ProductPriceRefetchQuery_graphql from './ProductPriceRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "currency",
    "variableName": "currency"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
};
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
      "args": (v0/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
      "args": (v0/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
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

(node as any).hash = "546869b54e5c8711a7980b7a4331587a";

export default node;
