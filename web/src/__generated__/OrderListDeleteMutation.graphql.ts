/**
 * @generated SignedSource<<4bbaf448f99c75fbc25eb4bbc2b64009>>
 * @relayHash 138ead16485f40c8f04a7a43337d47d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f433644569038d783eac692912fabd71b2383572918530b853e5321dd079043c

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOrderInput = {
  orderId: string;
};
export type OrderListDeleteMutation$variables = {
  input: DeleteOrderInput;
};
export type OrderListDeleteMutation$data = {
  readonly deleteOrder: {
    readonly __typename: string;
    readonly message?: string;
    readonly orderId?: string;
  };
};
export type OrderListDeleteMutation = {
  response: OrderListDeleteMutation$data;
  variables: OrderListDeleteMutation$variables;
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
    "name": "OrderListDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderListDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f433644569038d783eac692912fabd71b2383572918530b853e5321dd079043c",
    "metadata": {},
    "name": "OrderListDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f683ef8b1019c1d150ef3ad74b385d4e";

export default node;
