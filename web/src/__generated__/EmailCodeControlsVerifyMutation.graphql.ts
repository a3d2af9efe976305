/**
 * @generated SignedSource<<8367bd6a25b50daab9881fdfdfe18f57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailCodePurpose = "PASSWORD_RESET" | "REGISTRATION" | "%future added value";
export type VerifyEmailCodeInput = {
  code: string;
  email: string;
  purpose: EmailCodePurpose;
};
export type EmailCodeControlsVerifyMutation$variables = {
  input: VerifyEmailCodeInput;
};
export type EmailCodeControlsVerifyMutation$data = {
  readonly verifyEmailCode: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type EmailCodeControlsVerifyMutation = {
  response: EmailCodeControlsVerifyMutation$data;
  variables: EmailCodeControlsVerifyMutation$variables;
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
    "name": "verifyEmailCode",
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
    "name": "EmailCodeControlsVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailCodeControlsVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8acb417b246925001c56dedc73b38e84",
    "id": null,
    "metadata": {},
    "name": "EmailCodeControlsVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation EmailCodeControlsVerifyMutation(\n  $input: VerifyEmailCodeInput!\n) {\n  verifyEmailCode(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9211a0049268ab4b4c7d7d00db6aad2e";

export default node;
