/**
 * @generated SignedSource<<c79fb63baedaa4d069a22fe395196b5c>>
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
      readonly srcSet: string;
      readonly url: string;
    } | null | undefined;
    readonly name: string;
    readonly path: string;
  }>;
  readonly realEstate: ReadonlyArray<{
    readonly id: string;
    readonly image: {
      readonly srcSet: string;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "srcSet",
        "storageKey": null
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

(node as any).hash = "516475db7582489b4c9b9823dfe325d2";

export default node;
