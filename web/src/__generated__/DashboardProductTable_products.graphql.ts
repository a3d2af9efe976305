/**
 * @generated SignedSource<<3056fe56c7f57414398b647105e551a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Catalogue = "HOME_PRODUCTS" | "REAL_ESTATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardProductTable_products$data = ReadonlyArray<{
  readonly catalogue: Catalogue;
  readonly category: {
    readonly name: string;
  };
  readonly discountedPrice: {
    readonly amount: any;
  } | null | undefined;
  readonly featureImage: {
    readonly thumbUrl: string;
  };
  readonly hiddenFromSuggestions: boolean;
  readonly id: string;
  readonly lowStockThreshold: number;
  readonly name: string;
  readonly orderLineCount: number | null | undefined;
  readonly path: string;
  readonly price: {
    readonly amount: any;
  };
  readonly slug: string;
  readonly stock: number | null | undefined;
  readonly vendor: {
    readonly storeName: string;
  };
  readonly viewCount: number | null | undefined;
  readonly " $fragmentType": "DashboardProductTable_products";
}>;
export type DashboardProductTable_products$key = ReadonlyArray<{
  readonly " $data"?: DashboardProductTable_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardProductTable_products">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "DashboardProductTable_products",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "path",
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
          "alias": "thumbUrl",
          "args": [
            {
              "kind": "Literal",
              "name": "variant",
              "value": "THUMB"
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(variant:\"THUMB\")"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discountedPrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
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
          "name": "storeName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenFromSuggestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderLineCount",
      "storageKey": null
    },
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

(node as any).hash = "ff1efd1828d93d83ae950271b242e29c";

export default node;
