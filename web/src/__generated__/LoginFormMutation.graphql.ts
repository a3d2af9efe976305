/**
 * @generated SignedSource<<0d0dae34e138164eb105bde62c2e8e8c>>
 * @relayHash 689157e5b22d7ae20453d4e491f94660
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d224b97e82a6ff6fb8136a3efc2bf1a9cb3f7a0095e5a3992fb1d6a5da9aba28

import { ConcreteRequest } from 'relay-runtime';
export type LoginInput = {
  email: string;
  password: string;
};
export type LoginFormMutation$variables = {
  input: LoginInput;
};
export type LoginFormMutation$data = {
  readonly login: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly token?: string;
  };
};
export type LoginFormMutation = {
  response: LoginFormMutation$data;
  variables: LoginFormMutation$variables;
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
    "name": "login",
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
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          }
        ],
        "type": "LoginSession",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "LoginFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d224b97e82a6ff6fb8136a3efc2bf1a9cb3f7a0095e5a3992fb1d6a5da9aba28",
    "metadata": {},
    "name": "LoginFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "842b6ea3f8fdd79580e3dc8bc3ced8e5";

export default node;
