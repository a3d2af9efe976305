/**
 * @generated SignedSource<<509e6dfeed16ac4e444e39bae1e047f1>>
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
    readonly srcSet: string;
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
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "2183df89849407996226f004e217a608";

export default node;
