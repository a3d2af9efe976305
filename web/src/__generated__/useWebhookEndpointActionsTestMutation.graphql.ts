/**
 * @generated SignedSource<<7270b1fe7131c8de13a023f65dc93baa>>
 * @relayHash f14adfcfebb512a411e0bedbf0be41a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4d73e4b143dff674220eac1900590ec9e97c113880b51e6d51ceea7148e249a

import { ConcreteRequest } from 'relay-runtime';
export type SendTestWebhookInput = {
  id: string;
};
export type useWebhookEndpointActionsTestMutation$variables = {
  input: SendTestWebhookInput;
};
export type useWebhookEndpointActionsTestMutation$data = {
  readonly sendTestWebhook: {
    readonly __typename: string;
    readonly delivery?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useWebhookEndpointActionsTestMutation = {
  response: useWebhookEndpointActionsTestMutation$data;
  variables: useWebhookEndpointActionsTestMutation$variables;
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
    "name": "sendTestWebhook",
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
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WebhookDeliverySuccess",
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
    "name": "useWebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d4d73e4b143dff674220eac1900590ec9e97c113880b51e6d51ceea7148e249a",
    "metadata": {},
    "name": "useWebhookEndpointActionsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c767d873243f859e2f317a18fb6c296";

export default node;
