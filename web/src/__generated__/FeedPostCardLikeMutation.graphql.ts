/**
 * @generated SignedSource<<1fac095d0dbfa9c0539fde43f13e624f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TogglePostLikeInput = {
  postId: string;
};
export type FeedPostCardLikeMutation$variables = {
  input: TogglePostLikeInput;
};
export type FeedPostCardLikeMutation$data = {
  readonly togglePostLike: {
    readonly __typename: string;
    readonly message?: string;
    readonly post?: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type FeedPostCardLikeMutation = {
  response: FeedPostCardLikeMutation$data;
  variables: FeedPostCardLikeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "togglePostLike",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FeedPost",
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
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
                "name": "likeCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasLiked",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TogglePostLikeSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedPostCardLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedPostCardLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fd5c5d76f97e8193949ccb10ed6adafd",
    "id": null,
    "metadata": {},
    "name": "FeedPostCardLikeMutation",
    "operationKind": "mutation",
    "text": "mutation FeedPostCardLikeMutation(\n  $input: TogglePostLikeInput!\n) {\n  togglePostLike(input: $input) {\n    __typename\n    ... on TogglePostLikeSuccess {\n      post {\n        id\n        likeCount\n        viewerHasLiked\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5451d8a26934770fe1f65791dca299da";

export default node;
