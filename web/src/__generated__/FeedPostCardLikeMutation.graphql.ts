/**
 * @generated SignedSource<<465bd2ffaa9ac16e81e29b889bba098d>>
 * @relayHash fd5c5d76f97e8193949ccb10ed6adafd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a15dee5a1a5d8a13ff5b1402187a08f148ea4a339f179fffd5c1c0f3a079b612

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
    "id": "a15dee5a1a5d8a13ff5b1402187a08f148ea4a339f179fffd5c1c0f3a079b612",
    "metadata": {},
    "name": "FeedPostCardLikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5451d8a26934770fe1f65791dca299da";

export default node;
