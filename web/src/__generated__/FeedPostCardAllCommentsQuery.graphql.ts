/**
 * @generated SignedSource<<b42d7ba5e42fa0f37a4d49a124fa7ac3>>
 * @relayHash c040cdb6087e077c87ca97f1fcf07096
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88c745f10c1140a24952924155e62b80d6b15ca31c221e42e4abe3d85d4b979d

import { ConcreteRequest } from 'relay-runtime';
export type FeedPostCardAllCommentsQuery$variables = {
  id: string;
};
export type FeedPostCardAllCommentsQuery$data = {
  readonly node: {
    readonly comments?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly text: string;
        };
      }>;
    };
  } | null | undefined;
};
export type FeedPostCardAllCommentsQuery = {
  response: FeedPostCardAllCommentsQuery$data;
  variables: FeedPostCardAllCommentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "FeedPostCommentsConnection",
      "kind": "LinkedField",
      "name": "comments",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedPostCommentsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PostComment",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "text",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "comments(first:100)"
    }
  ],
  "type": "FeedPost",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedPostCardAllCommentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedPostCardAllCommentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "88c745f10c1140a24952924155e62b80d6b15ca31c221e42e4abe3d85d4b979d",
    "metadata": {},
    "name": "FeedPostCardAllCommentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6752e2e398a0c583e11481fc49aa6e31";

export default node;
