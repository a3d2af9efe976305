/**
 * @generated SignedSource<<c080c3bc5f9811df19692e91ec79a528>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useCartItemSource_product$data = {
  readonly catalogue: Catalogue;
  readonly category: {
    readonly name: string;
  };
  readonly databaseId: number;
  readonly featureImage: {
    readonly reference: string;
  };
  readonly lowStockThreshold: number;
  readonly name: string;
  readonly slug: string;
  readonly stock: number | null | undefined;
  readonly usdDiscountedPrice: {
    readonly amount: any;
  } | null | undefined;
  readonly usdPrice: {
    readonly amount: any;
  };
  readonly vendor: {
    readonly storeId: string;
  };
  readonly " $fragmentType": "useCartItemSource_product";
};
export type useCartItemSource_product$key = {
  readonly " $data"?: useCartItemSource_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCartItemSource_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "currency",
    "value": "USD"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useCartItemSource_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "catalogue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "featureImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "usdPrice",
      "args": (v1/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "price(currency:\"USD\")"
    },
    {
      "alias": "usdDiscountedPrice",
      "args": (v1/*:: as any*/),
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "discountedPrice(currency:\"USD\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vendor",
      "kind": "LinkedField",
      "name": "vendor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "storeId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lowStockThreshold",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "4adbfb283c2010ae783b6f36c7f7711f";

export default node;
