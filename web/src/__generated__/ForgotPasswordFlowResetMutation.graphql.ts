/**
 * @generated SignedSource<<5a0b13469145be958255a2c4c0f97a35>>
 * @relayHash ca9208a063705cfefc1cdfa3aa697564
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c077f66505f53d7f7ecf10064fac8efcd5240c64e995fdaed604f1576ada614

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
    "id": "8c077f66505f53d7f7ecf10064fac8efcd5240c64e995fdaed604f1576ada614",
    "metadata": {},
    "name": "ForgotPasswordFlowResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45ae31d45402c12b5c9587d23db2259d";

export default node;
