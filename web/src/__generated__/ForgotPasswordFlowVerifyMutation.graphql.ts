/**
 * @generated SignedSource<<194799bff4d40255600b2915dcaf7ad8>>
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
    "cacheID": "a695c387fad439053ac4ce1bb5002039",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordFlowVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordFlowVerifyMutation(\n  $input: VerifyEmailCodeInput!\n) {\n  verifyEmailCode(input: $input) {\n    __typename\n    ... on EmailCodeVerified {\n      message\n      resetToken\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7cdd4895f6657e8fc339ade58b8697c3";

export default node;
