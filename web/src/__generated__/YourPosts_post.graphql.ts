/**
 * @generated SignedSource<<9179135f581fc8f812c55c21ce644370>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type YourPosts_post$data = {
  readonly caption: string;
  readonly commentCount: number;
  readonly createdAt: any;
  readonly id: string;
  readonly image: {
    readonly url: string;
  };
  readonly likeCount: number;
  readonly product: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "YourPosts_post";
};
export type YourPosts_post$key = {
  readonly " $data"?: YourPosts_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourPosts_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourPosts_post",
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
      "name": "caption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
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
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeedPost",
  "abstractKey": null
};

(node as any).hash = "9050e41170a55f39e2a7ab2e8ede7529";

export default node;
