/**
 * @generated SignedSource<<c08bc1a0f5dca19edaa6ee6992a2b909>>
 * @relayHash 2c10a033caa6928fb655eddec5f9ea36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7559f51b61211cb1fff87bab14680abdbd327df6d250a47567625b69bc2f9865

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSynonymGroupInput = {
  id: string;
  terms: ReadonlyArray<string>;
};
export type useUpdateSynonymGroupMutation$variables = {
  input: UpdateSynonymGroupInput;
};
export type useUpdateSynonymGroupMutation$data = {
  readonly updateSynonymGroup: {
    readonly __typename: string;
    readonly message?: string;
    readonly synonymGroup?: {
      readonly id: string;
      readonly terms: ReadonlyArray<string>;
    };
  };
};
export type useUpdateSynonymGroupMutation = {
  response: useUpdateSynonymGroupMutation$data;
  variables: useUpdateSynonymGroupMutation$variables;
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
    "name": "updateSynonymGroup",
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
            "concreteType": "SynonymGroup",
            "kind": "LinkedField",
            "name": "synonymGroup",
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
                "name": "terms",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateSynonymGroupSuccess",
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
    "name": "useUpdateSynonymGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSynonymGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7559f51b61211cb1fff87bab14680abdbd327df6d250a47567625b69bc2f9865",
    "metadata": {},
    "name": "useUpdateSynonymGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f5f6c07f839b34e26437bf6c2c33293";

export default node;
