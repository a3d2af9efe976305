/**
 * @generated SignedSource<<e15954ec751a72ec68e187f33e700bd3>>
 * @relayHash a695c387fad439053ac4ce1bb5002039
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbe6532aa67cea9a0b4bcc2a5da2127d586346302016e21f350dfcaeda9d11e3

import { ConcreteRequest } from 'relay-runtime';
export type EmailCodePurpose = "PASSWORD_RESET" | "REGISTRATION" | "%future added value";
export type VerifyEmailCodeInput = {
  code: string;
  email: string;
  purpose: EmailCodePurpose;
};
export type ForgotPasswordFlowVerifyMutation$variables = {
  input: VerifyEmailCodeInput;
};
export type ForgotPasswordFlowVerifyMutation$data = {
  readonly verifyEmailCode: {
    readonly __typename: string;
    readonly message?: string;
    readonly resetToken?: string | null | undefined;
  };
};
export type ForgotPasswordFlowVerifyMutation = {
  response: ForgotPasswordFlowVerifyMutation$data;
  variables: ForgotPasswordFlowVerifyMutation$variables;
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resetToken",
            "storageKey": null
          }
        ],
        "type": "EmailCodeVerified",
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
    "name": "ForgotPasswordFlowVerifyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFlowVerifyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cbe6532aa67cea9a0b4bcc2a5da2127d586346302016e21f350dfcaeda9d11e3",
    "metadata": {},
    "name": "ForgotPasswordFlowVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cdd4895f6657e8fc339ade58b8697c3";

export default node;
