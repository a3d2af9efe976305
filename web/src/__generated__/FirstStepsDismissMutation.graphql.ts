/**
 * @generated SignedSource<<cab6e0df0d9e2d6047f348d0058c2e33>>
 * @relayHash dfae6aba7df8fc6f77f6e67ab0423223
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a87abadcf3182d47eb5b073ddbda8523a33a50b82790b90a3a7638cf7a6165e2

import { ConcreteRequest } from 'relay-runtime';
export type FirstStepsDismissMutation$variables = Record<PropertyKey, never>;
export type FirstStepsDismissMutation$data = {
  readonly setFirstStepsDismissed: {
    readonly show: boolean;
  };
};
export type FirstStepsDismissMutation = {
  response: FirstStepsDismissMutation$data;
  variables: FirstStepsDismissMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "dismissed",
        "value": true
      }
    ],
    "concreteType": "FirstStepsChecklist",
    "kind": "LinkedField",
    "name": "setFirstStepsDismissed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "show",
        "storageKey": null
      }
    ],
    "storageKey": "setFirstStepsDismissed(dismissed:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FirstStepsDismissMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FirstStepsDismissMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a87abadcf3182d47eb5b073ddbda8523a33a50b82790b90a3a7638cf7a6165e2",
    "metadata": {},
    "name": "FirstStepsDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4630634f9134559491e79ab21466ff8a";

export default node;
