/**
 * @generated SignedSource<<5a4f327478df22f6389306a6ce5d2fce>>
 * @relayHash 1e0df9ed5644c8b2f83671419d4b6009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cc315d4a8516f0fc552d4df8448ae6fcd5e1223bfc33dff3ee99d6958e0ec45

import { ConcreteRequest } from 'relay-runtime';
export type SetVendorAccessInput = {
  accessGranted: boolean;
  vendorId: string;
};
export type AdminVendorCardAccessMutation$variables = {
  input: SetVendorAccessInput;
};
export type AdminVendorCardAccessMutation$data = {
  readonly setVendorAccess: {
    readonly __typename: string;
    readonly message?: string;
    readonly vendor?: {
      readonly accessGranted: boolean | null | undefined;
      readonly id: string;
    };
  };
};
export type AdminVendorCardAccessMutation = {
  response: AdminVendorCardAccessMutation$data;
  variables: AdminVendorCardAccessMutation$variables;
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
    "name": "setVendorAccess",
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
            "concreteType": "Vendor",
            "kind": "LinkedField",
            "name": "vendor",
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
                "name": "accessGranted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetVendorAccessSuccess",
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
    "name": "AdminVendorCardAccessMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminVendorCardAccessMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4cc315d4a8516f0fc552d4df8448ae6fcd5e1223bfc33dff3ee99d6958e0ec45",
    "metadata": {},
    "name": "AdminVendorCardAccessMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e7318c4b017943c1617ab3719274b3a";

export default node;
