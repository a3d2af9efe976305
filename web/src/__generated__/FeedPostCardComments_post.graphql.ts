/**
 * @generated SignedSource<<a9eeadf87c181ab09c93f9bbfc36f9bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedPostCardComments_post$data = {
  readonly commentCount: number;
  readonly recentComments: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "FeedPostCardComments_post";
};
export type FeedPostCardComments_post$key = {
  readonly " $data"?: FeedPostCardComments_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedPostCardComments_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedPostCardComments_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 2
        }
      ],
      "concreteType": "PostComment",
      "kind": "LinkedField",
      "name": "recentComments",
      "plural": true,
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
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": "recentComments(first:2)"
    }
  ],
  "type": "FeedPost",
  "abstractKey": null
};

(node as any).hash = "b93bb38887e4ec804dc3acd3f7d72e77";

export default node;
