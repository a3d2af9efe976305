/**
 * @generated SignedSource<<312a679e2228f0e11d82eed621543a71>>
 * @relayHash e9f6ca9a855a3ec5fc3effc73756c957
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c60bef59f65b4c03084dba2b5c6d1ad21f383e7350768e260339d967dbf5c11

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateSynonymGroupInput = {
  terms: ReadonlyArray<string>;
};
export type useCreateSynonymGroupMutation$variables = {
  input: CreateSynonymGroupInput;
};
export type useCreateSynonymGroupMutation$data = {
  readonly createSynonymGroup: {
    readonly __typename: string;
    readonly message?: string;
    readonly synonymGroup?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SynonymGroupTable_synonymGroup">;
    };
  };
};
export type useCreateSynonymGroupMutation = {
  response: useCreateSynonymGroupMutation$data;
  variables: useCreateSynonymGroupMutation$variables;
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
  "name": "id",
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
    "name": "useCreateSynonymGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSynonymGroup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SynonymGroup",
                "kind": "LinkedField",
                "name": "synonymGroup",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SynonymGroupTable_synonymGroup"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateSynonymGroupSuccess",
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
    "name": "useCreateSynonymGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSynonymGroup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SynonymGroup",
                "kind": "LinkedField",
                "name": "synonymGroup",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "terms",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateSynonymGroupSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c60bef59f65b4c03084dba2b5c6d1ad21f383e7350768e260339d967dbf5c11",
    "metadata": {},
    "name": "useCreateSynonymGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2952f7473c2e56faa080aa9d0de3b923";

export default node;
