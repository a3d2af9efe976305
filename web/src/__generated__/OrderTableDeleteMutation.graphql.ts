/**
 * @generated SignedSource<<8428820966e026483e6667ace70df4b8>>
 * @relayHash e02535454acaa1e18c74f80f1ae2e916
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a31c27e9c1d0dbdc7a5f14dde8acf9b54e95b7341fa7862d3a55dff7a16618e

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOrderInput = {
  orderId: string;
};
export type OrderTableDeleteMutation$variables = {
  input: DeleteOrderInput;
};
export type OrderTableDeleteMutation$data = {
  readonly deleteOrder: {
    readonly __typename: string;
    readonly message?: string;
    readonly orderId?: string;
  };
};
export type OrderTableDeleteMutation = {
  response: OrderTableDeleteMutation$data;
  variables: OrderTableDeleteMutation$variables;
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
    "name": "deleteOrder",
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
            "name": "orderId",
            "storageKey": null
          }
        ],
        "type": "DeletedOrder",
        "abstractKey": null
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
    "name": "OrderTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3a31c27e9c1d0dbdc7a5f14dde8acf9b54e95b7341fa7862d3a55dff7a16618e",
    "metadata": {},
    "name": "OrderTableDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7f1d7ecd017435c1539d8dd173d3a28";

export default node;
