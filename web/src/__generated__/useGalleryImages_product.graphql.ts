/**
 * @generated SignedSource<<acb4e85b01f510c94cd2fdd51e7db603>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useGalleryImages_product$data = {
  readonly featureImage: {
    readonly card: string;
    readonly full: string;
    readonly srcSet: string;
    readonly thumb: string;
  };
  readonly images: ReadonlyArray<{
    readonly card: string;
    readonly full: string;
    readonly srcSet: string;
    readonly thumb: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "useGalleryImages_product";
};
export type useGalleryImages_product$key = {
  readonly " $data"?: useGalleryImages_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useGalleryImages_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": "thumb",
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
  },
  {
    "alias": "card",
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
    "alias": "full",
    "args": [
      {
        "kind": "Literal",
        "name": "variant",
        "value": "FULL"
      }
    ],
    "kind": "ScalarField",
    "name": "url",
    "storageKey": "url(variant:\"FULL\")"
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "srcSet",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useGalleryImages_product",
  "selections": [
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
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "featureImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "b0e72f10694910daf07cafda28f40097";

export default node;
