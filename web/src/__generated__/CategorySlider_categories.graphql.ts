/**
 * @generated SignedSource<<9847e8d64a9f24a59edf7a6300a7c5c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategorySlider_categories$data = ReadonlyArray<{
  readonly id: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly name: string;
  readonly path: string;
  readonly " $fragmentType": "CategorySlider_categories";
}>;
export type CategorySlider_categories$key = ReadonlyArray<{
  readonly " $data"?: CategorySlider_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategorySlider_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CategorySlider_categories",
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
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "bd33c2c91649d5148dc5fb4c3f48788e";

export default node;
