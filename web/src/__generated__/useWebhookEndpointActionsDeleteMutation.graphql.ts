/**
 * @generated SignedSource<<fec50ff3e5d513202206dfe83ea6ee11>>
 * @relayHash 46122f6a9ffdd695fccc7f34ade88936
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79eb3cdaf2234bab0fda37ebd17f9753415d064151f34e469bc5473d3e9c8289

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type useWebhookEndpointActionsDeleteMutation$variables = {
  input: DeleteWebhookEndpointInput;
};
export type useWebhookEndpointActionsDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useWebhookEndpointActionsDeleteMutation = {
  response: useWebhookEndpointActionsDeleteMutation$data;
  variables: useWebhookEndpointActionsDeleteMutation$variables;
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
    "name": "deleteWebhookEndpoint",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteWebhookEndpointSuccess",
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
    "name": "useWebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "79eb3cdaf2234bab0fda37ebd17f9753415d064151f34e469bc5473d3e9c8289",
    "metadata": {},
    "name": "useWebhookEndpointActionsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f25b0807438a8191e122834457903ed9";

export default node;
