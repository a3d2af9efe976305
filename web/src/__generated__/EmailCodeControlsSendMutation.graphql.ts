/**
 * @generated SignedSource<<e5a3448499d1af9c5e01f7b3df1637e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendRegistrationCodeInput = {
  email: string;
};
export type EmailCodeControlsSendMutation$variables = {
  input: SendRegistrationCodeInput;
};
export type EmailCodeControlsSendMutation$data = {
  readonly sendRegistrationCode: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type EmailCodeControlsSendMutation = {
  response: EmailCodeControlsSendMutation$data;
  variables: EmailCodeControlsSendMutation$variables;
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
    "name": "sendRegistrationCode",
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
    "name": "EmailCodeControlsSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailCodeControlsSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b678f3acd0bad0654458dc2c9355e698",
    "id": null,
    "metadata": {},
    "name": "EmailCodeControlsSendMutation",
    "operationKind": "mutation",
    "text": "mutation EmailCodeControlsSendMutation(\n  $input: SendRegistrationCodeInput!\n) {\n  sendRegistrationCode(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "547e47db2069262363103cfe65492ac9";

export default node;
