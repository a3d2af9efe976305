/**
 * @generated SignedSource<<71d974f10e0c9da6246f2ba4f02a6c57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExploreCategories_query$data = {
  readonly homeProducts: ReadonlyArray<{
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
    readonly name: string;
    readonly path: string;
  }>;
  readonly realEstate: ReadonlyArray<{
    readonly id: string;
    readonly image: {
      readonly url: string;
    } | null | undefined;
    readonly name: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "ExploreCategories_query";
};
export type ExploreCategories_query$key = {
  readonly " $data"?: ExploreCategories_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExploreCategories_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  },
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
    "name": "image",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "variant",
            "value": "CARD"
          }
        ],
        "kind": "ScalarField",
        "name": "url",
        "storageKey": "url(variant:\"CARD\")"
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExploreCategories_query",
  "selections": [
    {
      "alias": "realEstate",
      "args": [
        {
          "kind": "Literal",
          "name": "catalogue",
          "value": "REAL_ESTATE"
        }
      ],
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "categories(catalogue:\"REAL_ESTATE\")"
    },
    {
      "alias": "homeProducts",
      "args": [
        {
          "kind": "Literal",
          "name": "catalogue",
          "value": "HOME_PRODUCTS"
        }
      ],
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "categories(catalogue:\"HOME_PRODUCTS\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "59417774ec960dac11be7ba2f1bd7f80";

export default node;
