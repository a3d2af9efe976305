/**
 * @generated SignedSource<<61b8ecaa057d4907b6b5f69a7da6e50e>>
 * @relayHash 7ea482d411cc3551b0a29090dde389b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5483edfa142974f853653507141e12c685902682fec2961d096a3ddfb399bdef

import { ConcreteRequest } from 'relay-runtime';
export type CancelTrackedOrderPartInput = {
  email?: string | null | undefined;
  orderId: string;
  part: string;
  reason: string;
  token?: string | null | undefined;
};
export type TrackedOrderCancelMutation$variables = {
  input: CancelTrackedOrderPartInput;
};
export type TrackedOrderCancelMutation$data = {
  readonly cancelTrackedOrderPart: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type TrackedOrderCancelMutation = {
  response: TrackedOrderCancelMutation$data;
  variables: TrackedOrderCancelMutation$variables;
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
    "name": "cancelTrackedOrderPart",
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
    "name": "TrackedOrderCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackedOrderCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5483edfa142974f853653507141e12c685902682fec2961d096a3ddfb399bdef",
    "metadata": {},
    "name": "TrackedOrderCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dbda356e3a630c7662a03c0e87c74159";

export default node;
