/**
 * @generated SignedSource<<239dedecbcfe9afa9856dbd5d8f4db54>>
 * @relayHash 67e3e78318f471f4965e9d8111153f83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aef1aaeeb76a4a1bbf9726fc222d7927b4b9c5f26c1a314b4dff531db1538b93

import { ConcreteRequest } from 'relay-runtime';
export type RatingWidgetViewerRatingQuery$variables = {
  id: string;
};
export type RatingWidgetViewerRatingQuery$data = {
  readonly node: {
    readonly rating?: {
      readonly viewerRating: number | null | undefined;
    };
  } | null | undefined;
};
export type RatingWidgetViewerRatingQuery = {
  response: RatingWidgetViewerRatingQuery$data;
  variables: RatingWidgetViewerRatingQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRating",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RatingWidgetViewerRatingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "RatingWidgetViewerRatingQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aef1aaeeb76a4a1bbf9726fc222d7927b4b9c5f26c1a314b4dff531db1538b93",
    "metadata": {},
    "name": "RatingWidgetViewerRatingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0a91e354a5148820a61380e086605ca4";

export default node;
