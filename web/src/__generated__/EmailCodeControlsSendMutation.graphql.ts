/**
 * @generated SignedSource<<81f55f5bae10204f94b14bb3e3fe031c>>
 * @relayHash b678f3acd0bad0654458dc2c9355e698
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID caa413fab408aaa4a10218cd0bc7d1270c4ac8c2f5d1e678a4908f75a7300531

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
    "id": "caa413fab408aaa4a10218cd0bc7d1270c4ac8c2f5d1e678a4908f75a7300531",
    "metadata": {},
    "name": "EmailCodeControlsSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "547e47db2069262363103cfe65492ac9";

export default node;
