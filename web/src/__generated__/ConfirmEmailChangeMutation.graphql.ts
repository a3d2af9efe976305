/**
 * @generated SignedSource<<e6ef7979d3c5b0084de081a522cfa00e>>
 * @relayHash d4fa74c4ee3088639bd1107e246039eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a38bc30e4f2b2486eef439041de6ebb4ee35bbe7be048c440b586723d89e1de

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmEmailChangeInput = {
  code: string;
};
export type ConfirmEmailChangeMutation$variables = {
  input: ConfirmEmailChangeInput;
};
export type ConfirmEmailChangeMutation$data = {
  readonly confirmEmailChange: {
    readonly __typename: string;
    readonly message?: string;
    readonly vendor?: {
      readonly email: string;
      readonly id: string;
    };
  };
};
export type ConfirmEmailChangeMutation = {
  response: ConfirmEmailChangeMutation$data;
  variables: ConfirmEmailChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "confirmEmailChange",
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
          (v1/*:: as any*/),
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
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConfirmEmailChangeSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "ConfirmEmailChangeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfirmEmailChangeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0a38bc30e4f2b2486eef439041de6ebb4ee35bbe7be048c440b586723d89e1de",
    "metadata": {},
    "name": "ConfirmEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "659d0ffd9b32536e944376e9e23871aa";

export default node;
