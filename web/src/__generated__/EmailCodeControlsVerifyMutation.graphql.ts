/**
 * @generated SignedSource<<bc234ec51b9c7a7f8025cdd45369bdfa>>
 * @relayHash 8acb417b246925001c56dedc73b38e84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4f92d1c8bca53488b927ba1e04b699be09c3d210a46b541aae302ef69358b6f

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
    "id": "b4f92d1c8bca53488b927ba1e04b699be09c3d210a46b541aae302ef69358b6f",
    "metadata": {},
    "name": "EmailCodeControlsVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9211a0049268ab4b4c7d7d00db6aad2e";

export default node;
