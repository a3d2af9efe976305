/**
 * @generated SignedSource<<892c0360ccd3cc700b7c9e433c9ac40f>>
 * @relayHash 5873a7e975f14f915645068fdf1bd07a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4367578774724fae64ab1a4a7433455dd96174994b7c3b438a44f20e56046cc

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type ForgotPasswordFlowRequestMutation$variables = {
  input: RequestPasswordResetInput;
};
export type ForgotPasswordFlowRequestMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ForgotPasswordFlowRequestMutation = {
  response: ForgotPasswordFlowRequestMutation$data;
  variables: ForgotPasswordFlowRequestMutation$variables;
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
    "name": "requestPasswordReset",
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
        "type": "PasswordResetRequested",
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
    "name": "ForgotPasswordFlowRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFlowRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e4367578774724fae64ab1a4a7433455dd96174994b7c3b438a44f20e56046cc",
    "metadata": {},
    "name": "ForgotPasswordFlowRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "397cb23e3eb8ad20250265e795435a2e";

export default node;
