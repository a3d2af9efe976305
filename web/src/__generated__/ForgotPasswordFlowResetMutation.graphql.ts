/**
 * @generated SignedSource<<f9c98ada6fe37aad2bc746ff4915b9ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  email: string;
  newPassword: string;
  resetToken: string;
};
export type ForgotPasswordFlowResetMutation$variables = {
  input: ResetPasswordInput;
};
export type ForgotPasswordFlowResetMutation$data = {
  readonly resetPassword: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ForgotPasswordFlowResetMutation = {
  response: ForgotPasswordFlowResetMutation$data;
  variables: ForgotPasswordFlowResetMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "resetPassword",
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
        "selections": (v1/*:: as any*/),
        "type": "PasswordResetDone",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "ForgotPasswordFlowResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFlowResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ca9208a063705cfefc1cdfa3aa697564",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordFlowResetMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordFlowResetMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input) {\n    __typename\n    ... on PasswordResetDone {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45ae31d45402c12b5c9587d23db2259d";

export default node;
