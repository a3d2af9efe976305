/**
 * @generated SignedSource<<9ac2d06dd9b054a7f6ee6af95a87a5c1>>
 * @relayHash 42180cd07b3cc0042f8cdda55d61718b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba8c2f775e097328649274f780de41de45a326fae683e941e34e2154e47b96b1

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhookInput = {
  id: string;
};
export type useWebhookEndpointActionsRedeliverMutation$variables = {
  input: RedeliverWebhookInput;
};
export type useWebhookEndpointActionsRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly __typename: string;
    readonly delivery?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useWebhookEndpointActionsRedeliverMutation = {
  response: useWebhookEndpointActionsRedeliverMutation$data;
  variables: useWebhookEndpointActionsRedeliverMutation$variables;
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
    "name": "redeliverWebhook",
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
    "name": "useWebhookEndpointActionsRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookEndpointActionsRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba8c2f775e097328649274f780de41de45a326fae683e941e34e2154e47b96b1",
    "metadata": {},
    "name": "useWebhookEndpointActionsRedeliverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2abaa766cdbed23020b4dd91f4783fad";

export default node;
