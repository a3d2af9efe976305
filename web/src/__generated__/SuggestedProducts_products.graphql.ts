/**
 * @generated SignedSource<<33d41ac4c827acbd77b49c344533e548>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedProducts_products$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  readonly " $fragmentType": "SuggestedProducts_products";
}>;
export type SuggestedProducts_products$key = ReadonlyArray<{
  readonly " $data"?: SuggestedProducts_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestedProducts_products">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SuggestedProducts_products",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "f19d752cbf2b17f068b67e0dada96b0a";

export default node;
