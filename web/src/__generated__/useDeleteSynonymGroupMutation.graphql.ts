/**
 * @generated SignedSource<<d60f83c7186774a2285840b86a946ea1>>
 * @relayHash a635da0ac42f828bf3afa24bd7df01cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a4f65b98f299ab839779a0da44364994a629dc86ddb4dc08377e1c4d66f5bdd

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSynonymGroupInput = {
  id: string;
};
export type useDeleteSynonymGroupMutation$variables = {
  input: DeleteSynonymGroupInput;
};
export type useDeleteSynonymGroupMutation$data = {
  readonly deleteSynonymGroup: {
    readonly __typename: string;
    readonly deletedSynonymGroupId?: string;
    readonly message?: string;
  };
};
export type useDeleteSynonymGroupMutation = {
  response: useDeleteSynonymGroupMutation$data;
  variables: useDeleteSynonymGroupMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSynonymGroupId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSynonymGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSynonymGroup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "DeleteSynonymGroupSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSynonymGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSynonymGroup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedSynonymGroupId"
              }
            ],
            "type": "DeleteSynonymGroupSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a4f65b98f299ab839779a0da44364994a629dc86ddb4dc08377e1c4d66f5bdd",
    "metadata": {},
    "name": "useDeleteSynonymGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88977a0988e122b8f0fea447ca2e4c6f";

export default node;
